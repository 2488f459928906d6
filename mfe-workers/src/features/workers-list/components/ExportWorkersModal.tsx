import { useState } from 'react';
import { exportWorkers, useUniqueCredentials, type ExportWorkersInput } from 'shared-api';
import { Alert, Button, CheckboxField, Modal, Stack, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { downloadTextFile, exportFileName } from '../utils/exportFile';
import { CredentialPickList } from './CredentialPickList';

export interface ExportWorkersModalProps {
  open: boolean;
  onClose: () => void;
}

type WorkerColumn = 'first_name' | 'last_name' | 'full_name' | 'email' | 'needs_review';

const COLUMNS: WorkerColumn[] = ['first_name', 'last_name', 'full_name', 'email', 'needs_review'];

const INITIAL_COLUMNS: Record<WorkerColumn, boolean> = { first_name: false, last_name: false, full_name: true, email: true, needs_review: false };

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

/** Choose worker columns and credential columns, then download the server's CSV as exported_workers_<timestamp>.csv. */
export function ExportWorkersModal({ open, onClose }: ExportWorkersModalProps) {
  const toast = useToast();
  const { t } = useWorkersT();
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
      const input: ExportWorkersInput = { ...columns, credentials: credentialIds };
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
          <Button onClick={runExport} loading={exporting} disabled={nothingChosen}>
            {t('export.submit')}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
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
