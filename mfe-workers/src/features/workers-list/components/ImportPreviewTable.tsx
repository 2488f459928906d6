import type { WorkerImportPreviewResponse, WorkerImportRow } from 'shared-api';
import { Badge, Table, type TableColumn } from 'shared-ui';
import styled from 'styled-components';

/** Rendering tens of thousands of rows would freeze the page; errors come first, so they are never cut. */
export const PREVIEW_ROW_LIMIT = 200;

type ImportField = keyof WorkerImportRow['values'];

const FIELD_LABELS: Record<ImportField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  phone_number: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  dob: 'Date of birth',
  bio: 'Bio',
  preferred_language: 'Language',
};

const SHOWN_FIELDS: ImportField[] = ['first_name', 'last_name', 'email', 'phone_number', 'city', 'state', 'dob'];

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
`;

// Positioned so the table's visually hidden caption is clipped with it.
const Frame = styled.div`
  position: relative;
  max-height: 360px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* One line per row keeps a long file scannable; the frame scrolls sideways instead. */
  td {
    white-space: nowrap;
  }
`;

const Invalid = styled.span`
  color: ${({ theme }) => theme.tones.danger.fg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline wavy ${({ theme }) => theme.colors.danger};
  text-underline-offset: 3px;
`;

const Problems = styled.ul`
  margin: 0;
  white-space: normal;
  padding-left: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.tones.danger.fg};
  min-width: 220px;
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function label(field: string): string {
  return FIELD_LABELS[field as ImportField] ?? field;
}

const hasErrors = (row: WorkerImportRow) => Object.keys(row.errors).length > 0;

// Problems come right after the line number: in a narrow dialog the fields scroll sideways, the reasons must not.
const columns: TableColumn<WorkerImportRow>[] = [
  { key: 'line', header: 'Line', width: 56, render: (row) => row.line },
  {
    key: 'errors',
    header: 'Problems',
    render: (row) =>
      hasErrors(row) ? (
        <Problems>
          {Object.entries(row.errors).flatMap(([field, messages]) =>
            messages.map((message) => <li key={`${field}:${message}`}>{field === 'row' ? message : `${label(field)}: ${message}`}</li>),
          )}
        </Problems>
      ) : (
        <Badge tone="success">OK</Badge>
      ),
  },
  ...SHOWN_FIELDS.map<TableColumn<WorkerImportRow>>((field) => ({
    key: field,
    header: FIELD_LABELS[field],
    render: (row) => {
      const value = row.values[field];
      if (!row.errors[field]) return value;
      return <Invalid title={row.errors[field].join(' ')}>{value || '(empty)'}</Invalid>;
    },
  })),
];

export interface ImportPreviewTableProps {
  preview: WorkerImportPreviewResponse;
}

/** What the server read from the file: counts, then the rows with their problems (rows with problems first). */
export function ImportPreviewTable({ preview }: ImportPreviewTableProps) {
  const ordered = [...preview.rows.filter(hasErrors), ...preview.rows.filter((row) => !hasErrors(row))];
  const shown = ordered.slice(0, PREVIEW_ROW_LIMIT);
  return (
    <div>
      <Summary>
        <strong>{`${preview.rows.length} ${preview.rows.length === 1 ? 'row' : 'rows'} read`}</strong>
        <Badge tone="success">{`${preview.valid_count} ready`}</Badge>
        {preview.error_count > 0 ? <Badge tone="danger">{`${preview.error_count} with errors`}</Badge> : null}
      </Summary>
      <Frame>
        <Table
          caption="Rows in the file"
          columns={columns}
          rows={shown}
          getRowKey={(row) => row.line}
          rowTone={(row) => (hasErrors(row) ? 'danger' : undefined)}
          emptyText="The file has no rows under its header."
        />
      </Frame>
      {ordered.length > shown.length ? (
        <Note>{`Showing ${shown.length} of ${ordered.length} rows${preview.error_count > 0 ? ', rows with errors first' : ''}.`}</Note>
      ) : null}
    </div>
  );
}
