import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dateDiffForHumans, diffForHumans, prettyDate } from '../time';

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
