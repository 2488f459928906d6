import { z } from 'zod';
import { NOTIFICATION_CARDS } from '../../core/notifications';
import { msg } from '../../core/i18n';
import type {
  CrewsSummaryResponse,
  NotificationType,
  NotificationsSummaryResponse,
  WorkerTagsSummaryResponse,
  WorkersSummaryResponse,
} from 'shared-api/contract';

export const limitQuery = z.object({
  limit: z.coerce
    .number({ error: msg('dashboard:limit.number') })
    .int(msg('dashboard:limit.integer'))
    .min(1, msg('dashboard:limit.min', { min: 1 }))
    .max(50, msg('dashboard:limit.max', { max: 50 }))
    .default(10),
});

export const workersSummaryResponse = z.object({
  workers: z.array(
    z.object({
      id: z.number().int(),
      full_name: z.string(),
      created_at: z.string(),
      created_at_diff_for_humans: z.string(),
      crews_count: z.number().int(),
    }),
  ),
  workers_count: z.number().int(),
}) satisfies z.ZodType<WorkersSummaryResponse>;

export const crewsSummaryResponse = z.object({
  crews: z.array(z.object({ id: z.number().int(), name: z.string(), crew_workers_count: z.number().int() })),
  crews_count: z.number().int(),
}) satisfies z.ZodType<CrewsSummaryResponse>;

// The card table has an entry for every notification type, so its keys are the whole enum.
const notificationType = z.enum(Object.keys(NOTIFICATION_CARDS) as [NotificationType, ...NotificationType[]]);

export const notificationsSummaryResponse = z.object({
  notifications: z.array(
    z.object({
      id: z.number().int(),
      notification_type: notificationType,
      notification_card_title: z.object({ title: z.string(), color: z.string() }),
      message: z.string(),
      created_at: z.string(),
      created_at_diff_for_humans: z.string(),
      metadata: z.record(z.string(), z.unknown()),
    }),
  ),
}) satisfies z.ZodType<NotificationsSummaryResponse>;

export const workerTagsSummaryResponse = z.object({
  tags: z.array(
    z.object({
      tag: z.object({ id: z.number().int(), name: z.string(), color: z.string() }),
      tag_count: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<WorkerTagsSummaryResponse>;
