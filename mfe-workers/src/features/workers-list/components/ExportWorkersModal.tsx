import { useState } from 'react';
import { exportWorkers, useUniqueCredentials, type ExportWorkersInput, type WorkerFilters } from 'shared-api';
import { Alert, Button, CheckboxField, formatNumber, Modal, Stack, useToast, type Locale, type Translate } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT, type WorkersCatalog } from '../../../i18n';
import { downloadTextFile, exportFileName } from '../utils/exportFile';
import { CredentialPickList } from './CredentialPickList';

export interface ExportWorkersModalProps {
  open: boolean;
  onClose: () => void;
  /** The workers list's filters: the export holds the workers they match. */
  filters: WorkerFilters;
  /** How many workers the list found for them; null while it is counting. */
  total: number | null;
}

type WorkerColumn = 'first_name' | 'last_name' | 'full_name' | 'email' | 'phone_number' | 'job_title' | 'crews' | 'tags' | 'status' | 'needs_review';

const COLUMNS: WorkerColumn[] = ['first_name', 'last_name', 'full_name', 'email', 'phone_number', 'job_title', 'crews', 'tags', 'status', 'needs_review'];

const INITIAL_COLUMNS: Record<WorkerColumn, boolean> = {
  first_name: false,
  last_name: false,
  full_name: true,
  email: true,
  phone_number: false,
  job_title: false,
  crews: false,
  tags: false,
  status: false,
  needs_review: false,
};

const Columns = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing(1)};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Scope = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1.5)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * Which workers the export holds, in words: 'All 66 active workers', '12 workers matching “kelly”', and the
 * list's other filters after it.
 */
export function exportScope(
  filters: WorkerFilters,
  total: number | null,
  t: Translate<WorkersCatalog>,
  locale: Locale,
): { headline: string; details: string | null } {
  const tags = filters.worker_tags.filter(Boolean);
  const status = { true: t('export.filterActive'), false: t('export.filterInactive'), '': null }[filters.active];
  const crews = { true: t('export.filterInCrew'), false: t('export.filterInNoCrew'), '': null }[filters.has_crews];
  const search = filters.search.trim();
  if (total === null) return { headline: t('export.scopeCounting'), details: null };
  const counted = { count: total, total: formatNumber(total, { locale }) };
  if (search === '' && tags.length === 0 && crews === null) {
    const key = ({ true: 'export.scopeAllActive', false: 'export.scopeAllInactive', '': 'export.scopeAll' } as const)[filters.active];
    return { headline: t(key, counted), details: null };
  }
  const others = [
    tags.length > 0 ? t('export.filterTags', { tags: new Intl.ListFormat(locale, { type: 'disjunction' }).format(tags) }) : null,
    crews,
    status,
  ].filter((part): part is string => part !== null);
  return {
    headline: search ? t('export.scopeSearch', { ...counted, search }) : t('export.scopeFiltered', counted),
    details: others.length > 0 ? t('export.scopeFilters', { filters: others.join(', ') }) : null,
  };
}

/**
 * The workers the list's filters match (said at the top), with the chosen worker and credential columns: the
 * server's CSV downloads as exported_workers_<timestamp>.csv.
 */
export function ExportWorkersModal({ open, onClose, filters, total }: ExportWorkersModalProps) {
  const toast = useToast();
  const { t, locale } = useWorkersT();
  const scope = exportScope(filters, total, t, locale);
  const credentials = useUniqueCredentials(open);
  const [columns, setColumns] = useState(INITIAL_COLUMNS);
  const [credentialIds, setCredentialIds] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nothingChosen = !Object.values(columns).some(Boolean) && credentialIds.length === 0;

  async function runExport() {
    setExporting(true);
    setFailure(null);
    try {
      const { active, has_crews, worker_tags, search } = filters;
      const input: ExportWorkersInput = { ...columns, credentials: credentialIds, filters: { active, has_crews, worker_tags, search } };
      const { csv_string } = await exportWorkers(input);
      downloadTextFile(csv_string, exportFileName(new Date()));
      toast.success(getWorkersT()('export.done'));
      onClose();
    } catch (error) {
      setFailure((error as Error).message || getWorkersT()('export.failed'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('export.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={exporting}>
            {t('common.cancel')}
          </Button>
          <Button onClick={runExport} loading={exporting} disabled={nothingChosen || total === 0}>
            {t('export.submit')}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <Scope role="status" aria-label={t('export.scopeLabel')}>
          <strong>{scope.headline}</strong>
          {scope.details ? <span>{scope.details}</span> : null}
          <span>{t('export.scopeHint')}</span>
        </Scope>
        {total === 0 ? <Alert tone="warning">{t('export.noneToExport')}</Alert> : null}
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Columns>
          <legend>{t('export.workerColumns')}</legend>
          {COLUMNS.map((column) => (
            <CheckboxField
              key={column}
              label={t(`export.columns.${column}` as const)}
              checked={columns[column]}
              onChange={(event) => setColumns((current) => ({ ...current, [column]: event.target.checked }))}
            />
          ))}
        </Columns>
        <CredentialPickList
          credentials={credentials.data?.credentials}
          error={credentials.error ? (credentials.error as Error).message || t('export.requestFailed') : undefined}
          onRetry={() => void credentials.mutate()}
          selected={credentialIds}
          onChange={setCredentialIds}
        />
        {nothingChosen ? <Alert tone="info">{t('export.chooseOne')}</Alert> : null}
      </Stack>
    </Modal>
  );
}
