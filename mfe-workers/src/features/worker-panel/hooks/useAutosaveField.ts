import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-api';
import { getWorkersT } from '../../../i18n';
import { errorMessage } from '../utils/errorMessage';

/** Spec part 1 §4 and §9: a field saves 1 s after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 1000;

/** `waiting`: the save found no connection; it is sent again by itself when the connection returns. */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'waiting';

/** shared-api's answer when the request never reached the server (no connection). */
const unreachable = (cause: unknown) => cause instanceof ApiError && cause.status === 0;

/** Asks before the page is left (reload, another site, closing the tab) while something typed is not saved yet. */
function warnBeforeLeaving(unsaved: () => boolean): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    if (!unsaved()) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', warn);
  return () => window.removeEventListener('beforeunload', warn);
}

/** Sends once the connection returns (and again if it drops first), asking before the page is left meanwhile. */
function sendOnceOnline(send: () => Promise<void>, onFailure: (cause: unknown) => void): void {
  const stopWarning = warnBeforeLeaving(() => true);
  const reconnected = () =>
    send().then(stopWarning, (cause: unknown) => {
      stopWarning();
      if (unreachable(cause)) sendOnceOnline(send, onFailure);
      else onFailure(cause);
    });
  window.addEventListener('online', reconnected, { once: true });
}

/**
 * Autosave fires only for a non-empty value that differs from what is stored; an empty date input
 * reads as '' too, so dates are never saved empty either.
 */
export function shouldAutosave(value: string, storedValue: string): boolean {
  return value.trim() !== '' && value !== storedValue;
}

export interface AutosaveFieldOptions {
  /** What the server holds now; followed while the user has no unsaved typing. */
  storedValue: string;
  /** Sends one value; rejects with the reason it could not be saved. */
  save: (value: string) => Promise<void>;
  /** A save still pending when the field unmounts is sent then; its failure can only be reported here. */
  onUnmountedSaveError?: (message: string, value: string) => void;
  delayMs?: number;
}

export interface AutosaveField {
  value: string;
  onChange: (value: string) => void;
  status: AutosaveStatus;
  /** Why the last save failed; the typed value is kept. */
  error: string | null;
  /** Saves the current value now. */
  retry: () => void;
  /** True while the field is empty although something is stored: empty values are not saved. */
  emptyNotSaved: boolean;
}

export function useAutosaveField({
  storedValue,
  save,
  onUnmountedSaveError,
  delayMs = AUTOSAVE_DELAY_MS,
}: AutosaveFieldOptions): AutosaveField {
  const [value, setValue] = useState(storedValue);
  const [followedStoredValue, setFollowedStoredValue] = useState(storedValue);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  // The stored value changed (this field's own save, or a reload): take it over unless the user typed since.
  if (storedValue !== followedStoredValue) {
    setFollowedStoredValue(storedValue);
    if (value === followedStoredValue) setValue(storedValue);
  }

  const latestValue = useRef(storedValue);
  const savedValue = useRef(storedValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef(false);
  /** A value whose pause ended while another save was running; saves run one at a time, in order. */
  const queued = useRef<string | null>(null);
  const mounted = useRef(true);
  /** The last save found no connection: the value is sent again when it returns. */
  const waitingForConnection = useRef(false);
  const callbacks = useRef({ save, onUnmountedSaveError });

  useEffect(() => {
    callbacks.current = { save, onUnmountedSaveError };
  });

  const followedRef = useRef(storedValue);
  useEffect(() => {
    // Mirrors the render-time takeover above for the value the next save will send.
    if (latestValue.current === followedRef.current) latestValue.current = storedValue;
    followedRef.current = storedValue;
    savedValue.current = storedValue;
  }, [storedValue]);

  const runSave = useCallback(async (first: string): Promise<void> => {
    if (saving.current) {
      queued.current = first;
      return;
    }
    let candidate = first;
    for (;;) {
      if (!shouldAutosave(candidate, savedValue.current)) {
        if (mounted.current) {
          setStatus('idle');
          setError(null);
        }
        return;
      }
      saving.current = true;
      if (mounted.current) {
        setStatus('saving');
        setError(null);
      }
      let failure: string | null = null;
      let offline = false;
      try {
        await callbacks.current.save(candidate);
        savedValue.current = candidate;
      } catch (cause) {
        offline = unreachable(cause);
        failure = errorMessage(cause, getWorkersT()('autosave.failed'));
      }
      saving.current = false;

      const next = queued.current;
      queued.current = null;
      if (next !== null && shouldAutosave(next, savedValue.current)) {
        candidate = next;
        continue;
      }
      if (!mounted.current) {
        if (failure === null) return;
        if (offline) {
          // The panel is closed but the page is still open: the value goes out when the connection returns.
          const { save: send, onUnmountedSaveError: report } = callbacks.current;
          sendOnceOnline(
            () => send(candidate),
            (cause) => report?.(errorMessage(cause, getWorkersT()('autosave.failed')), candidate),
          );
        } else {
          callbacks.current.onUnmountedSaveError?.(failure, candidate);
        }
        return;
      }
      waitingForConnection.current = offline;
      if (failure !== null) {
        setStatus(offline ? 'waiting' : 'error');
        setError(offline ? null : failure);
      } else {
        setStatus(latestValue.current === candidate ? 'saved' : 'idle');
      }
      return;
    }
  }, []);

  const onChange = useCallback(
    (next: string) => {
      latestValue.current = next;
      setValue(next);
      clearTimeout(timer.current);
      if (!saving.current) setStatus((current) => (current === 'error' ? current : 'idle'));
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void runSave(latestValue.current);
      }, delayMs);
    },
    [delayMs, runSave],
  );

  const retry = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    void runSave(latestValue.current);
  }, [runSave]);

  // What waited for the connection is sent when it returns; leaving the page before it is saved asks first.
  useEffect(() => {
    const reconnected = () => {
      if (waitingForConnection.current && timer.current === undefined) void runSave(latestValue.current);
    };
    window.addEventListener('online', reconnected);
    const stopWarning = warnBeforeLeaving(() => shouldAutosave(latestValue.current, savedValue.current));
    return () => {
      window.removeEventListener('online', reconnected);
      stopWarning();
    };
  }, [runSave]);

  // Closing the panel or switching tabs within the pause still saves what was typed.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      void runSave(latestValue.current);
    };
  }, [runSave]);

  return {
    value,
    onChange,
    status,
    error,
    retry,
    emptyNotSaved: value.trim() === '' && storedValue.trim() !== '',
  };
}
