import { ApiError } from 'shared-api';

/** The server's own words for a refusal it explains (4xx); our text for anything else (5xx, no answer). */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}
