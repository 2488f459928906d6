import { Link } from 'react-router-dom';
import type { BulkCredentialUpload, BulkRowOutcome } from 'shared-api';
import { Alert, Badge, Card, PhoneItemDetail, PhoneItemHeader, Table, useFormat, type BadgeTone, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';
import { formatTimestamp, UPLOAD_STATUS_TONES } from '../utils/bulkColumns';
import { BulkUploadProgress } from './BulkUploadProgress';

export interface BulkUploadReportProps {
  upload: BulkCredentialUpload;
}

const OUTCOME_TONES: Record<BulkRowOutcome['outcome'], BadgeTone> = {
  created: 'success',
  updated: 'info',
  skipped: 'neutral',
  failed: 'danger',
};

/** The totals, by their labels' keys in the report's catalog section. */
const COUNTS = [
  ['rows', (upload: BulkCredentialUpload) => upload.total_rows],
  ['created', (upload: BulkCredentialUpload) => upload.created_count],
  ['updated', (upload: BulkCredentialUpload) => upload.updated_count],
  ['skipped', (upload: BulkCredentialUpload) => upload.skipped_count],
  ['failed', (upload: BulkCredentialUpload) => upload.failed_count],
  ['newWorkers', (upload: BulkCredentialUpload) => upload.workers_created_count],
] as const;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 2px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const WorkerLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

function OutcomeBadge({ outcome }: { outcome: BulkRowOutcome['outcome'] }) {
  const { t } = useCredentialsT();
  return (
    <Badge tone={OUTCOME_TONES[outcome]} shape="pill">
      {t(`bulk.report.${outcome}`)}
    </Badge>
  );
}

function WorkerCell({ row }: { row: BulkRowOutcome }) {
  const { t } = useCredentialsT();
  return row.worker ? (
    <WorkerLink to={`/workers/${row.worker.id}`}>{row.worker.full_name}</WorkerLink>
  ) : (
    <Muted>{t('common.noWorker')}</Muted>
  );
}

function OutcomePhoneItem({ row }: { row: BulkRowOutcome }) {
  const { t } = useCredentialsT();
  return (
    <>
      <PhoneItemHeader
        title={t('bulk.report.lineOf', { line: row.line, credential: row.credential_name || t('bulk.report.noCredential') })}
        trailing={<OutcomeBadge outcome={row.outcome} />}
      />
      <WorkerCell row={row} />
      <PhoneItemDetail>{row.message}</PhoneItemDetail>
    </>
  );
}

/** One bulk credential upload: its totals, the uploaded file, and what happened to each row. */
export function BulkUploadReport({ upload }: BulkUploadReportProps) {
  const { t } = useCredentialsT();
  const format = useFormat();
  const columns: TableColumn<BulkRowOutcome>[] = [
    { key: 'line', header: t('common.line'), width: 64, render: (row) => row.line },
    { key: 'worker', header: t('common.worker'), render: (row) => <WorkerCell row={row} /> },
    { key: 'credential', header: t('common.credential'), render: (row) => row.credential_name || <Muted>—</Muted> },
    { key: 'outcome', header: t('bulk.report.outcome'), render: (row) => <OutcomeBadge outcome={row.outcome} /> },
    { key: 'message', header: t('common.message'), render: (row) => row.message },
  ];
  const finished = upload.status === 'done' || upload.status === 'failed';
  return (
    <Stack>
      <Card
        title={t('bulk.report.summary')}
        actions={
          <a href={upload.file_url} download>
            {t('bulk.report.download')}
          </a>
        }
      >
        <Stack>
          <Meta>
            <Badge tone={UPLOAD_STATUS_TONES[upload.status]} shape="pill">
              {t(`bulk.status.${upload.status}`)}
            </Badge>
            <span>{t('bulk.report.uploadedAt', { date: formatTimestamp(upload.created_at, format.dateTime) })}</span>
            {upload.finished_at ? (
              <span>{t('bulk.report.finishedAt', { date: formatTimestamp(upload.finished_at, format.dateTime) })}</span>
            ) : null}
          </Meta>
          <Counts>
            {COUNTS.map(([key, count]) => (
              <div key={key}>
                <dt>{t(`bulk.report.${key}`)}</dt>
                <dd>{format.number(count(upload))}</dd>
              </div>
            ))}
          </Counts>
          {upload.status === 'failed' && upload.error ? <Alert tone="danger">{upload.error}</Alert> : null}
          {finished ? null : <BulkUploadProgress upload={upload} />}
        </Stack>
      </Card>
      <Card title={t('bulk.report.rows')} flush>
        <Table
          caption={t('bulk.report.caption')}
          columns={columns}
          rows={upload.results}
          getRowKey={(row) => row.line}
          emptyText={t('bulk.report.noOutcomes')}
          renderPhoneItem={(row) => <OutcomePhoneItem row={row} />}
        />
      </Card>
    </Stack>
  );
}
