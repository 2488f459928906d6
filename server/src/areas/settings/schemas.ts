import { z } from 'zod';
import {
  EXPIRY_REMINDER_DAYS,
  WEEKDAYS,
  type AccountFeaturesResponse,
  type ExpiryReminderSettingsResponse,
  type GeneratedTokenResponse,
  type IntegrationTokenResponse,
  type SubscriptionsResponse,
  type UpdateExpiryRemindersResponse,
} from 'shared-api/contract';
import { msg, oneOf } from '../../core/i18n';
import { customerFeature } from '../auth';

const ROLES = ['owner', 'admin', 'member'] as const;

/** PUT /json/settings/expiry-reminders: the whole schedule; the day lists are kept without repeats, largest first. */
export const expiryRemindersBody = z.object({
  days_before: z
    .array(z.union(EXPIRY_REMINDER_DAYS.map((day) => z.literal(day)), { error: msg('settings:reminders.days_before', { values: oneOf([...EXPIRY_REMINDER_DAYS]) }) }), {
      error: msg('settings:reminders.days_before', { values: oneOf([...EXPIRY_REMINDER_DAYS]) }),
    })
    .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
  recipient_roles: z
    .array(z.enum(ROLES, { error: msg('settings:reminders.recipient_roles', { values: oneOf([...ROLES]) }) }), {
      error: msg('settings:reminders.recipient_roles', { values: oneOf([...ROLES]) }),
    })
    .transform((roles) => ROLES.filter((role) => roles.includes(role))),
  notify_worker: z.boolean({ error: msg('settings:reminders.notify_worker') }),
  weekly_digest_day: z.enum(WEEKDAYS, { error: msg('settings:reminders.weekly_digest_day') }).nullable(),
});

const integrationToken = z.object({
  token: z.string(),
  is_masked: z.boolean(),
  created_at: z.string(),
  created_at_diff_for_humans: z.string(),
  last_used_at: z.string().nullable(),
});

export const tokenResponse = z.object({ token: integrationToken.nullable() }) satisfies z.ZodType<IntegrationTokenResponse>;

export const generatedTokenResponse = z.object({ message: z.string(), token: integrationToken }) satisfies z.ZodType<GeneratedTokenResponse>;

export const featuresResponse = z.object({ features: z.array(customerFeature) }) satisfies z.ZodType<AccountFeaturesResponse>;

export const subscriptionsResponse = z.object({
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(['trialing', 'active', 'past_due', 'canceled']),
      subscription_plan: z.object({ name: z.string(), description: z.string(), price_monthly: z.number() }),
      stripe_subscription: z.object({ trial_end: z.string().nullable() }),
    }),
  ),
}) satisfies z.ZodType<SubscriptionsResponse>;

const reminders = z.object({
  days_before: z.array(z.union(EXPIRY_REMINDER_DAYS.map((day) => z.literal(day)))),
  recipient_roles: z.array(z.enum(ROLES)),
  notify_worker: z.boolean(),
  weekly_digest_day: z.enum(WEEKDAYS).nullable(),
});

export const expiryRemindersResponse = z.object({ expiry_reminders: reminders }) satisfies z.ZodType<ExpiryReminderSettingsResponse>;

export const updateExpiryRemindersResponse = z.object({
  message: z.string(),
  expiry_reminders: reminders,
}) satisfies z.ZodType<UpdateExpiryRemindersResponse>;
