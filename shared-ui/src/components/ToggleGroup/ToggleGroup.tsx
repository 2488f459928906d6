import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ToggleOption<V extends string = string> {
  value: V;
  label: ReactNode;
}

export interface ToggleGroupProps<V extends string = string> {
  items: ToggleOption<V>[];
  value: V;
  onChange: (value: V) => void;
  'aria-label': string;
  size?: 'sm' | 'md';
}

const Group = styled.div`
  display: inline-flex;
  max-width: 100%;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Segment = styled.button<{ $size: 'sm' | 'md' }>`
  flex: 1 1 auto;
  min-height: ${({ $size }) => ($size === 'sm' ? '28px' : '34px')};
  padding: 0 ${({ theme }) => theme.spacing(1.5)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

/** Segmented buttons where exactly one option is on. */
export function ToggleGroup<V extends string = string>({
  items,
  value,
  onChange,
  'aria-label': ariaLabel,
  size = 'sm',
}: ToggleGroupProps<V>) {
  return (
    <Group role="group" aria-label={ariaLabel}>
      {items.map((item) => (
        <Segment
          key={item.value}
          type="button"
          $size={size}
          aria-pressed={item.value === value}
          onClick={() => onChange(item.value)}
        >
          {item.label}
        </Segment>
      ))}
    </Group>
  );
}
