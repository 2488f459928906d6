import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/theme';

export type BadgeTone = Tone;
export type BadgeShape = 'rounded' | 'pill';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  shape?: BadgeShape;
  children: ReactNode;
}

const StyledBadge = styled.span<{ $tone: BadgeTone; $shape: BadgeShape }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  max-width: 100%;
  padding: 2px ${({ theme, $shape }) => ($shape === 'pill' ? theme.spacing(1.25) : theme.spacing(0.75))};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-radius: ${({ theme, $shape }) => ($shape === 'pill' ? theme.radii.pill : theme.radii.sm)};
  background: ${({ theme, $tone }) => theme.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.tones[$tone].fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  vertical-align: middle;
`;

export function Badge({ tone = 'neutral', shape = 'rounded', children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} $shape={shape} data-tone={tone} {...rest}>
      {children}
    </StyledBadge>
  );
}
