import { useSyncExternalStore } from 'react';
import { theme } from 'shared-ui';

const PHONE_QUERY = `(max-width: ${theme.breakpoints.mobile - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** Whether the viewport is phone-sized (shared-ui's mobile breakpoint), following resizes. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
