import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon/Icon';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
}

export interface TabsProps<V extends string = string> {
  items: TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  'aria-label'?: string;
  /** When given, tab `value` controls the element with id `${panelIdPrefix}-${value}`. */
  panelIdPrefix?: string;
}

const Frame = styled.div`
  position: relative;
  min-width: 0;
`;

/** Shown on a side where tabs are scrolled out of sight (phones): a fade with an arrow says the row goes on. */
const Cue = styled.span<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 0;
  bottom: 1px;
  width: 40px;
  display: flex;
  align-items: center;
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $side, theme }) =>
    $side === 'end'
      ? css`
          right: 0;
          justify-content: flex-end;
          background: linear-gradient(to right, transparent, ${theme.colors.surface} 65%);
        `
      : css`
          left: 0;
          justify-content: flex-start;
          background: linear-gradient(to left, transparent, ${theme.colors.surface} 65%);
        `}
`;

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(0.5)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: none;
  position: relative;
  padding: ${({ theme }) => `${theme.spacing(1.25)} ${theme.spacing(1.5)}`};
  border: none;
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 2px;
    border-radius: 2px 2px 0 0;
    background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  }

  &:hover {
    color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.text)};
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

/**
 * Scrolls only the tab list, unlike `scrollIntoView`, which would also scroll the page
 * vertically when the list is partly off-screen. A tab wider than the list shows its start.
 */
function scrollTabIntoList(list: HTMLElement, tab: HTMLElement) {
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const hiddenBefore = listBox.left - tabBox.left;
  const hiddenAfter = tabBox.right - listBox.right;
  if (hiddenBefore > 0) list.scrollLeft -= hiddenBefore;
  else if (hiddenAfter > 0) list.scrollLeft += Math.min(hiddenAfter, tabBox.left - listBox.left);
}

export function Tabs<V extends string = string>({
  items,
  value,
  onChange,
  'aria-label': ariaLabel,
  panelIdPrefix,
}: TabsProps<V>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = items.findIndex((item) => item.value === value);

  // On phones the list scrolls sideways; the selected tab (on load, or chosen by keyboard) must be in sight.
  // Layout effect: the list is scrolled before the first paint, so it does not visibly jump.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selectedIndex];
    if (list && tab) scrollTabIntoList(list, tab);
  }, [selectedIndex]);

  // Which sides hide tabs, kept up to date as the row scrolls or resizes.
  const [hidden, setHidden] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft > 1;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setHidden((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);
  useLayoutEffect(measure, [measure, items.length, selectedIndex]);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  // Automatic activation (WAI-ARIA tabs pattern): moving focus selects the tab.
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last ? 0 : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0 ? last : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    onChange(items[next].value);
  }

  return (
    <Frame>
      <List ref={listRef} role="tablist" aria-label={ariaLabel} onScroll={measure}>
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${item.value}`}
              aria-selected={selected}
              aria-controls={panelIdPrefix ? `${panelIdPrefix}-${item.value}` : undefined}
              tabIndex={selected ? 0 : -1}
              $selected={selected}
              onClick={() => onChange(item.value)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {hidden.start ? (
        <Cue $side="start" data-cue="start" aria-hidden="true">
          <Icon name="chevron-left" size={16} />
        </Cue>
      ) : null}
      {hidden.end ? (
        <Cue $side="end" data-cue="end" aria-hidden="true">
          <Icon name="chevron-right" size={16} />
        </Cue>
      ) : null}
    </Frame>
  );
}
