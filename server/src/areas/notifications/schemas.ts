import { z } from 'zod';
import type { MarkReadResponse, NotificationType, NotificationsResponse, UnreadCountResponse } from 'shared-api/contract';
import { NOTIFICATION_CARDS } from '../../core/notifications';
import { pageQuery } from '../../core/http/pagination';
import { paginatedOf } from '../../core/http/response';
import { msg } from '../../core/i18n';

// The card table has an entry for every notification type, so its keys are the whole enum.
const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_CARDS) as [NotificationType, ...NotificationType[]];

/** GET /json/notifications: the page and an optional type (empty for all). */
export const listQuery = z.object({
  page: pageQuery.page,
  notification_type: z.enum(['', ...NOTIFICATION_TYPES], { error: msg('notifications:list.notification_type') }).default(''),
});

const card = z.object({
  id: z.number().int(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  notification_card_title: z.object({ title: z.string(), color: z.string() }),
  message: z.string(),
  created_at: z.string(),
  created_at_diff_for_humans: z.string(),
  // Ids and links of what the notification is about (uploads_s3_url, fulfilment_details...), sent as stored.
  metadata: z.record(z.string(), z.unknown()),
  is_read: z.boolean(),
});

export const notificationsResponse = z.object({
  notifications: paginatedOf(card),
  unread_count: z.number().int(),
}) satisfies z.ZodType<NotificationsResponse>;

export const unreadCountResponse = z.object({ unread_count: z.number().int() }) satisfies z.ZodType<UnreadCountResponse>;

export const markReadResponse = z.object({ message: z.string(), unread_count: z.number().int() }) satisfies z.ZodType<MarkReadResponse>;
