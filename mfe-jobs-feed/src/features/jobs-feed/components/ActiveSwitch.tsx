import styled from 'styled-components';

export interface ActiveSwitchProps {
  checked: boolean;
  /** The switch's accessible name, e.g. "Active: Journeyman Electrician". */
  label: string;
  /** Shown beside the switch (Active / Inactive). */
  stateText: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  white-space: nowrap;
`;

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.tones.success.solid : theme.colors.inputBorder)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.tones.success.solid : theme.colors.surfaceHover)};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '18px' : '2px')};
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: left ${({ theme }) => theme.transitions.fast};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const State = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.tones.success.fg : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** An on/off switch (role switch) with its state written beside it, so it does not rely on colour alone. */
export function ActiveSwitch({ checked, label, stateText, onChange, disabled }: ActiveSwitchProps) {
  return (
    <Wrapper>
      <Track
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        $on={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
      <State $on={checked} aria-hidden="true">
        {stateText}
      </State>
    </Wrapper>
  );
}
