import useSWR from 'swr';
import { apiFetch } from '../client';
import type {
  MessageResponse,
  TimeLogFilters,
  TimeLogInput,
  TimeLogOptionsResponse,
  TimeLogResponse,
  TimeLogsResponse,
} from '../workers-types';

export const timeLogsKey = (filters: TimeLogFilters) =>
  ['/time-logs', filters.year ?? '', filters.month ?? '', filters.worker_id ?? '', filters.crew_id ?? '', filters.date ?? '', filters.page ?? 1] as const;

export const fetchTimeLogs = (filters: TimeLogFilters) => apiFetch<TimeLogsResponse>('/time-logs', { query: { ...filters } });

export const timeLogOptionsKey = '/time-logs/options';
export const fetchTimeLogOptions = () => apiFetch<TimeLogOptionsResponse>(timeLogOptionsKey);

/** `input.date` must be a calendar date (YYYY-MM-DD). */
export const updateTimeLog = (timeLogId: number, input: TimeLogInput) =>
  apiFetch<TimeLogResponse>(`/time-logs/${timeLogId}`, { method: 'PUT', body: input });

export const deleteTimeLog = (timeLogId: number) => apiFetch<MessageResponse>(`/time-logs/${timeLogId}`, { method: 'DELETE' });

export function useTimeLogs(filters: TimeLogFilters) {
  // Keeps the previous page on screen while the next one loads, so the table does not flash empty.
  return useSWR(timeLogsKey(filters), () => fetchTimeLogs(filters), { keepPreviousData: true });
}

export function useTimeLogOptions() {
  return useSWR(timeLogOptionsKey, fetchTimeLogOptions);
}
