/** How many workers or crews a time log filter offers at a time; typing searches all of the customer's. */
export const TIME_LOG_OPTIONS_SHOWN = 20;

/**
 * GET /json/time-logs/options/workers and /options/crews: `search` (each word starts a first or last name; a crew
 * name contains it), `id` (the chosen one, answered as `chosen` whatever the search, so its name can be shown).
 */
export interface TimeLogOptionsQuery {
  search?: string;
  id?: number;
}

/** The customer's workers (all of them, not only those with logs) matching the search, at most TIME_LOG_OPTIONS_SHOWN. */
export interface TimeLogWorkerOptionsResponse {
  workers: Array<{ id: number; full_name: string }>;
  /** More match than are listed: type more to narrow. */
  has_more: boolean;
  /** The worker `id` named, when it is the customer's. */
  chosen: { id: number; full_name: string } | null;
}

export interface TimeLogCrewOptionsResponse {
  crews: Array<{ id: number; name: string }>;
  has_more: boolean;
  chosen: { id: number; name: string } | null;
}
