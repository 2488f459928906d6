import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/**
 * How many pixels of the window's right side open side panels cover (the widest of them; 0 with none), and how much
 * room an open modal dialog leaves at its right, so toasts can stay clear of a panel's or a dialog's buttons.
 * shared-ui is a federation singleton, so every remote's panels and dialogs and the shell's toasts share this store.
 */
const covers = new Map<symbol, number>();
const listeners = new Set<() => void>();
let current = 0;
/** The room right of each open modal dialog, in pixels: toasts must not cover a dialog's buttons either. */
const modalRooms = new Map<symbol, number>();
let currentModalRoom: number | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function publish() {
  const next = Math.max(0, ...covers.values());
  const nextModalRoom = modalRooms.size > 0 ? Math.min(...modalRooms.values()) : null;
  if (next === current && nextModalRoom === currentModalRoom) return;
  current = next;
  currentModalRoom = nextModalRoom;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePanelCover(): number {
  return useSyncExternalStore(subscribe, () => current, () => 0);
}

/**
 * Keeps `reports[key]` at what `read` makes of the element's box while the caller is mounted, following the
 * element's size and the window's; removes it on unmount.
 */
function useReportBox(elementRef: RefObject<HTMLElement | null>, reports: Map<symbol, number>, read: (box: DOMRect | undefined) => number) {
  useEffect(() => {
    const key = Symbol('reported box');
    const element = elementRef.current;
    const measure = () => {
      reports.set(key, read(element?.getBoundingClientRect()));
      publish();
    };
    measure();
    const observer = typeof ResizeObserver === 'function' && element ? new ResizeObserver(measure) : null;
    if (observer && element) observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      reports.delete(key);
      publish();
    };
  }, [elementRef, reports, read]);
}

const panelWidth = (box: DOMRect | undefined) => Math.round(box?.width ?? 0);

/** Reports the panel's width while it is open, following its size changes. */
export function useReportPanelCover(panelRef: RefObject<HTMLElement | null>) {
  useReportBox(panelRef, covers, panelWidth);
}

/** The room right of the open modal dialog (the narrowest, with several), or null with none open. */
export function useModalRoom(): number | null {
  return useSyncExternalStore(subscribe, () => currentModalRoom, () => null);
}

const roomRightOf = (box: DOMRect | undefined) => (box && box.width > 0 ? Math.max(0, Math.round(window.innerWidth - box.right)) : 0);

/** Reports the room right of the calling modal dialog while it is open; a dialog not laid out yet counts as filling the width. */
export function useReportModalRoom(dialogRef: RefObject<HTMLElement | null>) {
  useReportBox(dialogRef, modalRooms, roomRightOf);
}
