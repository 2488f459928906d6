import type { CSSProperties, HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  direction?: 'row' | 'column';
  /** Gap in 8px grid steps. */
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

const StyledStack = styled.div<{
  $direction: 'row' | 'column';
  $gap: number;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  min-width: 0;
`;

export function Stack({ direction = 'column', gap = 2, align, justify, wrap = false, ...rest }: StackProps) {
  return (
    <StyledStack $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />
  );
}

export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** Columns are at least this wide and fill the row; on a phone they become one column. */
  minColumnWidth?: number;
  gap?: number;
}

const StyledGrid = styled.div<{ $min: number; $gap: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min }) => $min}px, 100%), 1fr));
  gap: ${({ theme, $gap }) => theme.spacing($gap)};

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme, $gap }) => theme.spacing(Math.min($gap, 2))};
  }
`;

export function Grid({ minColumnWidth = 360, gap = 3, ...rest }: GridProps) {
  return <StyledGrid $min={minColumnWidth} $gap={gap} {...rest} />;
}
