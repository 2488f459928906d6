import useSWR from 'swr';
import { apiFetch } from '../client';
import type {
  MessageResponse,
  TimeLogFilters,
  TimeLogInput,
  TimeLogResponse,
  TimeLogsResponse,
} from '../workers-types';
import type { TimeLogCrewOptionsResponse, TimeLogOptionsQuery, TimeLogWorkerOptionsResponse } from '../time-logs-types';

export const timeLogsKey = (filters: TimeLogFilters) =>
  ['/time-logs', filters.year ?? '', filters.month ?? '', filters.worker_id ?? '', filters.crew_id ?? '', filters.date ?? '', filters.page ?? 1] as const;

export const fetchTimeLogs = (filters: TimeLogFilters) => apiFetch<TimeLogsResponse>('/time-logs', { query: { ...filters } });

/** The time logs' searchable worker and crew (filters, edit form): all of the customer's workers (or crews) matching `search`, the chosen `id` named. */
export const timeLogWorkerOptionsKey = (query: TimeLogOptionsQuery) => ['/time-logs/options/workers', query.search ?? '', query.id ?? ''] as const;
export const fetchTimeLogWorkerOptions = (query: TimeLogOptionsQuery) =>
  apiFetch<TimeLogWorkerOptionsResponse>('/time-logs/options/workers', { query: { ...query } });
export const timeLogCrewOptionsKey = (query: TimeLogOptionsQuery) => ['/time-logs/options/crews', query.search ?? '', query.id ?? ''] as const;
export const fetchTimeLogCrewOptions = (query: TimeLogOptionsQuery) => apiFetch<TimeLogCrewOptionsResponse>('/time-logs/options/crews', { query: { ...query } });

/** `input.date` must be a calendar date (YYYY-MM-DD). */
export const updateTimeLog = (timeLogId: number, input: TimeLogInput) =>
  apiFetch<TimeLogResponse>(`/time-logs/${timeLogId}`, { method: 'PUT', body: input });

export const deleteTimeLog = (timeLogId: number) => apiFetch<MessageResponse>(`/time-logs/${timeLogId}`, { method: 'DELETE' });

export function useTimeLogs(filters: TimeLogFilters) {
  // Keeps the previous page on screen while the next one loads, so the table does not flash empty.
  return useSWR(timeLogsKey(filters), () => fetchTimeLogs(filters), { keepPreviousData: true });
}

/** Keeps the last answer on screen while the next search runs, so the list does not flash empty as one types. */
export function useTimeLogWorkerOptions(query: TimeLogOptionsQuery) {
  return useSWR(timeLogWorkerOptionsKey(query), () => fetchTimeLogWorkerOptions(query), { keepPreviousData: true });
}

export function useTimeLogCrewOptions(query: TimeLogOptionsQuery) {
  return useSWR(timeLogCrewOptionsKey(query), () => fetchTimeLogCrewOptions(query), { keepPreviousData: true });
}
