import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; it gets aria-describedby pointing at the tooltip while it shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

const GAP = 8;
/**
 * The bubble is put in the trigger's landmark (or dialog), not loose in <body>: screen readers and axe expect all
 * content inside landmarks. It is position: fixed, so it still escapes the cards' clipping.
 */
const LANDMARKS = 'main, [role="main"], [role="dialog"], [role="alertdialog"], nav, aside, header, footer';
const HIDE_DELAY_MS = 100;

const Trigger = styled.span`
  display: inline-flex;
  max-width: 100%;
`;

const Bubble = styled.span`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: min(320px, calc(100vw - ${GAP * 2}px));
  padding: ${({ theme }) => `${theme.spacing(0.75)} ${theme.spacing(1.25)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

/** Shows `content` above its child on hover and keyboard focus; Escape hides it. */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Placed after layout so the bubble's own size is known; flips below when there is no room above.
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const bubble = bubbleRef.current;
    if (!open || !trigger || !bubble) return;
    const anchor = trigger.getBoundingClientRect();
    const size = bubble.getBoundingClientRect();
    const above = anchor.top - size.height - GAP;
    const top = above >= GAP ? above : anchor.bottom + GAP;
    const centred = anchor.left + anchor.width / 2 - size.width / 2;
    const left = Math.min(Math.max(GAP, centred), window.innerWidth - size.width - GAP);
    bubble.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  }, [open]);

  function show() {
    clearTimeout(hideTimer.current);
    setContainer(triggerRef.current?.closest<HTMLElement>(LANDMARKS) ?? document.body);
    setOpen(true);
  }

  // A short delay lets the pointer travel from the trigger onto the bubble (WCAG 1.4.13 hoverable).
  function scheduleHide() {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), HIDE_DELAY_MS);
  }

  function hideNow() {
    clearTimeout(hideTimer.current);
    setOpen(false);
  }

  const describedBy = [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ');

  return (
    <Trigger
      ref={triggerRef}
      onMouseEnter={show}
      onMouseLeave={scheduleHide}
      onFocus={show}
      onBlur={hideNow}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) hideNow();
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy || undefined })}
      {open
        ? createPortal(
            <Bubble ref={bubbleRef} id={id} role="tooltip" onMouseEnter={show} onMouseLeave={scheduleHide}>
              {content}
            </Bubble>,
            container ?? document.body,
          )
        : null}
    </Trigger>
  );
}
