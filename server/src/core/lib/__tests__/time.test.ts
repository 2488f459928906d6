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

test('calendar dates count whole days and never shift with the time of day', () => {
  assert.equal(dateDiffForHumans('2026-11-22', new Date('2026-11-22T23:59:00Z')), 'today');
  assert.equal(dateDiffForHumans('2026-11-23', now), 'in 1 day');
  assert.equal(dateDiffForHumans('2026-10-22', now), '1 month ago');
});

test('pretty dates are month, day, year; a missing date stays missing', () => {
  assert.equal(prettyDate('2027-03-03'), 'Mar 3, 2027');
  assert.equal(prettyDate(null), null);
});
