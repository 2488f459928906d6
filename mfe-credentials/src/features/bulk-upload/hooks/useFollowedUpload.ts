import { useState } from 'react';
import { useBulkCredentialUpload, type BulkCredentialUpload } from 'shared-api';
import { isFinished } from '../utils/bulkColumns';

/** How often a running upload is asked for its progress. */
export const PROGRESS_POLL_MS = 1000;

/**
 * A started upload as it progresses: asked for again every second until its job is done or failed. The
 * answers carry the counts only, not each row's outcome.
 */
export function useFollowedUpload(started: BulkCredentialUpload | null): BulkCredentialUpload | null {
  const id = started?.id ?? null;
  const [finishedId, setFinishedId] = useState<number | null>(null);
  const progress = useBulkCredentialUpload(id, id !== null && finishedId !== id ? PROGRESS_POLL_MS : 0);
  const latest = progress.data?.bulk_credential_upload;
  const upload = latest && latest.id === id ? latest : started;
  // Stops the polling once the job has finished.
  if (upload && id !== null && finishedId !== id && isFinished(upload.status)) setFinishedId(id);
  return upload;
}
