import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from 'shared-ui';
import styled, { css } from 'styled-components';

export interface ActionMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  /** Destructive actions are shown in red. */
  tone?: 'danger';
}

export interface ActionMenuProps {
  /** The button's accessible name, e.g. 'Actions for Ada Fraser'. */
  label: string;
  items: ActionMenuItem[];
  /** What the button shows; the three-dot icon when omitted. */
  trigger?: ReactNode;
  variant?: 'icon' | 'button';
}

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button<{ $variant: 'icon' | 'button' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  ${({ $variant, theme }) =>
    $variant === 'icon'
      ? css`
          width: 36px;
          height: 36px;
          background: transparent;
          color: ${theme.colors.textMuted};

          &:hover {
            background: ${theme.colors.surfaceHover};
            color: ${theme.colors.text};
          }
        `
      : css`
          min-height: 40px;
          padding: 0 ${theme.spacing(2)};
          background: ${theme.colors.primary};
          color: ${theme.colors.textInverse};

          &:hover {
            background: ${theme.colors.primaryHover};
          }
        `}
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar - 1};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(0.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  list-style: none;
`;

const Item = styled.button<{ $tone?: 'danger' }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1.5)}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    outline: none;
    background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerRow : theme.colors.surfaceHover)};
  }

  /* A background tint alone is too faint to follow with the keyboard: the item gets the focus ring too. */
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** A button that opens a short list of actions (WAI-ARIA menu button: arrows move, Escape closes). */
export function ActionMenu({ label, items, trigger, variant = 'icon' }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    function closeOnOutside(event: PointerEvent) {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  function close() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = itemRefs.current.filter((button): button is HTMLButtonElement => button !== null);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => buttons[(next + buttons.length) % buttons.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(buttons.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  }

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        $variant={variant}
        aria-label={variant === 'icon' ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger ?? <Icon name="more" size={20} />}
      </Trigger>
      {open ? (
        <List id={menuId} role="menu" aria-label={label} onKeyDown={handleMenuKeyDown}>
          {items.map((item, index) => (
            <li key={item.key} role="none">
              <Item
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                $tone={item.tone}
                onClick={() => {
                  // The button holds focus before a modal the item opens remembers it, so closing the modal returns there.
                  triggerRef.current?.focus();
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </Item>
            </li>
          ))}
        </List>
      ) : null}
    </Wrapper>
  );
}
