import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, parseCredentialFile } from 'shared-api';
import { useToast } from 'shared-ui';
import type { ParseFileItem } from '../components/ParseFileList';
import { serverMessage } from '../utils/errorMessage';
import { parseGroupId } from '../utils/groupId';
import { getCredentialsT } from '../../../i18n';
import { isParseableFile, parseUploadFailedMessage } from '../utils/parseFiles';

interface ParseUpload extends ParseFileItem {
  file: File;
}

export interface ParseUploads {
  files: ParseFileItem[];
  sending: boolean;
  /** Set once every file of the last batch was sent and at least one arrived (the section says it in the reader's language). */
  finished: boolean;
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

/**
 * Sends the chosen files to the parser one after another (spec part 1 §4), each with its status and
 * upload progress. Lives in the section, not the modal, so closing the modal does not stop a batch.
 * `onSent` runs after the batch, when the new parse jobs exist.
 */
export function useParseUploads(workerId: number, onSent: () => void): ParseUploads {
  const toast = useToast();
  const [uploads, setUploads] = useState<ParseUpload[]>([]);
  const [sending, setSending] = useState(false);
  const [finished, setFinished] = useState(false);
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

  const add = useCallback((files: File[]) => {
    setFinished(false);
    setRejectedNames(files.filter((file) => !isParseableFile(file)).map((file) => file.name));
    const accepted = files.filter(isParseableFile).map<ParseUpload>((file) => {
      nextKey += 1;
      return { key: `parse-${nextKey}`, file, name: file.name, size: file.size, status: 'queued', progress: 0, error: null };
    });
    // A new choice after a finished batch starts a new list.
    setUploads((current) => [...current.filter((upload) => upload.status === 'queued'), ...accepted]);
  }, []);

  const remove = useCallback((key: string) => {
    setUploads((current) => current.filter((upload) => upload.key !== key));
  }, []);

  const clear = useCallback(() => {
    setUploads([]);
    setFinished(false);
    setRejectedNames([]);
  }, []);

  const send = useCallback(async () => {
    const batch = uploadsRef.current.filter((upload) => upload.status === 'queued');
    if (batch.length === 0) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setSending(true);
    setFinished(false);
    let arrived = 0;
    for (const upload of batch) {
      if (controller.signal.aborted) return;
      patch(upload.key, { status: 'processing', progress: 0 });
      try {
        await parseCredentialFile(
          { file: upload.file, workerId, groupId: parseGroupId() },
          {
            signal: controller.signal,
            onUploadProgress: ({ loaded, total }) => patch(upload.key, { progress: Math.round((loaded / total) * 100) }),
          },
        );
        arrived += 1;
        patch(upload.key, { status: 'uploaded', progress: 100 });
      } catch (cause) {
        if (controller.signal.aborted) return;
        const fieldReason = cause instanceof ApiError ? Object.values(cause.errors)[0]?.[0] : undefined;
        const reason = fieldReason ?? (serverMessage(cause, '') || null);
        patch(upload.key, { status: 'failed', error: reason });
        if (!watchedRef.current) toast.error(parseUploadFailedMessage(upload.name));
      }
    }
    abortRef.current = null;
    setSending(false);
    if (arrived > 0) {
      setFinished(true);
      if (!watchedRef.current) toast.success(getCredentialsT()('parse.finished'));
      onSentRef.current();
    }
  }, [patch, toast, workerId]);

  const setWatched = useCallback((watched: boolean) => {
    watchedRef.current = watched;
  }, []);

  return { files: uploads, sending, finished, rejectedNames, add, remove, clear, send, setWatched };
}
