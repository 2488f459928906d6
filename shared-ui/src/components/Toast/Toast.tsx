import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes, type DefaultTheme } from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon';
import { useIsPhone } from '../../hooks/useIsPhone';
import { useUiT } from '../../i18n/ui';
import { useModalOpen, usePanelCover } from '../../internal/panelCover';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

interface ToastEntry {
  id: number;
  tone: ToastTone;
  message: string;
}

/** How long success and info toasts stay; errors stay until closed. */
export const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/**
 * Where toasts stack so that they never cover an open side panel's buttons: the bottom-right corner; left of an
 * open panel when the page beside it has room; else over the band of the top bar and the panel's title, clear of
 * the Close button at its right end (`header`). A phone without a panel shows them under the top bar (`top`), unless
 * a modal dialog is open: it fills the phone's width like a panel, so toasts take the panel's place (`header`)
 * instead of covering the dialog's title.
 */
export type ToastPlacement = { at: 'corner' } | { at: 'beside'; right: number } | { at: 'header' } | { at: 'top' };

/** Room left at the right of the header band for the panel's Close button. */
const CLOSE_BUTTON_CLEARANCE = '64px';

/** The narrowest room beside a panel in which toasts still read well. */
const MIN_BESIDE_WIDTH = 320;

export function toastPlacement(panelCover: number, windowWidth: number, phone: boolean, modalOpen = false): ToastPlacement {
  if (panelCover === 0) {
    if (!phone) return { at: 'corner' };
    return modalOpen ? { at: 'header' } : { at: 'top' };
  }
  const gap = 24;
  if (phone || windowWidth - panelCover - 2 * gap < MIN_BESIDE_WIDTH) return { at: 'header' };
  return { at: 'beside', right: panelCover + gap };
}

/** How far from the right edge the stack ends, and how much of the screen's width it may not take. */
function rightEdge(placement: ToastPlacement, theme: DefaultTheme, phone: boolean): { right: string; reserved: string } {
  if (placement.at === 'beside') return { right: `${placement.right}px`, reserved: `${placement.right}px + ${theme.spacing(3)}` };
  if (placement.at === 'header') return { right: CLOSE_BUTTON_CLEARANCE, reserved: `${CLOSE_BUTTON_CLEARANCE} + ${theme.spacing(2)}` };
  const right = phone ? theme.spacing(2) : theme.spacing(3);
  return { right, reserved: `${right} + ${theme.spacing(2)}` };
}

const Region = styled.div<{ $placement: ToastPlacement }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  pointer-events: none;
  ${({ theme, $placement }) => {
    const edge = (phone: boolean) => rightEdge($placement, theme, phone);
    const vertical =
      $placement.at === 'header'
        ? `top: ${theme.spacing(1)}; flex-direction: column-reverse;`
        : $placement.at === 'top'
          ? `top: calc(${theme.layout.topBarHeight} + ${theme.spacing(1.5)}); flex-direction: column-reverse;`
          : `bottom: ${theme.spacing(3)};`;
    return `
      ${vertical}
      right: ${edge(false).right};
      width: min(400px, calc(100vw - (${edge(false).reserved})));
      ${theme.media.mobile} {
        right: ${edge(true).right};
        width: min(400px, calc(100vw - (${edge(true).reserved})));
      }
    `;
  }}
`;

const toneStyle = { success: 'success', error: 'danger', info: 'info' } as const;
const toneIcon: Record<ToastTone, IconName> = { success: 'check', error: 'warning', info: 'info' };

const Item = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(1.5)} ${theme.spacing(1.5)} ${theme.spacing(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $tone }) => theme.tones[toneStyle[$tone]].solid};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
  animation: ${slideIn} 160ms ease-out;

  & > svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme, $tone }) => theme.tones[toneStyle[$tone]].solid};
  }
`;

const Message = styled.p`
  flex: 1 1 auto;
  min-width: 0;
  padding-top: 1px;
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: -2px -4px -2px 0;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
`;

function Toast({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const { t } = useUiT();
  const autoDismiss = toast.tone !== 'error';

  // Hovering or focusing a toast pauses its timer so it can be read (WCAG 2.2.1).
  useEffect(() => {
    if (!autoDismiss || paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [autoDismiss, paused, onDismiss, toast.id]);

  return (
    <Item
      $tone={toast.tone}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={toneIcon[toast.tone]} size={20} />
      <Message>{toast.message}</Message>
      <Close type="button" aria-label={t('toast.dismiss')} onClick={() => onDismiss(toast.id)}>
        <Icon name="close" size={16} />
      </Close>
    </Item>
  );
}

/** Shows `useToast()` messages instead of window.alert: bottom right, clear of an open side panel or, on a phone, dialog (see toastPlacement). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);
  const panelCover = usePanelCover();
  const modalOpen = useModalOpen();
  const phone = useIsPhone();
  const placement = toastPlacement(panelCover, window.innerWidth, phone, modalOpen);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const push = useCallback((tone: ToastTone, message: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { id, tone, message }]);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      info: (message) => push('info', message),
    }),
    [push],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0
        ? createPortal(
            <Region $placement={placement} data-placement={placement.at}>
              {toasts.map((toast) => (
                <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
              ))}
            </Region>,
            document.body,
          )
        : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
