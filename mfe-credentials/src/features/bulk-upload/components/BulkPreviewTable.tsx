import type { BulkCredentialPreviewResponse, BulkCredentialPreviewRow } from 'shared-api';
import { Badge, PhoneItemHeader, Table, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';
import { rowErrorLines } from '../utils/bulkColumns';

export interface BulkPreviewTableProps {
  preview: BulkCredentialPreviewResponse;
}

const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Errors = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.tones.danger.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const hasErrors = (row: BulkCredentialPreviewRow) => Object.keys(row.errors).length > 0;

const fullName = (row: BulkCredentialPreviewRow) => `${row.values.first_name} ${row.values.last_name}`.trim();

const Nowrap = styled.span`
  white-space: nowrap;
`;

/** Issued → expiry of a credential as the file gives them; a date never breaks across lines. */
function Dates({ issued, expiry }: { issued: string; expiry: string }) {
  const { t } = useCredentialsT();
  if (!issued && !expiry) return <>{t('bulk.previewTable.noDates')}</>;
  return (
    <>
      <Nowrap>{issued || t('common.noIssueDate')}</Nowrap> → <Nowrap>{expiry || t('common.noExpiry')}</Nowrap>
    </>
  );
}

function NewWorkerBadge() {
  const { t } = useCredentialsT();
  return (
    <Badge tone="info" shape="pill">
      {t('bulk.previewTable.newWorker')}
    </Badge>
  );
}

function RowStatus({ row }: { row: BulkCredentialPreviewRow }) {
  const { t } = useCredentialsT();
  const lines = rowErrorLines(row.errors);
  if (lines.length === 0) {
    return (
      <Badge tone="success" shape="pill">
        {t('bulk.previewTable.ready')}
      </Badge>
    );
  }
  return (
    <Errors aria-label={t('bulk.previewTable.errorsOnLine', { line: row.line })}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Errors>
  );
}

function WorkerCell({ row }: { row: BulkCredentialPreviewRow }) {
  const { t } = useCredentialsT();
  return (
    <Stacked>
      <span>{fullName(row) || <Muted>{t('bulk.previewTable.noName')}</Muted>}</span>
      <Muted>{row.values.email || t('bulk.previewTable.noEmail')}</Muted>
      {row.creates_worker ? (
        <span>
          <NewWorkerBadge />
        </span>
      ) : null}
    </Stacked>
  );
}

function CredentialCell({ row }: { row: BulkCredentialPreviewRow }) {
  const { t } = useCredentialsT();
  const { values } = row;
  return (
    <Stacked>
      <span>{values.credential_name || <Muted>{t('bulk.previewTable.noCredentialName')}</Muted>}</span>
      <Muted>
        <Dates issued={values.issued} expiry={values.expiry} />
      </Muted>
      {values.supporting_credential_name ? (
        <Muted>
          {t('bulk.previewTable.supporting', { name: values.supporting_credential_name })} (
          <Dates issued={values.supporting_issued} expiry={values.supporting_expiry} />)
        </Muted>
      ) : null}
    </Stacked>
  );
}

function PreviewPhoneItem({ row }: { row: BulkCredentialPreviewRow }) {
  const { t } = useCredentialsT();
  return (
    <>
      <PhoneItemHeader title={t('bulk.previewTable.line', { line: row.line })} trailing={row.creates_worker ? <NewWorkerBadge /> : null} />
      <span>
        {fullName(row) || t('bulk.previewTable.noName')} · {row.values.email || t('bulk.previewTable.noEmail')}
      </span>
      <CredentialCell row={row} />
      <RowStatus row={row} />
    </>
  );
}

/** What the server read from the file, row by row: errors in red, and the workers the upload will create. */
export function BulkPreviewTable({ preview }: BulkPreviewTableProps) {
  const { t } = useCredentialsT();
  const newWorkers = preview.rows.filter((row) => row.creates_worker).length;
  const columns: TableColumn<BulkCredentialPreviewRow>[] = [
    { key: 'line', header: t('common.line'), width: 64, render: (row) => row.line },
    { key: 'worker', header: t('common.worker'), render: (row) => <WorkerCell row={row} /> },
    { key: 'credential', header: t('common.credential'), render: (row) => <CredentialCell row={row} /> },
    { key: 'status', header: t('bulk.previewTable.status'), width: '38%', render: (row) => <RowStatus row={row} /> },
  ];
  return (
    <div>
      <Counts aria-live="polite">
        <Badge tone="success">{t('bulk.previewTable.readyCount', { count: preview.valid_count })}</Badge>
        {preview.error_count > 0 ? (
          <Badge tone="danger">{t('bulk.previewTable.errorCount', { count: preview.error_count })}</Badge>
        ) : null}
        {newWorkers > 0 ? <Badge tone="info">{t('bulk.previewTable.newWorkers', { count: newWorkers })}</Badge> : null}
      </Counts>
      <Frame>
        <Table
          caption={t('bulk.previewTable.caption')}
          columns={columns}
          rows={preview.rows}
          getRowKey={(row) => row.line}
          rowTone={(row) => (hasErrors(row) ? 'danger' : undefined)}
          emptyText={t('bulk.previewTable.empty')}
          renderPhoneItem={(row) => <PreviewPhoneItem row={row} />}
        />
      </Frame>
    </div>
  );
}
