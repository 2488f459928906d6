import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

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
    <List ref={listRef} role="tablist" aria-label={ariaLabel}>
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
  );
}
