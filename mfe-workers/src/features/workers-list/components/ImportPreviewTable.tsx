import type { WorkerImportPreviewResponse, WorkerImportRow } from 'shared-api';
import { Badge, Table, useFormat, type Translate, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT, type WorkersCatalog } from '../../../i18n';

/** Rendering tens of thousands of rows would freeze the page; errors come first, so they are never cut. */
export const PREVIEW_ROW_LIMIT = 200;

type ImportField = keyof WorkerImportRow['values'];

const IMPORT_FIELDS: ImportField[] = ['first_name', 'last_name', 'email', 'phone_number', 'address', 'city', 'state', 'zip', 'dob', 'bio', 'preferred_language'];

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

function label(field: string, t: Translate<WorkersCatalog>): string {
  return (IMPORT_FIELDS as string[]).includes(field) ? t(`import.fields.${field as ImportField}` as const) : field;
}

const hasErrors = (row: WorkerImportRow) => Object.keys(row.errors).length > 0;

// Problems come right after the line number: in a narrow dialog the fields scroll sideways, the reasons must not.
const columnsIn = (t: Translate<WorkersCatalog>): TableColumn<WorkerImportRow>[] => [
  { key: 'line', header: t('import.line'), width: 56, render: (row) => row.line },
  {
    key: 'errors',
    header: t('import.problems'),
    render: (row) =>
      hasErrors(row) ? (
        <Problems>
          {Object.entries(row.errors).flatMap(([field, messages]) =>
            messages.map((message) => (
              <li key={`${field}:${message}`}>{field === 'row' ? message : t('import.problem', { field: label(field, t), message })}</li>
            )),
          )}
        </Problems>
      ) : (
        <Badge tone="success">{t('import.ok')}</Badge>
      ),
  },
  ...SHOWN_FIELDS.map<TableColumn<WorkerImportRow>>((field) => ({
    key: field,
    header: t(`import.fields.${field}` as const),
    render: (row) => {
      const value = row.values[field];
      if (!row.errors[field]) return value;
      return <Invalid title={row.errors[field].join(' ')}>{value || t('import.empty')}</Invalid>;
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
  const { t } = useWorkersT();
  const format = useFormat();
  return (
    <div>
      <Summary>
        <strong>{t('import.rowsRead', { count: preview.rows.length })}</strong>
        <Badge tone="success">{t('import.ready', { count: preview.valid_count })}</Badge>
        {preview.error_count > 0 ? <Badge tone="danger">{t('import.withErrors', { count: preview.error_count })}</Badge> : null}
      </Summary>
      <Frame>
        <Table
          caption={t('import.caption')}
          columns={columnsIn(t)}
          rows={shown}
          getRowKey={(row) => row.line}
          rowTone={(row) => (hasErrors(row) ? 'danger' : undefined)}
          emptyText={t('import.noRows')}
        />
      </Frame>
      {ordered.length > shown.length ? (
        <Note>
          {t(preview.error_count > 0 ? 'import.showingErrorsFirst' : 'import.showing', {
            count: ordered.length,
            shown: format.number(shown.length),
          })}
        </Note>
      ) : null}
    </div>
  );
}
