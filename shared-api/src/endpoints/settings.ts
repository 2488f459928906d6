import useSWR from 'swr';
import { apiFetch } from '../client';
import type {
  AccountFeaturesResponse,
  ExpiryReminderSettings,
  ExpiryReminderSettingsResponse,
  GeneratedTokenResponse,
  IntegrationTokenResponse,
  ResendMailResponse,
  SubscriptionsResponse,
  UndeliveredMailResponse,
  UpdateExpiryRemindersResponse,
} from '../settings-types';

/** The Settings page (spec part 2 §2 "Settings page", §7), and the expiry reminder schedule. */

export const integrationTokenKey = '/settings/token';
export const accountFeaturesKey = '/settings/features';
export const subscriptionsKey = '/subscriptions';
export const expiryRemindersKey = '/settings/expiry-reminders';

export const fetchIntegrationToken = () => apiFetch<IntegrationTokenResponse>(integrationTokenKey);
export function useIntegrationToken() {
  return useSWR(integrationTokenKey, fetchIntegrationToken);
}

/** Only when none exists (409 otherwise); the answer holds the full token, shown once. */
export const generateIntegrationToken = () => apiFetch<GeneratedTokenResponse>(integrationTokenKey, { method: 'POST' });

/** After confirmation: the old token stops working at once; the answer holds the new one in full. */
export const regenerateIntegrationToken = () =>
  apiFetch<GeneratedTokenResponse>(`${integrationTokenKey}/regenerate`, { method: 'POST' });

export const fetchAccountFeatures = () => apiFetch<AccountFeaturesResponse>(accountFeaturesKey);
export function useAccountFeatures() {
  return useSWR(accountFeaturesKey, fetchAccountFeatures);
}

export const fetchSubscriptions = () => apiFetch<SubscriptionsResponse>(subscriptionsKey);
export function useSubscriptions() {
  return useSWR(subscriptionsKey, fetchSubscriptions);
}

export const fetchExpiryReminders = () => apiFetch<ExpiryReminderSettingsResponse>(expiryRemindersKey);
export function useExpiryReminders() {
  return useSWR(expiryRemindersKey, fetchExpiryReminders);
}

/** Saves the whole schedule (owner and admin). */
export const updateExpiryReminders = (settings: ExpiryReminderSettings) =>
  apiFetch<UpdateExpiryRemindersResponse>(expiryRemindersKey, { method: 'PUT', body: settings });

/** Undelivered mail, newest first (the Settings page's undelivered-mail view). */
export const undeliveredMailKey = (page: number) => `/mail/undelivered?page=${page}`;
export const fetchUndeliveredMail = (key: string) => apiFetch<UndeliveredMailResponse>(key);
/** Owners and admins only (403 otherwise): pass `false` for anyone else, and nothing is asked. */
export function useUndeliveredMail(page: number, enabled = true) {
  return useSWR(enabled ? undeliveredMailKey(page) : null, fetchUndeliveredMail);
}

/** Sends an undelivered mail again (owner and admin); 404 for another customer's, 409 when it is no longer undelivered. */
export const resendMail = (id: number) => apiFetch<ResendMailResponse>(`/mail/undelivered/${id}/resend`, { method: 'POST' });
