import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dateDiffForHumans, diffForHumans, diffForHumansChangesAt, prettyDate } from '../time';

const now = new Date('2026-11-22T12:00:00Z');

test('relative times read like the spec ("3 days ago", "in 2 weeks")', () => {
  assert.equal(diffForHumans(new Date('2026-11-19T12:00:00Z'), now), '3 days ago');
  assert.equal(diffForHumans(new Date('2026-11-22T11:59:00Z'), now), '1 minute ago');
  assert.equal(diffForHumans(new Date('2026-12-06T12:00:00Z'), now), 'in 2 weeks');
  assert.equal(diffForHumans(new Date('2025-11-01T12:00:00Z'), now), '1 year ago');
  assert.equal(diffForHumans(now, now), 'just now');
});

test("Intl's en-CA is the spec's English for every unit, one and many, past and future", () => {
  const seconds = { year: 365 * 86400, month: 30 * 86400, week: 7 * 86400, day: 86400, hour: 3600, minute: 60, second: 1 };
  for (const [unit, size] of Object.entries(seconds)) {
    for (const count of [1, 2, 3]) {
      const words = `${count} ${unit}${count === 1 ? '' : 's'}`;
      assert.equal(diffForHumans(new Date(now.getTime() - count * size * 1000), now, 'en-CA'), `${words} ago`);
      assert.equal(diffForHumans(new Date(now.getTime() + count * size * 1000), now, 'en-CA'), `in ${words}`);
    }
  }
});

test('relative times in Canadian French', () => {
  assert.equal(diffForHumans(new Date('2026-11-19T12:00:00Z'), now, 'fr-CA'), 'il y a 3 jours');
  assert.equal(diffForHumans(new Date('2026-11-22T11:59:00Z'), now, 'fr-CA'), 'il y a 1 minute');
  assert.equal(diffForHumans(new Date('2026-12-06T12:00:00Z'), now, 'fr-CA'), 'dans 2 semaines');
  assert.equal(diffForHumans(new Date('2025-11-01T12:00:00Z'), now, 'fr-CA'), 'il y a 1 an');
  assert.equal(diffForHumans(new Date('2026-06-22T12:00:00Z'), now, 'fr-CA'), 'il y a 5 mois');
  assert.equal(diffForHumans(now, now, 'fr-CA'), 'à l’instant');
});

test('calendar dates count whole days and never shift with the time of day', () => {
  assert.equal(dateDiffForHumans('2026-11-22', new Date('2026-11-22T23:59:00Z')), 'today');
  assert.equal(dateDiffForHumans('2026-11-23', now), 'in 1 day');
  assert.equal(dateDiffForHumans('2026-10-22', now), '1 month ago');
  assert.equal(dateDiffForHumans('2026-11-22', new Date('2026-11-22T23:59:00Z'), 'fr-CA'), 'aujourd’hui');
  assert.equal(dateDiffForHumans('2026-11-23', now, 'fr-CA'), 'dans 1 jour');
  assert.equal(dateDiffForHumans('2026-10-22', now, 'fr-CA'), 'il y a 1 mois');
  assert.equal(dateDiffForHumans('2028-12-01', now, 'fr-CA'), 'dans 2 ans');
});

test('pretty dates are month, day, year; a missing date stays missing', () => {
  assert.equal(prettyDate('2027-03-03'), 'Mar 3, 2027');
  assert.equal(prettyDate(null), null);
  assert.equal(prettyDate(null, 'fr-CA'), null);
});

test("Intl's en-CA pretty date is the spec's for every month; fr-CA writes day, month, year", () => {
  const spec = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  spec.forEach((month, index) => {
    const day = `2027-${String(index + 1).padStart(2, '0')}-01`;
    assert.equal(prettyDate(day, 'en-CA'), `${month} 1, 2027`);
  });
  assert.equal(prettyDate('2027-03-03', 'fr-CA'), '3 mars 2027');
  assert.equal(prettyDate('2027-09-30', 'fr-CA'), '30 sept. 2027');
  assert.equal(prettyDate('2027-01-01', 'fr-CA'), '1 janv. 2027');
  // Midnight UTC stays on its day whatever the server's zone.
  assert.equal(prettyDate('2027-12-31', 'fr-CA'), '31 déc. 2027');
});

test('diffForHumansChangesAt: the text stays the same until that moment and changes just after it', () => {
  const start = new Date('2026-11-22T12:00:00Z');
  const ages = [0, 0.4, 0.6, 1, 1.5, 59, 59.6, 60, 61, 3599, 3600, 86399, 86400, 6 * 86400, 28 * 86400, 29.9 * 86400, 31 * 86400, 364 * 86400, 366 * 86400, 800 * 86400];
  for (const seconds of ages) {
    for (const jitter of [0, 123, 499, 500, 501, 999]) {
      const date = new Date(start.getTime() - seconds * 1000 - jitter);
      const changesAt = diffForHumansChangesAt(date, start);
      const text = diffForHumans(date, start, 'fr-CA');
      if (date.getTime() >= start.getTime()) {
        assert.equal(changesAt.getTime(), start.getTime(), 'a date not in the past is not kept');
        continue;
      }
      assert.ok(changesAt >= start, `${seconds}s ${jitter}ms`);
      for (const moment of [start.getTime(), Math.max(start.getTime(), changesAt.getTime() - 1), changesAt.getTime()]) {
        assert.equal(diffForHumans(date, new Date(moment), 'fr-CA'), text, `${seconds}s ${jitter}ms still "${text}" at ${new Date(moment).toISOString()}`);
      }
      assert.notEqual(diffForHumans(date, new Date(changesAt.getTime() + 1), 'fr-CA'), text, `${seconds}s ${jitter}ms changes after ${changesAt.toISOString()}`);
    }
  }
  // A date not in the past is not kept.
  assert.equal(diffForHumansChangesAt(new Date(start.getTime() + 5000), start).getTime(), start.getTime());
});
