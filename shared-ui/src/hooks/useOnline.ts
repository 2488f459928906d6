import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** Whether the browser has a connection, following it as it drops and returns. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Calls `onReconnect` each time the connection returns (not on the first render). */
export function useOnReconnect(onReconnect: () => void): void {
  const callback = useRef(onReconnect);
  useEffect(() => {
    callback.current = onReconnect;
  });
  useEffect(() => {
    const reconnected = () => callback.current();
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, []);
}
