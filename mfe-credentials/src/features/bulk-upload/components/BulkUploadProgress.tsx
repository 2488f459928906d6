import type { BulkCredentialUpload } from 'shared-api';
import { Badge } from 'shared-ui';
import styled from 'styled-components';
import { UPLOAD_STATUS_LABELS, UPLOAD_STATUS_TONES } from '../utils/bulkColumns';

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
export function outcomeCounts(upload: BulkCredentialUpload): string {
  const parts = [`${upload.created_count} created`];
  if (upload.updated_count > 0) parts.push(`${upload.updated_count} updated`);
  if (upload.skipped_count > 0) parts.push(`${upload.skipped_count} skipped`);
  parts.push(`${upload.failed_count} failed`);
  return parts.join(', ');
}

function newWorkers(count: number): string {
  if (count === 0) return '';
  return ` ${count} new ${count === 1 ? 'worker was' : 'workers were'} created.`;
}

/** How far the background job is through the file: processed / total rows, then the totals. */
export function BulkUploadProgress({ upload }: BulkUploadProgressProps) {
  const { status, processed_rows: processed, total_rows: total } = upload;
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : status === 'done' ? 100 : 0;
  const rows = `${processed.toLocaleString('en-CA')} of ${total.toLocaleString('en-CA')} ${total === 1 ? 'row' : 'rows'} processed`;
  return (
    <Box>
      <Top>
        <strong>Bulk upload</strong>
        <Badge tone={UPLOAD_STATUS_TONES[status]} shape="pill">
          {UPLOAD_STATUS_LABELS[status]}
        </Badge>
      </Top>
      <Track role="progressbar" aria-label="Bulk upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={rows}>
        <Fill $failed={status === 'failed'} style={{ width: `${percent}%` }} />
      </Track>
      <Caption aria-live="polite">
        {status === 'done'
          ? `${rows}: ${outcomeCounts(upload)}.${newWorkers(upload.workers_created_count)}`
          : status === 'failed'
            ? `${rows}. ${upload.error ?? 'The upload failed.'}`
            : `${rows}…`}
      </Caption>
    </Box>
  );
}
