import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/**
 * How many pixels of the window's right side open side panels cover (the widest of them; 0 with none), so toasts
 * can stay clear of a panel's buttons. shared-ui is a federation singleton, so every remote's panel and the shell's
 * toasts share this one store.
 */
const covers = new Map<symbol, number>();
const listeners = new Set<() => void>();
let current = 0;
/** How many modal dialogs are open: like a panel, one stands where toasts would otherwise go on a phone. */
let openModals = 0;

function notify() {
  for (const listener of listeners) listener();
}

function publish() {
  const next = Math.max(0, ...covers.values());
  if (next === current) return;
  current = next;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePanelCover(): number {
  return useSyncExternalStore(subscribe, () => current, () => 0);
}

/** Reports the panel's width while it is open, following its size changes. */
export function useReportPanelCover(panelRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const key = Symbol('side panel');
    const panel = panelRef.current;
    const measure = () => {
      covers.set(key, Math.round(panel?.getBoundingClientRect().width ?? 0));
      publish();
    };
    measure();
    const observer = typeof ResizeObserver === 'function' && panel ? new ResizeObserver(measure) : null;
    if (observer && panel) observer.observe(panel);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      covers.delete(key);
      publish();
    };
  }, [panelRef]);
}

export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, () => openModals > 0, () => false);
}

/** Counts the calling modal dialog as open while it is mounted. */
export function useReportModalOpen() {
  useEffect(() => {
    openModals += 1;
    notify();
    return () => {
      openModals -= 1;
      notify();
    };
  }, []);
}
