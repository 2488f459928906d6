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
import { useModalRoom, usePanelCover } from '../../internal/panelCover';

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
 * Where toasts stack so that they never cover an open side panel's or dialog's buttons: the bottom-right corner
 * (narrowed to the room right of an open dialog); left of an open panel when the page beside it has room; else over
 * the band at the top of the window, clear of the panel's or dialog's Close button at its right end (`header`). A
 * phone without a panel or dialog shows them under the top bar (`top`).
 */
export type ToastPlacement =
  | { at: 'corner'; width?: number }
  | { at: 'beside'; right: number }
  | { at: 'header'; right: number }
  | { at: 'top' };

/** Room left at the right end of the header band for a panel's or dialog's Close button. */
const CLOSE_BUTTON_CLEARANCE = 64;

/** The narrowest room beside a panel or dialog in which toasts still read well. */
const MIN_BESIDE_WIDTH = 320;

/** Space between toasts and the panel or dialog beside them, and the window's edge. */
const GAP = 24;

/** The widest a toast gets. */
const MAX_WIDTH = 400;

/** `modalRoom`: the room right of an open modal dialog, or null with none (a dialog stands above any panel). */
export function toastPlacement(panelCover: number, windowWidth: number, phone: boolean, modalRoom: number | null = null): ToastPlacement {
  if (modalRoom !== null) {
    const besideDialog = modalRoom - 2 * GAP;
    if (!phone && besideDialog >= MIN_BESIDE_WIDTH) return { at: 'corner', width: Math.min(MAX_WIDTH, besideDialog) };
    return { at: 'header', right: modalRoom + CLOSE_BUTTON_CLEARANCE };
  }
  if (panelCover === 0) return phone ? { at: 'top' } : { at: 'corner' };
  if (phone || windowWidth - panelCover - 2 * GAP < MIN_BESIDE_WIDTH) return { at: 'header', right: CLOSE_BUTTON_CLEARANCE };
  return { at: 'beside', right: panelCover + GAP };
}

/** How far from the right edge the stack ends, and how much of the screen's width it may not take. */
function rightEdge(placement: ToastPlacement, theme: DefaultTheme, phone: boolean): { right: string; reserved: string } {
  if (placement.at === 'beside') return { right: `${placement.right}px`, reserved: `${placement.right}px + ${theme.spacing(3)}` };
  if (placement.at === 'header') return { right: `${placement.right}px`, reserved: `${placement.right}px + ${theme.spacing(2)}` };
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
      width: ${$placement.at === 'corner' && $placement.width ? `${$placement.width}px` : `min(${MAX_WIDTH}px, calc(100vw - (${edge(false).reserved})))`};
      ${theme.media.mobile} {
        right: ${edge(true).right};
        width: min(${MAX_WIDTH}px, calc(100vw - (${edge(true).reserved})));
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

/** Shows `useToast()` messages instead of window.alert: bottom right, clear of an open side panel or dialog (see toastPlacement). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);
  const panelCover = usePanelCover();
  const modalRoom = useModalRoom();
  const phone = useIsPhone();
  const placement = toastPlacement(panelCover, window.innerWidth, phone, modalRoom);

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
