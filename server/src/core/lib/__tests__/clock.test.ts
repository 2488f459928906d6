import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPglite } from '../../db/pglite';
import { parseClock, startClockAt } from '../clock';

test('parseClock: a date is 14:00 UTC that day, a date-time is itself, anything else is refused', () => {
  assert.equal(parseClock('2027-01-31')?.toISOString(), '2027-01-31T14:00:00.000Z');
  assert.equal(parseClock('2027-09-15T07:30:00Z')?.toISOString(), '2027-09-15T07:30:00.000Z');
  assert.equal(parseClock('2027-02-30x'), undefined);
  assert.equal(parseClock('next monday'), undefined);
  assert.equal(parseClock('1738332000000'), undefined);
});

test('startClockAt: new Date(), Date.now() and the embedded database read the set day, and time runs on', async () => {
  const RealDate = Date;
  const db = await openPglite(undefined);
  try {
    startClockAt(new Date('2027-01-31T14:00:00Z'));
    const first = Date.now();
    assert.ok(Math.abs(first - RealDate.UTC(2027, 0, 31, 14)) < 1_000, `Date.now() reads the set time (${new RealDate(first).toISOString()})`);
    assert.equal(new Date().toISOString().slice(0, 10), '2027-01-31');
    // Dates given a value are left alone, and are still Dates.
    assert.equal(new Date('2026-12-03T00:00:00Z').toISOString(), '2026-12-03T00:00:00.000Z');
    assert.ok(new Date() instanceof RealDate);
    assert.equal(Date.UTC(2027, 0, 1), RealDate.UTC(2027, 0, 1));
    const [row] = await db.query<{ today: string; now: Date }>("select current_date::text as today, now() as now");
    assert.equal(row.today, '2027-01-31', "the embedded database's current_date is the set day");
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.ok(Date.now() - first >= 25, 'the clock runs on from the set time');
  } finally {
    globalThis.Date = RealDate;
    await db.close();
  }
});
