import type { BulkCredentialUpload } from 'shared-api';
import { Badge, useFormat, type Translate } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT, type CredentialsCatalog } from '../../../i18n';
import { UPLOAD_STATUS_TONES } from '../utils/bulkColumns';

export interface BulkUploadProgressProps {
  upload: BulkCredentialUpload;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Fill = styled.div<{ $failed: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.primary)};
  transition: width ${({ theme }) => theme.transitions.normal};
`;

const Caption = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Created, updated, skipped and failed rows, leaving out the kinds that did not happen (created and failed always show). */
export function outcomeCounts(upload: BulkCredentialUpload, t: Translate<CredentialsCatalog>): string {
  const parts = [t('bulk.progress.created', { count: upload.created_count })];
  if (upload.updated_count > 0) parts.push(t('bulk.progress.updated', { count: upload.updated_count }));
  if (upload.skipped_count > 0) parts.push(t('bulk.progress.skipped', { count: upload.skipped_count }));
  parts.push(t('bulk.progress.failedCount', { count: upload.failed_count }));
  return parts.join(', ');
}

/** How far the background job is through the file: processed / total rows, then the totals. */
export function BulkUploadProgress({ upload }: BulkUploadProgressProps) {
  const { t } = useCredentialsT();
  const format = useFormat();
  const { status, processed_rows: processed, total_rows: total } = upload;
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : status === 'done' ? 100 : 0;
  const rows = t('bulk.progress.rows', { count: total, processed: format.number(processed), total: format.number(total) });
  const outcomes = status === 'done' ? outcomeCounts(upload, t) : '';
  const newWorkers = upload.workers_created_count;
  return (
    <Box>
      <Top>
        <strong>{t('bulk.progress.title')}</strong>
        <Badge tone={UPLOAD_STATUS_TONES[status]} shape="pill">
          {t(`bulk.status.${status}`)}
        </Badge>
      </Top>
      <Track role="progressbar" aria-label={t('bulk.progress.label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={rows}>
        <Fill $failed={status === 'failed'} style={{ width: `${percent}%` }} />
      </Track>
      <Caption aria-live="polite">
        {status === 'done'
          ? newWorkers > 0
            ? t('bulk.progress.doneNewWorkers', { rows, outcomes, count: newWorkers })
            : t('bulk.progress.done', { rows, outcomes })
          : status === 'failed'
            ? t('bulk.progress.failed', { rows, reason: upload.error ?? t('bulk.uploadFailed') })
            : t('bulk.progress.running', { rows })}
      </Caption>
    </Box>
  );
}
