import { startClockAt } from '../../server/src/core/lib/clock';

/**
 * Browser tests never depend on the day they run (the demo seed is relative to today): this test process, every
 * portal it starts (seed, server, embedded database) and every page read one clock, which starts at E2E_CLOCK (a
 * fixed moment unless the environment names another, to run the suite as on another day) and runs on from there.
 */
export const E2E_CLOCK = process.env.E2E_CLOCK ?? '2027-03-03T15:00:00.000Z';
startClockAt(new Date(E2E_CLOCK));
