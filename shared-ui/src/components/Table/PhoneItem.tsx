import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PhoneItemHeaderProps {
  /** What the item is, in bold; a long title wraps instead of pushing `trailing` off the screen. */
  title: ReactNode;
  /** Kept at the end of the line: a date, a badge or a button. */
  trailing?: ReactNode;
}

// Baseline, so a trailing date, badge or button lines up with the title's first line when the title wraps.
const HeaderLine = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Title = styled.strong`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The first line of a Table's phone item: its title, and something at the end of the line. */
export function PhoneItemHeader({ title, trailing }: PhoneItemHeaderProps) {
  return (
    <HeaderLine>
      <Title>{title}</Title>
      {trailing}
    </HeaderLine>
  );
}

/** A secondary line of a Table's phone item, in small muted text. */
export const PhoneItemDetail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** The buttons of a Table's phone item, on a line of their own at its end. */
export const PhoneItemActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;
