import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableWithin } from './focus';

// Nested layers share one body scroll lock; the last to close restores the page's overflow.
let scrollLocks = 0;
let savedOverflow = '';

export function lockScroll() {
  if (scrollLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
}

export function unlockScroll() {
  scrollLocks -= 1;
  if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
}

/**
 * Focuses what `pickTarget` returns when the layer opens (it is asked once, at opening) and gives
 * the focus back to what had it when the layer closes.
 */
export function useFocusOnOpen(pickTarget: () => HTMLElement | null | undefined) {
  const pickTargetRef = useRef(pickTarget);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    pickTargetRef.current()?.focus();
    return () => previouslyFocused?.focus?.();
  }, []);
}

export interface ModalLayerOptions {
  /** The layer's own element: focus stays inside it. */
  layerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Where focus goes on opening; the layer itself when this is absent or finds nothing. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * What every modal layer (a dialog, a modal side panel) does while open: focus moves in and comes
 * back on close, the page behind stops scrolling, Escape closes it and Tab stays inside it.
 * Returns the keydown handler to put on the layer or an element around it.
 */
export function useModalLayer({ layerRef, onClose, initialFocus }: ModalLayerOptions) {
  useFocusOnOpen(() => initialFocus?.() ?? layerRef.current);

  useEffect(() => {
    lockScroll();
    return unlockScroll;
  }, []);

  return function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const layer = layerRef.current;
    // Events from a layer opened inside this one bubble here through React's tree; leave them to it.
    if (!layer || !layer.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, layer);
  };
}

/** Tab and Shift+Tab go round the layer's controls instead of leaving it. */
export function trapTab(event: KeyboardEvent<HTMLElement>, layer: HTMLElement) {
  if (event.key !== 'Tab') return;
  const focusable = focusableWithin(layer);
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && (document.activeElement === first || document.activeElement === layer)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
