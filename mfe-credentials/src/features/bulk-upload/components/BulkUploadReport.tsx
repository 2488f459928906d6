import { Link } from 'react-router-dom';
import type { BulkCredentialUpload, BulkRowOutcome } from 'shared-api';
import { Alert, Badge, Card, PhoneItemDetail, PhoneItemHeader, Table, type BadgeTone, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { formatTimestamp, UPLOAD_STATUS_LABELS, UPLOAD_STATUS_TONES } from '../utils/bulkColumns';
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

const OUTCOME_LABELS: Record<BulkRowOutcome['outcome'], string> = {
  created: 'Created',
  updated: 'Updated',
  skipped: 'Skipped',
  failed: 'Failed',
};

const COUNTS: Array<[string, (upload: BulkCredentialUpload) => number]> = [
  ['Rows', (upload) => upload.total_rows],
  ['Created', (upload) => upload.created_count],
  ['Updated', (upload) => upload.updated_count],
  ['Skipped', (upload) => upload.skipped_count],
  ['Failed', (upload) => upload.failed_count],
  ['New workers', (upload) => upload.workers_created_count],
];

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

const NO_OUTCOMES = 'No row has been processed yet.';

function OutcomeBadge({ outcome }: { outcome: BulkRowOutcome['outcome'] }) {
  return (
    <Badge tone={OUTCOME_TONES[outcome]} shape="pill">
      {OUTCOME_LABELS[outcome]}
    </Badge>
  );
}

function WorkerCell({ row }: { row: BulkRowOutcome }) {
  return row.worker ? <WorkerLink to={`/workers/${row.worker.id}`}>{row.worker.full_name}</WorkerLink> : <Muted>No worker</Muted>;
}

const columns: TableColumn<BulkRowOutcome>[] = [
  { key: 'line', header: 'Line', width: 64, render: (row) => row.line },
  { key: 'worker', header: 'Worker', render: (row) => <WorkerCell row={row} /> },
  { key: 'credential', header: 'Credential', render: (row) => row.credential_name || <Muted>—</Muted> },
  { key: 'outcome', header: 'Outcome', render: (row) => <OutcomeBadge outcome={row.outcome} /> },
  { key: 'message', header: 'Message', render: (row) => row.message },
];

function OutcomePhoneItem({ row }: { row: BulkRowOutcome }) {
  return (
    <>
      <PhoneItemHeader
        title={`Line ${row.line} · ${row.credential_name || 'No credential'}`}
        trailing={<OutcomeBadge outcome={row.outcome} />}
      />
      <WorkerCell row={row} />
      <PhoneItemDetail>{row.message}</PhoneItemDetail>
    </>
  );
}

/** One bulk credential upload: its totals, the uploaded file, and what happened to each row. */
export function BulkUploadReport({ upload }: BulkUploadReportProps) {
  const finished = upload.status === 'done' || upload.status === 'failed';
  return (
    <Stack>
      <Card
        title="Summary"
        actions={
          <a href={upload.file_url} download>
            Download the uploaded file
          </a>
        }
      >
        <Stack>
          <Meta>
            <Badge tone={UPLOAD_STATUS_TONES[upload.status]} shape="pill">
              {UPLOAD_STATUS_LABELS[upload.status]}
            </Badge>
            <span>{`Uploaded ${formatTimestamp(upload.created_at)}`}</span>
            {upload.finished_at ? <span>{`Finished ${formatTimestamp(upload.finished_at)}`}</span> : null}
          </Meta>
          <Counts>
            {COUNTS.map(([label, count]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{count(upload).toLocaleString('en-CA')}</dd>
              </div>
            ))}
          </Counts>
          {upload.status === 'failed' && upload.error ? <Alert tone="danger">{upload.error}</Alert> : null}
          {finished ? null : <BulkUploadProgress upload={upload} />}
        </Stack>
      </Card>
      <Card title="Rows" flush>
        <Table
          caption="Row outcomes"
          columns={columns}
          rows={upload.results}
          getRowKey={(row) => row.line}
          emptyText={NO_OUTCOMES}
          renderPhoneItem={(row) => <OutcomePhoneItem row={row} />}
        />
      </Card>
    </Stack>
  );
}
