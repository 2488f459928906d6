import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, parseCredentialFile, useParseJobs, type CredentialParseJob } from 'shared-api';
import { useToast } from 'shared-ui';
import type { ParseFileItem } from '../components/ParseFileList';
import { serverMessage } from '../utils/errorMessage';
import { parseGroupId } from '../utils/groupId';
import { getCredentialsT } from '../../../i18n';
import { batchOutcome, isParseableFile, parseUploadFailedMessage, type ParseBatchOutcome } from '../utils/parseFiles';
import { PARSE_POLL_MS } from './useWorkerCredentialList';

interface ParseUpload extends ParseFileItem {
  file: File;
  /** The server's parse job for the file, once it arrived. */
  jobId: number | null;
}

export interface ParseUploads {
  files: ParseFileItem[];
  sending: boolean;
  /**
   * Set once every file of the last batch has finished: sent and read into a credential, or failed (not sent, or
   * not readable). Counts the failures, so the section can say how many (in the reader's language).
   */
  finished: ParseBatchOutcome | null;
  /** Names of chosen files that are not PDF, PNG or JPEG (they are left out). */
  rejectedNames: string[];
  add: (files: File[]) => void;
  remove: (key: string) => void;
  /** Forgets a finished batch so a new one can be chosen. */
  clear: () => void;
  send: () => Promise<void>;
  /**
   * The Parse File tab says so while it is shown: failures and the completion appear in it. While it is
   * closed they come as toasts instead, so a batch left running is still heard from.
   */
  setWatched: (watched: boolean) => void;
}

let nextKey = 0;

/** The files the server has finished reading take the outcome of their job: done, or failed with its reason. */
function withJobOutcomes(uploads: ParseUpload[], jobs: CredentialParseJob[]): ParseUpload[] {
  const byId = new Map(jobs.map((job) => [job.id, job]));
  let changed = false;
  const next = uploads.map((upload): ParseUpload => {
    const job = upload.jobId === null ? undefined : byId.get(upload.jobId);
    if (upload.status !== 'uploaded' || !job) return upload;
    if (job.status === 'done') {
      changed = true;
      return { ...upload, status: 'done' };
    }
    if (job.status === 'failed') {
      changed = true;
      return { ...upload, status: 'failed', failedWhile: 'reading', error: job.error };
    }
    return upload;
  });
  return changed ? next : uploads;
}

/**
 * Sends the chosen files to the parser one after another (spec part 1 §4), each with its status and
 * upload progress, then follows the server reading each one until it is done or failed. Lives in the section,
 * not the modal, so closing the modal does not stop a batch. `onSent` runs after the batch is sent, when the new
 * parse jobs exist.
 */
export function useParseUploads(workerId: number, onSent: () => void): ParseUploads {
  const toast = useToast();
  const [uploads, setUploads] = useState<ParseUpload[]>([]);
  const [sending, setSending] = useState(false);
  // The batch has been sent: from then on, its outcome is known once every file has finished.
  const [sent, setSent] = useState(false);
  const [rejectedNames, setRejectedNames] = useState<string[]>([]);
  const uploadsRef = useRef(uploads);
  const abortRef = useRef<AbortController | null>(null);
  const onSentRef = useRef(onSent);
  const watchedRef = useRef(false);

  useEffect(() => {
    uploadsRef.current = uploads;
    onSentRef.current = onSent;
  });

  // Leaving the section (another panel section, another worker) stops the batch.
  useEffect(() => () => abortRef.current?.abort(), []);

  const patch = useCallback((key: string, change: Partial<ParseUpload>) => {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  // The files being read are followed through their group's jobs (the list polls the same key: one request).
  const reading = uploads.some((upload) => upload.status === 'uploaded');
  const polled = useParseJobs(reading ? parseGroupId() : null, PARSE_POLL_MS);
  const jobs = polled.data?.user_credential_parse_jobs;
  const [appliedJobs, setAppliedJobs] = useState<CredentialParseJob[] | undefined>(undefined);
  // Each answer is applied once, while rendering (not in an effect), so the files show it in the same frame.
  if (jobs && jobs !== appliedJobs) {
    setAppliedJobs(jobs);
    setUploads((current) => withJobOutcomes(current, jobs));
  }

  const finished = sent && !sending ? batchOutcome(uploads) : null;

  // Said once per batch: in the Parse File tab while it is shown, as a toast while it is closed.
  const batchRef = useRef(0);
  const announcedRef = useRef(0);
  useEffect(() => {
    if (!finished || announcedRef.current === batchRef.current) return;
    announcedRef.current = batchRef.current;
    if (watchedRef.current) return;
    const later = getCredentialsT();
    if (finished.failed > 0) toast.error(later('parse.finishedWithFailures', { count: finished.failed, total: finished.total }));
    else toast.success(later('parse.finished'));
  });

  const add = useCallback((files: File[]) => {
    setSent(false);
    setRejectedNames(files.filter((file) => !isParseableFile(file)).map((file) => file.name));
    const accepted = files.filter(isParseableFile).map<ParseUpload>((file) => {
      nextKey += 1;
      return { key: `parse-${nextKey}`, file, name: file.name, size: file.size, status: 'queued', progress: 0, error: null, jobId: null };
    });
    // A new choice after a finished batch starts a new list.
    setUploads((current) => [...current.filter((upload) => upload.status === 'queued'), ...accepted]);
  }, []);

  const remove = useCallback((key: string) => {
    setUploads((current) => current.filter((upload) => upload.key !== key));
  }, []);

  const clear = useCallback(() => {
    setUploads([]);
    setSent(false);
    setRejectedNames([]);
  }, []);

  const send = useCallback(async () => {
    const batch = uploadsRef.current.filter((upload) => upload.status === 'queued');
    if (batch.length === 0) return;
    const controller = new AbortController();
    abortRef.current = controller;
    batchRef.current += 1;
    setSending(true);
    setSent(false);
    let arrived = 0;
    for (const upload of batch) {
      if (controller.signal.aborted) return;
      patch(upload.key, { status: 'processing', progress: 0 });
      try {
        const { user_credential_parse_job: job } = await parseCredentialFile(
          { file: upload.file, workerId, groupId: parseGroupId() },
          {
            signal: controller.signal,
            onUploadProgress: ({ loaded, total }) => patch(upload.key, { progress: Math.round((loaded / total) * 100) }),
          },
        );
        arrived += 1;
        patch(upload.key, { status: 'uploaded', progress: 100, jobId: job.id });
      } catch (cause) {
        if (controller.signal.aborted) return;
        const fieldReason = cause instanceof ApiError ? Object.values(cause.errors)[0]?.[0] : undefined;
        const reason = fieldReason ?? (serverMessage(cause, '') || null);
        patch(upload.key, { status: 'failed', failedWhile: 'sending', error: reason });
        if (!watchedRef.current) toast.error(parseUploadFailedMessage(upload.name));
      }
    }
    abortRef.current = null;
    setSending(false);
    setSent(true);
    if (arrived > 0) onSentRef.current();
  }, [patch, toast, workerId]);

  const setWatched = useCallback((watched: boolean) => {
    watchedRef.current = watched;
  }, []);

  return { files: uploads, sending, finished, rejectedNames, add, remove, clear, send, setWatched };
}
