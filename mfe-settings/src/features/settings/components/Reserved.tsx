import styled from 'styled-components';

/** The height in px a card's loaded content takes at desktop and phone widths. */
export interface ReservedHeight {
  desktop: number;
  mobile: number;
}

/**
 * Every state of a card (skeleton, error, empty, data) takes at least the height its data takes, so nothing below
 * it moves when the data arrives (issue 16: /settings shifted by 0.144 as its cards filled in).
 */
export const Reserved = styled.div<{ $height: ReservedHeight }>`
  min-height: ${({ $height }) => $height.desktop}px;

  ${({ theme }) => theme.media.mobile} {
    min-height: ${({ $height }) => $height.mobile}px;
  }
`;
