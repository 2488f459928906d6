import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon, ToggleGroup } from 'shared-ui';
import styled, { keyframes } from 'styled-components';

export type SidePanelSize = 'small' | 'medium' | 'large';

const WIDTHS: Record<SidePanelSize, string> = { small: '480px', medium: '720px', large: '960px' };

const SIZE_OPTIONS: Array<{ value: SidePanelSize; label: string }> = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

export interface SidePanelProps {
  title: ReactNode;
  onClose: () => void;
  size: SidePanelSize;
  onSizeChange: (size: SidePanelSize) => void;
  children: ReactNode;
}

const slideIn = keyframes`
  from { transform: translateX(24px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

// Above the shell's top bar and sidebar, below modals so the panel's own dialogs cover it.
const Aside = styled.aside<{ $size: SidePanelSize }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar + 10};
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

const Header = styled.header`
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

const Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const SizeControl = styled.div`
  flex: none;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

/** Escape belongs to the innermost layer: a dialog open over the panel closes first. */
function escapeBelongsToAnotherLayer(event: KeyboardEvent): boolean {
  return event.defaultPrevented || document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * A panel docked on the right of the page (full screen on phones), non-modal: the page beside it
 * stays usable. Escape and the X close it.
 */
export function SidePanel({ title, onClose, size, onSizeChange, children }: SidePanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    return () => previouslyFocused?.focus?.();
  }, []);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || escapeBelongsToAnotherLayer(event)) return;
      onCloseRef.current();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  return (
    <Aside ref={panelRef} role="dialog" aria-modal="false" aria-labelledby={titleId} tabIndex={-1} $size={size}>
      <Header>
        <Title id={titleId}>{title}</Title>
        <SizeControl>
          <ToggleGroup aria-label="Panel size" items={SIZE_OPTIONS} value={size} onChange={onSizeChange} />
        </SizeControl>
        <CloseButton type="button" aria-label="Close panel" onClick={onClose}>
          <Icon name="close" size={22} />
        </CloseButton>
      </Header>
      <Body>{children}</Body>
    </Aside>
  );
}
