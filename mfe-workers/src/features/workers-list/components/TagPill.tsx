import type { Tag } from 'shared-api';
import styled from 'styled-components';
import { readableTextColor } from '../utils/display';

const Pill = styled.span<{ $background: string; $color: string }>`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 1px ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 20px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** A worker tag in its own colour, with text in black or white, whichever reads better on it. */
export function TagPill({ tag }: { tag: Pick<Tag, 'name' | 'color'> }) {
  return (
    <Pill $background={tag.color} $color={readableTextColor(tag.color)} title={tag.name}>
      {tag.name}
    </Pill>
  );
}
