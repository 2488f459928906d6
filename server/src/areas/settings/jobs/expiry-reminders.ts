import type { Db, Queryable } from '../../../core/db';
import { DEFAULT_LOCALE, calendarDate, msg } from '../../../core/i18n';
import { enqueue } from '../../../core/jobs/queue';
import type { JobHandlers } from '../../../core/jobs/worker';
import { expiryDigestMail, expiryReminderMail, queueMail, workerExpiryReminderMail } from '../../../core/mail';
import { fullName } from '../../../core/lib/names';
import { dateDiffForHumans, isoDate, parseDate, prettyDate } from '../../../core/lib/time';
import {
  audiences,
  claimDueDigests,
  digestItems,
  insertExpiringNotifications,
  recordDueReminders,
  type CustomerAudience,
  type DigestItem,
  type DueReminder,
} from '../repository';

/** The queue keeps the name it had in the credentials area, so a run queued before the move still runs. */
export const EXPIRY_REMINDERS_QUEUE = 'credentials.expiry-notices';
/** Lines per list of a digest; the rest are counted. */
const DIGEST_MAX_LINES = 50;
const DAY_MS = 24 * 3600 * 1000;

/** The portal's expiring-credentials list, where the reminders and digests send their readers. */
const credentialsLink = (publicUrl: string) => `${publicUrl}/credentials`;

export interface ExpiryRunResult {
  reminders: number;
  digests: number;
}

/**
 * The daily run for `today` (YYYY-MM-DD, UTC): each credential that reached one of its customer's thresholds gets
 * its credential_expiring notification and e-mails (the schedule's roles, and the worker when chosen), each in its
 * reader's language; then every customer whose digest day has come this week and has not had it gets the digest.
 * Everything sent is recorded in the same transaction, so a run repeated (the same day, or after a restart) sends
 * nothing twice, and a run after days of downtime catches up.
 */
export async function runExpiryReminders(db: Db, publicUrl: string, today: string = isoDate(new Date())): Promise<ExpiryRunResult> {
  return db.transaction(async (tx) => {
    const due = await recordDueReminders(tx, today);
    const digestCustomers = await claimDueDigests(tx, weekStart(today), isoWeekday(today));
    const people = await audiences(tx, [...new Set([...due.map((reminder) => reminder.customer_id), ...digestCustomers])]);
    if (due.length > 0) {
      // Stored as a message, so each reader sees it in their language (core/notifications.ts).
      await insertExpiringNotifications(
        tx,
        due.map((reminder) => ({
          ...reminder,
          message: msg('credentials:notifications.credential_expiring', {
            worker: fullName(reminder.first_name, reminder.last_name),
            credential: reminder.name,
            date: calendarDate(reminder.expiry),
          }),
        })),
      );
      for (const reminder of due) await mailReminder(tx, reminder, people.get(reminder.customer_id)!, publicUrl, today);
    }
    for (const customerId of digestCustomers) await mailDigest(tx, customerId, people.get(customerId)!, publicUrl, today);
    return { reminders: due.length, digests: digestCustomers.length };
  });
}

async function mailReminder(tx: Queryable, reminder: DueReminder, audience: CustomerAudience, publicUrl: string, today: string): Promise<void> {
  const workerName = fullName(reminder.first_name, reminder.last_name);
  const when = (locale: typeof DEFAULT_LOCALE) => ({
    date: prettyDate(reminder.expiry, locale)!,
    relative: dateDiffForHumans(reminder.expiry, parseDate(today), locale),
  });
  for (const recipient of audience.recipients) {
    const locale = recipient.locale ?? DEFAULT_LOCALE;
    const mail = expiryReminderMail(
      {
        recipientName: fullName(recipient.first_name, recipient.last_name),
        customerName: audience.name,
        workerName,
        credentialName: reminder.name,
        link: credentialsLink(publicUrl),
        ...when(locale),
      },
      locale,
    );
    await queueMail(tx, { customerId: reminder.customer_id, to: recipient.email, ...mail });
  }
  if (audience.notifyWorker && reminder.worker_email) {
    const locale = reminder.worker_language;
    const mail = workerExpiryReminderMail({ customerName: audience.name, workerName, credentialName: reminder.name, ...when(locale) }, locale);
    await queueMail(tx, { customerId: reminder.customer_id, to: reminder.worker_email, ...mail });
  }
}

async function mailDigest(tx: Queryable, customerId: number, audience: CustomerAudience, publicUrl: string, today: string): Promise<void> {
  const { expiring, expired } = await digestItems(tx, customerId, today);
  for (const recipient of audience.recipients) {
    const locale = recipient.locale ?? DEFAULT_LOCALE;
    const lines = (items: DigestItem[]) =>
      items.slice(0, DIGEST_MAX_LINES).map((item) => ({
        workerName: fullName(item.first_name, item.last_name),
        credentialName: item.name,
        date: prettyDate(item.expiry, locale)!,
      }));
    const mail = expiryDigestMail(
      {
        recipientName: fullName(recipient.first_name, recipient.last_name),
        customerName: audience.name,
        expiring: lines(expiring),
        expiringMore: Math.max(0, expiring.length - DIGEST_MAX_LINES),
        expired: lines(expired),
        expiredMore: Math.max(0, expired.length - DIGEST_MAX_LINES),
        link: credentialsLink(publicUrl),
      },
      locale,
    );
    await queueMail(tx, { customerId, to: recipient.email, ...mail });
  }
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string) => ((parseDate(date).getUTCDay() + 6) % 7) + 1;

/** The Monday of the date's week. */
export const weekStart = (date: string) => isoDate(new Date(parseDate(date).getTime() - (isoWeekday(date) - 1) * DAY_MS));

/**
 * Queues the run for a day (from its midnight UTC). The key makes it once per day while queued or running;
 * a run repeated after a restart finds nothing new to send.
 */
export function scheduleExpiryReminders(db: Queryable, day: Date = new Date()): Promise<number | null> {
  const date = isoDate(day);
  return enqueue(db, EXPIRY_REMINDERS_QUEUE, { date }, { singletonKey: `expiry-notices:${date}`, runAt: new Date(`${date}T00:00:00Z`) });
}

/** Each run sends what is due today, then queues tomorrow's. */
export function expiryReminderJobHandlers(db: Db, publicUrl: string): JobHandlers {
  return {
    [EXPIRY_REMINDERS_QUEUE]: async () => {
      const now = new Date();
      await runExpiryReminders(db, publicUrl, isoDate(now));
      await scheduleExpiryReminders(db, new Date(now.getTime() + DAY_MS));
    },
  };
}
