import styled from 'styled-components';
import { Tooltip } from '../Tooltip/Tooltip';

/** Cuts `text` to its first `max` characters plus '…'; shorter text is returned unchanged. */
export function truncate(text: string, max: number): string {
  // Array.from counts characters, not UTF-16 units, so an emoji is never split in half.
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

export interface TruncatedTextProps {
  text: string;
  max: number;
}

const Cut = styled.span`
  cursor: help;
  text-decoration: underline dotted ${({ theme }) => theme.colors.borderStrong};
  text-underline-offset: 3px;
`;

export function TruncatedText({ text, max }: TruncatedTextProps) {
  const shown = truncate(text, max);
  if (shown === text) return <>{text}</>;
  return (
    <Tooltip content={text}>
      {/* Focusable so keyboard users can reveal the full text too. */}
      <Cut tabIndex={0}>{shown}</Cut>
    </Tooltip>
  );
}
