import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addMonths, findDates, numericDateOrder, parseDateText } from '../dates';

const isoOf = (text: string) => findDates(text).map((date) => date.iso);

test('reads the common ways certificates write a date', () => {
  for (const text of [
    '2025-03-14',
    '2025/03/14',
    'March 14, 2025',
    'March 14 2025',
    'Mar 14 2025',
    'Mar. 14th, 2025',
    '14 March 2025',
    '14th of March, 2025',
    '14-Mar-2025',
    '14/03/2025',
    '14.03.2025',
    '03/14/2025',
    '14 mars 2025',
  ]) {
    assert.deepEqual(isoOf(text), ['2025-03-14'], text);
  }
});

test('finds every date of a text in reading order, with where each was written', () => {
  const text = 'Issued: March 14, 2025   Expires: 2028-03-14';
  const dates = findDates(text);
  assert.deepEqual(dates.map((d) => d.iso), ['2025-03-14', '2028-03-14']);
  assert.equal(text.slice(dates[0].start, dates[0].end), 'March 14, 2025');
  assert.equal(text.slice(dates[1].start, dates[1].end), '2028-03-14');
});

test('numeric dates follow the order the text reveals; otherwise day first, marked ambiguous', () => {
  assert.deepEqual(isoOf('Issued 04/03/2025, expires 25/03/2028'), ['2025-03-04', '2028-03-25']);
  assert.deepEqual(isoOf('Issued 04/03/2025, expires 03/25/2028'), ['2025-04-03', '2028-03-25']);
  const [alone] = findDates('04/03/2025');
  assert.equal(alone.iso, '2025-03-04');
  assert.equal(alone.ambiguous, true);
  assert.equal(findDates('25/03/2025')[0].ambiguous, false);
  assert.equal(numericDateOrder(['1/2/2025', '13/2/2025']), 'dmy');
  assert.equal(numericDateOrder(['2/13/2025']), 'mdy');
  assert.equal(numericDateOrder(['1/2/2025']), null);
});

test('impossible days, odd years and lone numbers are not dates', () => {
  assert.deepEqual(isoOf('2025-02-30'), []);
  assert.deepEqual(isoOf('31/04/2025'), []);
  assert.deepEqual(isoOf('Certificate No. 12345 / 2025'), []);
  assert.deepEqual(isoOf('1066-10-14'), []);
});

test('a month without a day is found with month precision', () => {
  const [date] = findDates('Valid until March 2027');
  assert.equal(date.iso, '2027-03-01');
  assert.equal(date.precision, 'month');
});

test('parseDateText accepts one whole date and refuses what reads two ways', () => {
  assert.deepEqual(parseDateText(' 2025-03-14 '), { iso: '2025-03-14' });
  assert.deepEqual(parseDateText('Mar 14 2025'), { iso: '2025-03-14' });
  assert.deepEqual(parseDateText('14/03/2025'), { iso: '2025-03-14' });
  assert.deepEqual(parseDateText('03/04/2025'), { problem: 'ambiguous' });
  assert.deepEqual(parseDateText('03/04/2025', 'mdy'), { iso: '2025-03-04' });
  assert.deepEqual(parseDateText('03/03/2025'), { iso: '2025-03-03' });
  assert.deepEqual(parseDateText('soon'), { problem: 'invalid' });
  assert.deepEqual(parseDateText('2025-03-14 and more'), { problem: 'invalid' });
  assert.deepEqual(parseDateText('March 2025'), { problem: 'invalid' });
});

test('addMonths keeps the day, or the last day of a shorter month', () => {
  assert.equal(addMonths('2025-03-14', 36), '2028-03-14');
  assert.equal(addMonths('2024-02-29', 12), '2025-02-28');
  assert.equal(addMonths('2025-01-31', 1), '2025-02-28');
});
