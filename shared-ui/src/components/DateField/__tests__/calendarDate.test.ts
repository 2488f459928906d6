import { addMonths, firstWeekdayOf, monthWeeks, readDate, tidyTyping } from '../calendarDate';

/** The text after each keystroke, as a person types `keys` into an empty field. */
function typeInto(keys: string): string {
  let text = '';
  for (const key of keys) text = tidyTyping(text + key, text);
  return text;
}

describe('calendar dates', () => {
  it('reads a day typed with dashes, with or without leading zeros', () => {
    expect(readDate('2027-03-04')).toEqual({ kind: 'date', iso: '2027-03-04' });
    expect(readDate('2027-3-4')).toEqual({ kind: 'date', iso: '2027-03-04' });
    expect(readDate('2028-02-29')).toEqual({ kind: 'date', iso: '2028-02-29' });
    expect(readDate('  ')).toEqual({ kind: 'empty' });
  });

  it('tells a day that is not on the calendar from a date half typed', () => {
    expect(readDate('2027-02-29')).toEqual({ kind: 'noSuchDay', year: 2027, month: 2, days: 28 });
    expect(readDate('2027-04-31')).toEqual({ kind: 'noSuchDay', year: 2027, month: 4, days: 30 });
    expect(readDate('2027-13-01')).toEqual({ kind: 'noSuchMonth' });
    expect(readDate('2027-03')).toEqual({ kind: 'unreadable' });
    expect(readDate('03/04/2027')).toEqual({ kind: 'unreadable' });
  });

  it('writes the dashes as digits are typed, and does not double one the typist adds', () => {
    expect(typeInto('20270304')).toBe('2027-03-04');
    expect(typeInto('2027-03-04')).toBe('2027-03-04');
    expect(typeInto('2027/03/04')).toBe('2027-03-04');
    expect(typeInto('2027a03b04')).toBe('2027-03-04');
    expect(typeInto('202703041')).toBe('2027-03-04');
  });

  it('lets a backspace take a dash away without writing it again', () => {
    expect(tidyTyping('2027', '2027-')).toBe('2027');
    expect(tidyTyping('2027-03', '2027-03-')).toBe('2027-03');
  });

  it('takes a pasted date whole', () => {
    expect(tidyTyping('20270304', '')).toBe('2027-03-04');
    expect(tidyTyping('2027.03.04', '')).toBe('2027-03-04');
  });

  it('moves by months to the same day, or to the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-03-15', -3)).toBe('2026-12-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('lays a month out in weeks from the first day of the week', () => {
    // 2027-03-01 is a Monday.
    const sundayFirst = monthWeeks('2027-03-18', 0);
    expect(sundayFirst[0]).toEqual([null, '2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06']);
    expect(sundayFirst).toHaveLength(5);
    expect(sundayFirst[4]).toEqual(['2027-03-28', '2027-03-29', '2027-03-30', '2027-03-31', null, null, null]);
    expect(monthWeeks('2027-03-18', 1)[0][0]).toBe('2027-03-01');
  });

  it('starts weeks on Sunday in Canada, in English and in French, as the locale data says', () => {
    expect(firstWeekdayOf('en-CA')).toBe(0);
    expect(firstWeekdayOf('fr-CA')).toBe(0);
    expect(firstWeekdayOf('fr-FR')).toBe(1);
  });
});
