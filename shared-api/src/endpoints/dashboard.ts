import useSWR from 'swr';
import { apiFetch } from '../client';
import type {
  CredentialsResponse,
  CrewsSummaryResponse,
  ExpiringFilter,
  NotificationsSummaryResponse,
  WorkerTagsSummaryResponse,
  WorkersSummaryResponse,
} from '../types';

/** The spec's dashboard summary size. */
export const SUMMARY_LIMIT = 10;

export const fetchWorkersSummary = (limit = SUMMARY_LIMIT) =>
  apiFetch<WorkersSummaryResponse>('/summaries/workers', { query: { limit } });
export const fetchCrewsSummary = (limit = SUMMARY_LIMIT) =>
  apiFetch<CrewsSummaryResponse>('/summaries/crews', { query: { limit } });
export const fetchNotificationsSummary = (limit = SUMMARY_LIMIT) =>
  apiFetch<NotificationsSummaryResponse>('/summaries/notifications', { query: { limit } });
export const fetchWorkerTagsSummary = () => apiFetch<WorkerTagsSummaryResponse>('/summaries/worker-tags');

export interface CredentialsQuery {
  expiring?: ExpiringFilter;
  page?: number;
  search?: string;
  /** 'needs_review': only the credentials nobody confirmed yet. */
  review?: '' | 'needs_review';
}

export const fetchCredentials = (query: CredentialsQuery = {}) =>
  apiFetch<CredentialsResponse>('/credentials', { query: { ...query, review: query.review || undefined } });

export function useWorkersSummary() {
  return useSWR(['/summaries/workers', SUMMARY_LIMIT], () => fetchWorkersSummary());
}
export function useCrewsSummary() {
  return useSWR(['/summaries/crews', SUMMARY_LIMIT], () => fetchCrewsSummary());
}
export function useNotificationsSummary() {
  return useSWR(['/summaries/notifications', SUMMARY_LIMIT], () => fetchNotificationsSummary());
}
export function useWorkerTagsSummary() {
  return useSWR('/summaries/worker-tags', fetchWorkerTagsSummary);
}
/** null asks nothing (a customer without the credentials feature must not call the gated endpoint). */
export function useCredentials(query: CredentialsQuery | null) {
  return useSWR(query ? ['/credentials', query.expiring ?? '', query.page ?? 1, query.search ?? '', query.review ?? ''] : null, () =>
    fetchCredentials(query as CredentialsQuery),
  );
}
