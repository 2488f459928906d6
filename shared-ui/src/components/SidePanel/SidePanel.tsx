import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type KeyboardEventHandler, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { HeaderCloseButton } from '../../internal/HeaderCloseButton';
import { lockScroll, trapTab, unlockScroll, useFocusOnOpen, useModalLayer } from '../../internal/modalLayer';
import { useReportPanelCover } from '../../internal/panelCover';
import { useIsPhone } from '../../hooks/useIsPhone';
import { Icon } from '../Icon/Icon';
import { ToggleGroup } from '../ToggleGroup/ToggleGroup';
import { useUiT } from '../../i18n/ui';

export type SidePanelSize = 'small' | 'medium' | 'large';

export interface SidePanelProps {
  title: ReactNode;
  /** A line under the title, e.g. what the panel is about. */
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /**
   * A modal panel covers the page with a backdrop, keeps the focus inside and stops the page from
   * scrolling; a docked one (the default) leaves the page beside it usable.
   */
  modal?: boolean;
  size?: SidePanelSize;
  /** With it, the header offers Small, Medium and Large (not on phones, where the panel fills the screen). */
  onSizeChange?: (size: SidePanelSize) => void;
  /** The close button's accessible name. */
  closeLabel?: string;
}

const WIDTHS: Record<SidePanelSize, string> = { small: '480px', medium: '720px', large: '960px' };

const SIZES: SidePanelSize[] = ['small', 'medium', 'large'];

const slideIn = keyframes`
  from { transform: translateX(24px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

// A modal panel opens from inside a docked one, so it sits over it, yet under the modals (a confirm
// dialog opens on top of it). A docked panel sits above the shell's top bar and sidebar.
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal - 5};
  background: ${({ theme }) => theme.colors.overlay};
`;

/** On a phone the docked panel fills the screen: the page behind is dimmed (seen as the panel slides in) and out of reach. */
const PhoneBackdrop = styled(Backdrop)`
  z-index: ${({ theme }) => theme.zIndices.sidebar + 9};
`;

const Panel = styled.div<{ $size: SidePanelSize; $modal: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme, $modal }) => ($modal ? theme.zIndices.modal - 4 : theme.zIndices.sidebar + 10)};
  display: flex;
  flex-direction: column;
  width: min(${({ $size }) => WIDTHS[$size]}, 100vw);
  background: ${({ theme }) => theme.colors.background};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 160ms ease-out;
  transition: width ${({ theme }) => theme.transitions.normal};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.mobile} {
    width: 100vw;
    border-left: none;
  }
`;

// A div, not a header: inside a div role dialog a <header> would count as a second banner landmark of the page.
const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)} ${theme.spacing(1.5)} ${theme.spacing(3)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1)} ${theme.spacing(1)} ${theme.spacing(2)}`};
  }
`;

const Titles = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Title = styled.h2`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const SizeControl = styled.div`
  flex: none;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

// The content lays itself out: a panel may want a sticky menu flush with its edges.
const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

/** The usual content of a panel: a padded column of sections, under whatever the panel keeps flush (a menu). */
export const SidePanelContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(2)};
  }
`;

type FrameProps = Omit<SidePanelProps, 'modal'> & {
  panelRef: RefObject<HTMLDivElement | null>;
  modal: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
};

function PanelFrame({
  panelRef,
  modal,
  onKeyDown,
  title,
  subtitle,
  onClose,
  children,
  size = 'medium',
  onSizeChange,
  closeLabel,
}: FrameProps) {
  const { t } = useUiT();
  const titleId = useId();
  const subtitleId = useId();
  useReportPanelCover(panelRef);
  return (
    <Panel
      ref={panelRef}
      role="dialog"
      aria-modal={modal}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      $size={size}
      $modal={modal}
    >
      <Header>
        <Titles>
          <Title id={titleId}>{title}</Title>
          {subtitle ? <Subtitle id={subtitleId}>{subtitle}</Subtitle> : null}
        </Titles>
        {onSizeChange ? (
          <SizeControl>
            <ToggleGroup
              aria-label={t('sidePanel.size')}
              items={SIZES.map((value) => ({ value, label: t(`sidePanel.${value}`) }))}
              value={size}
              onChange={onSizeChange}
            />
          </SizeControl>
        ) : null}
        <HeaderCloseButton type="button" aria-label={closeLabel ?? t('sidePanel.close')} onClick={onClose}>
          <Icon name="close" size={22} />
        </HeaderCloseButton>
      </Header>
      <Body>{children}</Body>
    </Panel>
  );
}

function ModalSidePanel(props: Omit<SidePanelProps, 'modal'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const handleKeyDown = useModalLayer({ layerRef: panelRef, onClose: props.onClose });
  // In the body, so that no panel it opens from clips it or stacks over it.
  return createPortal(
    <>
      <Backdrop data-testid="side-panel-backdrop" onClick={props.onClose} />
      <PanelFrame {...props} panelRef={panelRef} modal onKeyDown={handleKeyDown} />
    </>,
    document.body,
  );
}

/** Escape belongs to the innermost layer: a dialog open over the panel closes first. */
function escapeBelongsToAnotherLayer(event: KeyboardEvent, panel: HTMLElement | null): boolean {
  if (event.defaultPrevented) return true;
  return [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].some((dialog) => dialog !== panel);
}

/** On a phone, Tab stays inside the panel: the page behind is out of reach. */
function keepTabInside(event: ReactKeyboardEvent<HTMLElement>, panel: HTMLElement | null) {
  if (panel && panel.contains(event.target as Node)) trapTab(event, panel);
}

function DockedSidePanel(props: Omit<SidePanelProps, 'modal'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(props.onClose);

  useEffect(() => {
    onCloseRef.current = props.onClose;
  });

  useFocusOnOpen(() => panelRef.current);

  // On the document, since the page beside a docked panel keeps the focus it may take.
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || escapeBelongsToAnotherLayer(event, panelRef.current)) return;
      onCloseRef.current();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  // On a phone the panel covers the page: it becomes modal (dimmed page, scroll locked, Tab kept inside), in the
  // same tree, so turning the phone past the breakpoint keeps what the panel holds.
  const phone = useIsPhone();
  useEffect(() => {
    if (!phone) return;
    lockScroll();
    return unlockScroll;
  }, [phone]);

  return (
    <>
      {phone ? <PhoneBackdrop data-testid="side-panel-backdrop" onClick={props.onClose} /> : null}
      <PanelFrame
        {...props}
        panelRef={panelRef}
        modal={phone}
        onKeyDown={phone ? (event) => keepTabInside(event, panelRef.current) : undefined}
      />
    </>
  );
}

/**
 * A panel docked on the right of the page, full screen on phones. It takes the focus when it opens
 * and gives it back when it closes; Escape and the X close it. See `modal` for the two kinds.
 */
export function SidePanel({ modal = false, ...props }: SidePanelProps) {
  return modal ? <ModalSidePanel {...props} /> : <DockedSidePanel {...props} />;
}
