import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the update page's progress messages stay (part 2 §4, §9). */
export const PROGRESS_MESSAGE_MS = 2000;

/** (A message may be a function, so it is set through an updater.) A message that clears itself `durationMs` after it was last set; `hold` keeps one until it is replaced. */
export function useTransientMessage<M = string>(durationMs = PROGRESS_MESSAGE_MS) {
  const [message, setMessage] = useState<M | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const hold = useCallback(
    (text: M | null) => {
      stopTimer();
      setMessage(() => text);
    },
    [stopTimer],
  );

  const flash = useCallback(
    (text: M) => {
      stopTimer();
      setMessage(() => text);
      timer.current = setTimeout(() => {
        timer.current = null;
        setMessage(null);
      }, durationMs);
    },
    [durationMs, stopTimer],
  );

  useEffect(() => stopTimer, [stopTimer]);

  return { message, hold, flash };
}
