import { ApiError } from 'shared-api';

/** The text to show for a failed call: the server's first field message, else its message, else `fallback`. */
export function errorMessage(cause: unknown, fallback: string): string {
  if (cause instanceof ApiError) {
    const firstFieldError = Object.values(cause.errors)[0]?.[0];
    return firstFieldError ?? (cause.message || fallback);
  }
  return fallback;
}
