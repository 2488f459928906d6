import { forwardRef, useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useUiT } from '../../i18n/ui';
import { controlStyles, FieldFrame, type FieldBaseProps } from '../../internal/field';
import { Icon } from '../Icon/Icon';
import { CalendarDialog } from './CalendarDialog';
import { dateForIntl, EARLIEST_DATE, LATEST_DATE, readDate, tidyTyping, toIsoDate } from './calendarDate';

export interface DateFieldProps extends FieldBaseProps {
  /** The day as 'YYYY-MM-DD', or '' for none: what a browser's date input gives a form. */
  value?: string;
  /** The first value of a field the form does not follow. */
  defaultValue?: string;
  /**
   * Called with 'YYYY-MM-DD' once the text is a whole day on the calendar (2027-3-4 when the field is left), and with
   * '' when it is emptied or stops being one (a date half typed, 2027-02-30), as a browser's date input does.
   */
  onChange?: (value: string) => void;
  /** The earliest and latest days that may be chosen ('YYYY-MM-DD'); the server's 1900–2999 when absent. */
  min?: string;
  max?: string;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

type Problem =
  | { kind: 'unreadable' }
  | { kind: 'noSuchMonth'; text: string }
  | { kind: 'noSuchDay'; text: string; year: number; month: number; days: number }
  | { kind: 'tooEarly'; date: string }
  | { kind: 'tooLate'; date: string };

function problemOf(text: string, min: string, max: string): Problem | null {
  const read = readDate(text);
  switch (read.kind) {
    case 'empty':
      return null;
    case 'unreadable':
      return { kind: 'unreadable' };
    case 'noSuchMonth':
      return { kind: 'noSuchMonth', text: text.trim() };
    case 'noSuchDay':
      return { kind: 'noSuchDay', text: text.trim(), year: read.year, month: read.month, days: read.days };
    case 'date':
      if (read.iso < min) return { kind: 'tooEarly', date: min };
      if (read.iso > max) return { kind: 'tooLate', date: max };
      return null;
  }
}

/** The day the text is once written out whole; '2027-03-1' may be the start of 2027-03-14, so it is none yet. */
const valueOf = (text: string) => {
  const read = readDate(text);
  return read.kind === 'date' && read.iso === text ? read.iso : '';
};

const Control = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${controlStyles}
  padding-right: 48px;
  font-variant-numeric: tabular-nums;
`;

const CalendarButton = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 100%;
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

/**
 * A day, typed as yyyy-mm-dd (the Canadian standard, aaaa-mm-jj in French) or picked on a calendar: the browser's
 * own date input shows mm/dd/yyyy under en-CA and fr-CA, which reads both ways (03/04?). Typing takes digits and
 * writes the dashes; leaving the field says why what it holds is not a day (2027-02-30) or is out of range. The
 * form gets the same 'YYYY-MM-DD' or '' the browser's input gave it.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  {
    value,
    defaultValue = '',
    onChange,
    min = EARLIEST_DATE,
    max = LATEST_DATE,
    label,
    hint,
    error,
    id,
    name,
    required,
    disabled,
    className,
    'aria-describedby': describedBy,
    onBlur,
  },
  ref,
) {
  const { t, locale } = useUiT();
  const [text, setText] = useState(value ?? defaultValue);
  // The value the form holds, as far as this field knows: a new one from the form replaces the text.
  const [known, setKnown] = useState(value ?? defaultValue);
  // Problems are told once the field is left (or a day picked), not at every keystroke of a date half typed.
  const [checked, setChecked] = useState(false);
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocusButton = useRef(false);

  if (value !== undefined && value !== known) {
    setKnown(value);
    setText(value);
    setChecked(false);
  }

  const fullDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }), [locale]);
  const monthName = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }), [locale]);

  function show(next: string) {
    setText(next);
    const nextValue = valueOf(next);
    if (nextValue === known) return;
    setKnown(nextValue);
    onChange?.(nextValue);
  }

  function onType(event: ChangeEvent<HTMLInputElement>) {
    setChecked(false);
    show(tidyTyping(event.target.value, text));
  }

  function onLeave() {
    const read = readDate(text);
    // 2027-3-4 is written back as 2027-03-04, and is the form's from then on.
    if (read.kind === 'date' && read.iso !== text) show(read.iso);
    setChecked(true);
    onBlur?.();
  }

  const closeCalendar = useCallback(() => {
    refocusButton.current = true;
    setOpen(false);
  }, []);
  const dismissCalendar = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (open || !refocusButton.current) return;
    refocusButton.current = false;
    buttonRef.current?.focus();
  }, [open]);

  function pick(iso: string) {
    show(iso);
    setChecked(true);
    closeCalendar();
  }

  const problem = checked ? problemOf(text, min, max) : null;
  const problemText = (() => {
    switch (problem?.kind) {
      case undefined:
        return undefined;
      case 'unreadable':
        return t('dateField.unreadable');
      case 'noSuchMonth':
        return t('dateField.noSuchMonth', { text: problem.text });
      case 'noSuchDay':
        return t('dateField.noSuchDay', {
          text: problem.text,
          month: monthName.format(dateForIntl(toIsoDate({ year: problem.year, month: problem.month, day: 1 }))),
          days: problem.days,
        });
      case 'tooEarly':
        return t('dateField.tooEarly', { date: problem.date });
      case 'tooLate':
        return t('dateField.tooLate', { date: problem.date });
    }
  })();
  // What is not a day is said first; out of range, the form's own message (which names the other field) wins.
  const notADay = problem && problem.kind !== 'tooEarly' && problem.kind !== 'tooLate';
  const shownError = notADay ? problemText : (error ?? problemText);

  const day = valueOf(text);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={shownError} required={required} className={className} aria-describedby={describedBy}>
      {(control) => (
        <Control ref={anchorRef}>
          <Input
            ref={ref}
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={10}
            placeholder={t('dateField.placeholder')}
            name={name}
            value={text}
            disabled={disabled}
            onChange={onType}
            onBlur={onLeave}
          />
          <CalendarButton
            ref={buttonRef}
            type="button"
            aria-haspopup="dialog"
            aria-label={day ? t('dateField.change', { date: fullDate.format(dateForIntl(day)) }) : t('dateField.choose')}
            disabled={disabled}
            onClick={() => setOpen((current) => !current)}
          >
            <Icon name="calendar" size={18} />
          </CalendarButton>
          {open ? (
            <CalendarDialog
              value={day || null}
              min={min}
              max={max}
              anchorRef={anchorRef}
              openerRef={buttonRef}
              onPick={pick}
              onClose={closeCalendar}
              onDismiss={dismissCalendar}
            />
          ) : null}
        </Control>
      )}
    </FieldFrame>
  );
});
