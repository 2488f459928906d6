import type { BulkCredentialPreviewResponse, BulkCredentialPreviewRow } from 'shared-api';
import { Badge, PhoneItemHeader, Table, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
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
  if (!issued && !expiry) return <>No dates</>;
  return (
    <>
      <Nowrap>{issued || 'No issue date'}</Nowrap> → <Nowrap>{expiry || 'No Expiry'}</Nowrap>
    </>
  );
}

function NewWorkerBadge() {
  return (
    <Badge tone="info" shape="pill">
      New worker
    </Badge>
  );
}

function RowStatus({ row }: { row: BulkCredentialPreviewRow }) {
  const lines = rowErrorLines(row.errors);
  if (lines.length === 0) {
    return (
      <Badge tone="success" shape="pill">
        Ready
      </Badge>
    );
  }
  return (
    <Errors aria-label={`Errors on line ${row.line}`}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Errors>
  );
}

function WorkerCell({ row }: { row: BulkCredentialPreviewRow }) {
  return (
    <Stacked>
      <span>{fullName(row) || <Muted>No name</Muted>}</span>
      <Muted>{row.values.email || 'No e-mail'}</Muted>
      {row.creates_worker ? (
        <span>
          <NewWorkerBadge />
        </span>
      ) : null}
    </Stacked>
  );
}

function CredentialCell({ row }: { row: BulkCredentialPreviewRow }) {
  const { values } = row;
  return (
    <Stacked>
      <span>{values.credential_name || <Muted>No credential name</Muted>}</span>
      <Muted>
        <Dates issued={values.issued} expiry={values.expiry} />
      </Muted>
      {values.supporting_credential_name ? (
        <Muted>
          {`Supporting: ${values.supporting_credential_name} (`}
          <Dates issued={values.supporting_issued} expiry={values.supporting_expiry} />)
        </Muted>
      ) : null}
    </Stacked>
  );
}

const columns: TableColumn<BulkCredentialPreviewRow>[] = [
  { key: 'line', header: 'Line', width: 64, render: (row) => row.line },
  { key: 'worker', header: 'Worker', render: (row) => <WorkerCell row={row} /> },
  { key: 'credential', header: 'Credential', render: (row) => <CredentialCell row={row} /> },
  { key: 'status', header: 'Status', width: '38%', render: (row) => <RowStatus row={row} /> },
];

function PreviewPhoneItem({ row }: { row: BulkCredentialPreviewRow }) {
  return (
    <>
      <PhoneItemHeader title={`Line ${row.line}`} trailing={row.creates_worker ? <NewWorkerBadge /> : null} />
      <span>{`${fullName(row) || 'No name'} · ${row.values.email || 'No e-mail'}`}</span>
      <CredentialCell row={row} />
      <RowStatus row={row} />
    </>
  );
}

/** What the server read from the file, row by row: errors in red, and the workers the upload will create. */
export function BulkPreviewTable({ preview }: BulkPreviewTableProps) {
  const newWorkers = preview.rows.filter((row) => row.creates_worker).length;
  return (
    <div>
      <Counts aria-live="polite">
        <Badge tone="success">{`${preview.valid_count} ready`}</Badge>
        {preview.error_count > 0 ? <Badge tone="danger">{`${preview.error_count} with errors`}</Badge> : null}
        {newWorkers > 0 ? <Badge tone="info">{`${newWorkers} new ${newWorkers === 1 ? 'worker' : 'workers'}`}</Badge> : null}
      </Counts>
      <Frame>
        <Table
          caption="Rows of the file"
          columns={columns}
          rows={preview.rows}
          getRowKey={(row) => row.line}
          rowTone={(row) => (hasErrors(row) ? 'danger' : undefined)}
          emptyText="The file has no rows."
          renderPhoneItem={(row) => <PreviewPhoneItem row={row} />}
        />
      </Frame>
    </div>
  );
}
