import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

/** The height in px a block's loaded content takes at desktop and phone widths. */
export interface ReservedHeight {
  desktop: number;
  mobile: number;
}

export interface ReservedProps extends HTMLAttributes<HTMLDivElement> {
  /** The height the loaded content takes (measured at 1280 and 390 px); without it the block is as tall as its content. */
  height?: ReservedHeight;
  /** Stacks the children in a column, so a footer with margin-top: auto sits at the bottom of the reserved height. */
  column?: boolean;
  children?: ReactNode;
}

const Box = styled.div<{ $height?: ReservedHeight; $column: boolean }>`
  ${({ $column }) => ($column ? 'display: flex; flex-direction: column;' : '')}
  min-height: ${({ $height }) => ($height ? `${$height.desktop}px` : 'auto')};

  ${({ theme }) => theme.media.mobile} {
    min-height: ${({ $height }) => ($height ? `${$height.mobile}px` : 'auto')};
  }
`;

/**
 * Keeps the height a card's data takes in every state (skeleton, error, empty, data), so nothing below it moves
 * when the data arrives (issue 16: the dashboard shifted by 0.54 and /settings by 0.144 as their cards filled in).
 */
export function Reserved({ height, column = false, children, ...rest }: ReservedProps) {
  return (
    <Box $height={height} $column={column} {...rest}>
      {children}
    </Box>
  );
}
