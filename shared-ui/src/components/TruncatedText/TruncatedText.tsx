import { useState, type KeyboardEvent, type MouseEvent } from 'react';
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

/** Inside a line that may not wrap (a Table's oneLine rows), what is still too wide ends in an ellipsis too. */
const Cut = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: help;
  text-decoration: underline dotted ${({ theme }) => theme.colors.borderStrong};
  text-underline-offset: 3px;
`;

/**
 * The start of a long text; the whole text shows on hover or focus (tooltip) and, where there is no hover (a
 * phone), a tap or Enter writes it out in place until tapped again.
 */
export function TruncatedText({ text, max }: TruncatedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = truncate(text, max);
  if (shown === text) return <>{text}</>;
  const toggle = (event: MouseEvent | KeyboardEvent) => {
    // A tap on the text must not also act on a clickable row around it.
    event.stopPropagation();
    setExpanded((current) => !current);
  };
  return (
    <Tooltip content={text}>
      <Cut
        tabIndex={0}
        role="button"
        aria-expanded={expanded}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          toggle(event);
        }}
      >
        {expanded ? text : shown}
      </Cut>
    </Tooltip>
  );
}
