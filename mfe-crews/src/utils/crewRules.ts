import { matchesSearch } from 'shared-ui';

/** The spec's constants for crews (part 2 §9), in one place for the pages and their tests. */
export const CARD_TAGS_SHOWN = 5;
export const TABLE_WORKERS_SHOWN = 3;
export const WORKER_SEARCH_MIN = 3;
export const CREDENTIAL_SEARCH_DELAY_MS = 750;
export const CREDENTIAL_NAME_MIN = 3;
export const FOLLOW_ADDED_MS = 3000;
export const DAILY_STEP_DAYS = 7;
export const YEARS_LISTED = 5;

/** The credential search runs only for more than 2 characters. */
export const isCredentialSearch = (text: string) => text.trim().length > 2;

/** A new crew credential needs a name of at least 3 characters. */
export const isCredentialName = (text: string) => text.trim().length >= CREDENTIAL_NAME_MIN;

/** The first `shown` items and how many more there are (+N). */
export function firstOf<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

export interface SearchableWorker {
  full_name: string;
  email: string | null;
}

/**
 * The add-worker list's local search: from 3 characters, on name or e-mail, ignoring case and accents ("cote"
 * finds Côté); shorter text filters nothing.
 */
export function filterWorkers<W extends SearchableWorker>(workers: readonly W[], text: string): W[] {
  const needle = text.trim();
  if (needle.length < WORKER_SEARCH_MIN) return [...workers];
  return workers.filter((worker) => matchesSearch(worker.full_name, needle) || matchesSearch(worker.email ?? '', needle));
}

/** The current year and the 4 years before it, newest first. */
export function yearOptions(today = new Date()): number[] {
  const year = today.getFullYear();
  return Array.from({ length: YEARS_LISTED }, (_, index) => year - index);
}

/** 'YYYY-MM-DD' of a local date. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
