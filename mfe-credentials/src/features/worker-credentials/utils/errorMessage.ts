import { ApiError } from 'shared-api';

/**
 * The server's explanation of a refused call (a 4xx message such as a validation or permission message),
 * else `fallback`: network failures and server errors have nothing useful to tell the person.
 */
export function serverMessage(cause: unknown, fallback: string): string {
  return cause instanceof ApiError && cause.status >= 400 && cause.status < 500 && cause.message ? cause.message : fallback;
}
