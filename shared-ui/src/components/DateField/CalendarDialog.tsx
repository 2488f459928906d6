import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useUiT } from '../../i18n/ui';
import { useModalLayer } from '../../internal/modalLayer';
import { Icon, type IconName } from '../Icon/Icon';
import { addDays, addMonths, clampDate, dateForIntl, firstWeekdayOf, monthWeeks, todayIso, weekdayOf } from './calendarDate';

export interface CalendarDialogProps {
  /** The day chosen now, if any. */
  value: string | null;
  min: string;
  max: string;
  /** The field the calendar opens under (it is placed against it, over everything else). */
  anchorRef: RefObject<HTMLElement | null>;
  /** The button that opens and closes the calendar: a press on it is its own toggle, not a press outside. */
  openerRef: RefObject<HTMLElement | null>;
  onPick: (iso: string) => void;
  /** Escape: the field puts focus back on its calendar button. */
  onClose: () => void;
  /** A press outside the calendar and its field: focus goes where the press put it. */
  onDismiss: () => void;
}

const GAP = 4;
const MARGIN = 8;

const Popover = styled.div`
  position: fixed;
  /* Above a modal dialog or side panel the field may sit in. */
  z-index: ${({ theme }) => theme.zIndices.modal + 1};
  width: min(320px, calc(100vw - ${MARGIN * 2}px));
  padding: ${({ theme }) => theme.spacing(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin-bottom: ${({ theme }) => theme.spacing(1)};
`;

const MonthHeading = styled.h2`
  flex: 1 1 auto;
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: capitalize;
`;

const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

/** Two chevrons for a year's step, one for a month's. */
const DoubleChevron = styled.span`
  display: inline-flex;

  & > svg + svg {
    margin-left: -10px;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  & tbody tr {
    height: 44px;
  }
`;

const Weekday = styled.th`
  height: 32px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

const Day = styled.td`
  height: 40px;
  padding: 2px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-current='date'] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textSubtle};
    text-decoration: line-through;
    cursor: not-allowed;
  }

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

/** Every month takes six rows, so the calendar keeps its size (and its buttons their place) from month to month. */
const ROWS = 6;

/**
 * The popover's place: under the field, its right edge on the field's (the button's side); above the field when
 * there is no room below, and over it, inside the window, when there is room on neither side (a phone held sideways).
 */
function place(popover: HTMLElement, anchor: HTMLElement) {
  const field = anchor.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = popover;
  const left = Math.min(Math.max(field.right - width, MARGIN), window.innerWidth - width - MARGIN);
  const below = field.bottom + GAP;
  const above = field.top - GAP - height;
  let top = Math.max(MARGIN, window.innerHeight - height - MARGIN);
  if (below + height <= window.innerHeight - MARGIN) top = below;
  else if (above >= MARGIN) top = above;
  popover.style.left = `${Math.max(left, MARGIN)}px`;
  popover.style.top = `${top}px`;
}

/** Keys of the grid (WAI-ARIA APG, date picker dialog): where each moves the focused day. */
function moveFor(event: KeyboardEvent, day: string, firstWeekday: number): string | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
      return event.shiftKey ? addMonths(day, -12) : addMonths(day, -1);
    case 'PageDown':
      return event.shiftKey ? addMonths(day, 12) : addMonths(day, 1);
    case 'Home':
      return addDays(day, -((weekdayOf(day) - firstWeekday + 7) % 7));
    case 'End':
      return addDays(day, 6 - ((weekdayOf(day) - firstWeekday + 7) % 7));
    default:
      return null;
  }
}

/**
 * The calendar of a date field: a modal dialog holding one month as a grid (WAI-ARIA APG "Date Picker Dialog").
 * Arrow keys move by day and week, Page Up / Page Down by month (with Shift by year), Home / End to the week's
 * ends, Enter or Space picks, Escape closes. Month and weekday names come from Intl in the page's language.
 */
export function CalendarDialog({ value, min, max, anchorRef, openerRef, onPick, onClose, onDismiss }: CalendarDialogProps) {
  const { t, locale } = useUiT();
  const headingId = useId();
  const popoverRef = useRef<HTMLDivElement>(null);
  const today = todayIso();
  const [focused, setFocused] = useState(() => clampDate(value ?? today, min, max));
  // Only the grid's own keys take the focus to the new day; the month buttons keep it.
  const focusDay = useRef(false);

  const names = useMemo(() => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return { month: intl({ month: 'long', year: 'numeric' }), day: intl({ dateStyle: 'full' }), short: intl({ weekday: 'short' }), long: intl({ weekday: 'long' }) };
  }, [locale]);
  const firstWeekday = useMemo(() => firstWeekdayOf(locale), [locale]);
  const weeks = monthWeeks(focused, firstWeekday);
  while (weeks.length < ROWS) weeks.push(Array.from({ length: 7 }, () => null));
  // 2027-03-07 was a Sunday: the week's days, in the order the locale starts them.
  const weekdays = Array.from({ length: 7 }, (_, index) => dateForIntl(`2027-03-${String(7 + ((firstWeekday + index) % 7)).padStart(2, '0')}`));

  const onKeyDown = useModalLayer({
    layerRef: popoverRef,
    onClose,
    initialFocus: () => popoverRef.current?.querySelector<HTMLElement>('td[tabindex="0"]'),
  });

  useLayoutEffect(() => {
    const popover = popoverRef.current;
    const anchor = anchorRef.current;
    if (!popover || !anchor) return;
    const follow = () => place(popover, anchor);
    follow();
    // The page or the dialog around the field may scroll under the calendar: it stays against the field.
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [anchorRef]);

  useEffect(() => {
    // A press outside the calendar (its field included, to type there) puts it away, as a click elsewhere would a menu.
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !openerRef.current?.contains(target)) onDismiss();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openerRef, onDismiss]);

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    popoverRef.current?.querySelector<HTMLElement>(`td[data-date="${focused}"]`)?.focus();
  }, [focused]);

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    // The grid's keys are its own: a tab list or a form around the field (in React's tree) must not act on them too.
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      onPick(focused);
      return;
    }
    const next = moveFor(event, focused, firstWeekday);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    focusDay.current = true;
    setFocused(clampDate(next, min, max));
  }

  const step = (months: number) => setFocused((day) => clampDate(addMonths(day, months), min, max));
  const navButton = (months: number, label: string, icon: IconName, double = false) => (
    <NavButton type="button" aria-label={label} onClick={() => step(months)}>
      {double ? (
        <DoubleChevron>
          <Icon name={icon} size={16} />
          <Icon name={icon} size={16} />
        </DoubleChevron>
      ) : (
        <Icon name={icon} size={18} />
      )}
    </NavButton>
  );

  return createPortal(
    <Popover ref={popoverRef} role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1} onKeyDown={onKeyDown}>
      <Header>
        {navButton(-12, t('dateField.previousYear'), 'chevron-left', true)}
        {navButton(-1, t('dateField.previousMonth'), 'chevron-left')}
        <MonthHeading id={headingId} aria-live="polite">
          {names.month.format(dateForIntl(focused))}
        </MonthHeading>
        {navButton(1, t('dateField.nextMonth'), 'chevron-right')}
        {navButton(12, t('dateField.nextYear'), 'chevron-right', true)}
      </Header>
      <Grid role="grid" aria-labelledby={headingId} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <Weekday key={weekday.getTime()} scope="col" abbr={names.long.format(weekday)}>
                {names.short.format(weekday)}
              </Weekday>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            // Rows are places in the grid, not days: the same six are reused from month to month.
            <tr key={row}>
              {week.map((day, index) => {
                if (!day) return <td key={`blank-${index}`} role="gridcell" />;
                const outside = day < min || day > max;
                return (
                  <Day
                    key={day}
                    role="gridcell"
                    data-date={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-label={names.day.format(dateForIntl(day))}
                    aria-selected={day === value}
                    aria-current={day === today ? 'date' : undefined}
                    aria-disabled={outside || undefined}
                    onClick={() => {
                      if (!outside) onPick(day);
                    }}
                  >
                    {Number(day.slice(8))}
                  </Day>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Popover>,
    document.body,
  );
}
