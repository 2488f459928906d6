import { useSyncExternalStore } from 'react';
import { theme } from '../theme/theme';

// Just below the breakpoint, as theme.media.mobile, so that the hook and the styles switch at the same width.
const PHONE_QUERY = `(max-width: ${theme.breakpoints.mobile - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** Whether the viewport is phone-sized (the theme's mobile breakpoint), following resizes. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
