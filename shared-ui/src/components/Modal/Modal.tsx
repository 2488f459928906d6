import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { focusableWithin } from '../../internal/focus';
import { HeaderCloseButton } from '../../internal/HeaderCloseButton';
import { useModalLayer } from '../../internal/modalLayer';
import { useReportModalRoom } from '../../internal/panelCover';
import { Icon } from '../Icon/Icon';
import { useUiT } from '../../i18n/ui';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom, usually Cancel and the main action. */
  footer?: ReactNode;
  size?: ModalSize;
}

const widths: Record<ModalSize, string> = { sm: '420px', md: '560px', lg: '800px' };

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 120ms ease-out;
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - ${({ theme }) => theme.spacing(4)});
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} 160ms ease-out;

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => `${theme.spacing(2.5)} ${theme.spacing(3)} ${theme.spacing(1.5)}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2)} ${theme.spacing(1)}`};
  }
`;

const Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  padding-top: 4px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const CloseButton = styled(HeaderCloseButton)`
  width: 36px;
  height: 36px;
  margin: -4px -8px 0 0;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(3)} ${theme.spacing(3)}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)} ${theme.spacing(2)}`};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(3)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(2)};
  }
`;

function OpenModal({ title, onClose, children, footer, size = 'md' }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const { t } = useUiT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const handleKeyDown = useModalLayer({
    layerRef: dialogRef,
    onClose,
    initialFocus: () =>
      (bodyRef.current && focusableWithin(bodyRef.current)[0]) ??
      (footerRef.current && focusableWithin(footerRef.current)[0]),
  });
  useReportModalRoom(dialogRef);

  // Close only when both press and release happen on the backdrop, so selecting text
  // inside the dialog and releasing outside it does not dismiss the dialog.
  function handleMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  }

  return (
    <Overlay
      data-testid="modal-backdrop"
      onKeyDown={handleKeyDown}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={t('modal.close')} onClick={onClose}>
            <Icon name="close" size={20} />
          </CloseButton>
        </Header>
        <Body ref={bodyRef}>{children}</Body>
        {footer ? <Footer ref={footerRef}>{footer}</Footer> : null}
      </Dialog>
    </Overlay>
  );
}

export function Modal({ open, ...rest }: ModalProps) {
  if (!open) return null;
  return createPortal(<OpenModal {...rest} />, document.body);
}
