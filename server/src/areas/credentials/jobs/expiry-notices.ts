import type { Db, Queryable } from '../../../core/db';
import { isoDate } from '../../../core/lib/time';
import { fullName } from '../../../core/lib/names';
import { calendarDate, msg } from '../../../core/i18n';
import { enqueue } from '../../../core/jobs/queue';
import type { JobHandlers } from '../../../core/jobs/worker';
import { insertExpiringNotifications, recordDueNotices, type DueNotice } from '../repository';

export const EXPIRY_NOTICES_QUEUE = 'credentials.expiry-notices';
/** Days before expiry at which a credential is announced (part 2 §9 expiring windows). */
const EXPIRY_THRESHOLDS = [30, 60, 90] as const;

const DAY_MS = 24 * 3600 * 1000;

/**
 * Creates a credential_expiring notification for every credential of an active worker that now expires within
 * 30, 60 or 90 days of `today` and has not been announced for that threshold (and expiry date) yet. A
 * credential first seen inside several windows is announced once, for the nearest; every threshold it is
 * inside is recorded, so running again (the same day, or after a restart) announces nothing twice.
 * Returns how many notifications were created.
 */
export async function runExpiryNotices(db: Db, today: string = isoDate(new Date())): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await recordDueNotices(tx, today, EXPIRY_THRESHOLDS);
    if (due.length === 0) return 0;
    // Stored as a message, so each reader sees it in their language (core/notifications.ts).
    const message = (notice: DueNotice) =>
      msg('credentials:notifications.credential_expiring', {
        worker: fullName(notice.first_name, notice.last_name),
        credential: notice.name,
        date: calendarDate(notice.expiry),
      });
    await insertExpiringNotifications(tx, due.map((notice) => ({ ...notice, message: message(notice) })));
    return due.length;
  });
}

/**
 * Queues the run for a day (from its midnight UTC). The key makes it once per day while queued or running;
 * a run repeated after a restart finds nothing new to announce.
 */
export function scheduleExpiryNotices(db: Queryable, day: Date = new Date()): Promise<number | null> {
  const date = isoDate(day);
  return enqueue(db, EXPIRY_NOTICES_QUEUE, { date }, { singletonKey: `expiry-notices:${date}`, runAt: new Date(`${date}T00:00:00Z`) });
}

/** Each run announces what is due today, then queues tomorrow's. */
export function expiryNoticeJobHandlers(db: Db): JobHandlers {
  return {
    [EXPIRY_NOTICES_QUEUE]: async () => {
      const now = new Date();
      await runExpiryNotices(db, isoDate(now));
      await scheduleExpiryNotices(db, new Date(now.getTime() + DAY_MS));
    },
  };
}
