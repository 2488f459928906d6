import type { BulkCredentialUploadSummary } from 'shared-api';
import {
  Badge,
  Card,
  EmptyState,
  Stack,
  Pagination,
  PhoneItemActions,
  PhoneItemDetail,
  PhoneItemHeader,
  RetryAlert,
  Skeleton,
  Table,
  TruncatedText,
  useFormat,
  type TableColumn,
  type Translate,
} from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT, type CredentialsCatalog } from '../../../i18n';
import { bulkUploadDetailsPath, formatTimestamp, UPLOAD_STATUS_TONES } from '../utils/bulkColumns';

/** File names longer than this are cut in the table, the whole name a tap or hover away. */
export const HISTORY_FILE_NAME_LENGTH = 40;

export interface BulkUploadHistoryProps {
  /** The page of uploads; undefined while it loads or when it could not be loaded. */
  uploads: BulkCredentialUploadSummary[] | undefined;
  /** Why the history could not be loaded, when it could not. */
  error: string | null;
  onRetry: () => void;
  page?: { current: number; last: number; onChange: (page: number) => void };
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.tones.danger.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const DetailsLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

/** "4 rows: 2 created, 1 skipped, 1 failed", or how far a running upload is. */
export function historyCounts(upload: BulkCredentialUploadSummary, t: Translate<CredentialsCatalog>, number: (value: number) => string): string {
  if (upload.status === 'queued' || upload.status === 'processing') {
    return t('bulk.progress.rows', { count: upload.total_rows, processed: number(upload.processed_rows), total: number(upload.total_rows) });
  }
  const parts = [t('bulk.progress.created', { count: upload.created_count })];
  if (upload.updated_count > 0) parts.push(t('bulk.progress.updated', { count: upload.updated_count }));
  if (upload.skipped_count > 0) parts.push(t('bulk.progress.skipped', { count: upload.skipped_count }));
  parts.push(t('bulk.progress.failedCount', { count: upload.failed_count }));
  return t('bulk.history.counts', { count: upload.total_rows, total: number(upload.total_rows), outcomes: parts.join(', ') });
}

function FileName({ upload }: { upload: BulkCredentialUploadSummary }) {
  const { t } = useCredentialsT();
  return upload.file_name ? <TruncatedText text={upload.file_name} max={HISTORY_FILE_NAME_LENGTH} /> : <Muted>{t('bulk.history.noFileName')}</Muted>;
}

function Status({ upload }: { upload: BulkCredentialUploadSummary }) {
  const { t } = useCredentialsT();
  return (
    <>
      <Badge tone={UPLOAD_STATUS_TONES[upload.status]} shape="pill">
        {t(`bulk.status.${upload.status}`)}
      </Badge>
      {upload.status === 'failed' && upload.error ? <Reason>{upload.error}</Reason> : null}
    </>
  );
}

function Details({ upload }: { upload: BulkCredentialUploadSummary }) {
  const { t } = useCredentialsT();
  const name = upload.file_name ?? t('bulk.history.noFileName');
  return (
    <DetailsLink
      href={bulkUploadDetailsPath(upload.file_url)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('bulk.history.detailsOf', { name })}
    >
      {t('bulk.viewDetails')}
    </DetailsLink>
  );
}

/**
 * The customer's earlier bulk uploads, newest first: the file, who sent it, when, its status and counts, and a
 * link to its details window. A table on wide screens, one block per upload on a phone.
 */
export function BulkUploadHistory({ uploads, error, onRetry, page }: BulkUploadHistoryProps) {
  const { t } = useCredentialsT();
  const format = useFormat();
  const when = (upload: BulkCredentialUploadSummary) => <Nowrap>{formatTimestamp(upload.created_at, format.dateTime)}</Nowrap>;
  const who = (upload: BulkCredentialUploadSummary) => upload.uploaded_by?.full_name ?? t('bulk.history.unknownUser');
  const columns: TableColumn<BulkCredentialUploadSummary>[] = [
    { key: 'file', header: t('bulk.history.file'), render: (upload) => <FileName upload={upload} /> },
    { key: 'who', header: t('bulk.history.uploadedBy'), render: who },
    { key: 'when', header: t('bulk.history.when'), render: when },
    { key: 'status', header: t('bulk.previewTable.status'), render: (upload) => <Status upload={upload} /> },
    { key: 'rows', header: t('bulk.report.rows'), render: (upload) => historyCounts(upload, t, format.number) },
    { key: 'details', header: t('common.actions'), align: 'right', render: (upload) => <Details upload={upload} /> },
  ];

  let body;
  if (error && !uploads) {
    body = <RetryAlert onRetry={onRetry}>{t('bulk.history.loadFailed', { message: error })}</RetryAlert>;
  } else if (!uploads) {
    body = <Skeleton lines={4} height={18} label={t('bulk.history.loading')} />;
  } else if (uploads.length === 0) {
    body = <EmptyState icon="credential" title={t('bulk.history.emptyTitle')} description={t('bulk.history.empty')} />;
  } else {
    body = (
      <Table
        caption={t('bulk.history.caption')}
        columns={columns}
        rows={uploads}
        getRowKey={(upload) => upload.id}
        renderPhoneItem={(upload) => (
          <>
            <PhoneItemHeader title={<FileName upload={upload} />} trailing={<Status upload={upload} />} />
            <PhoneItemDetail>{t('bulk.history.byOn', { name: who(upload), date: formatTimestamp(upload.created_at, format.dateTime) })}</PhoneItemDetail>
            <PhoneItemDetail>{historyCounts(upload, t, format.number)}</PhoneItemDetail>
            <PhoneItemActions>
              <Details upload={upload} />
            </PhoneItemActions>
          </>
        )}
      />
    );
  }

  return (
    <Card title={t('bulk.history.title')}>
      <Stack gap={1.5}>
        {body}
        {page && page.last > 1 && uploads ? (
          <Pagination aria-label={t('bulk.history.pages')} currentPage={page.current} lastPage={page.last} onPageChange={page.onChange} />
        ) : null}
      </Stack>
    </Card>
  );
}
