/** Spec part 1 §9. */
export const MIN_PASSWORD_LENGTH = 8;

/** The spec's client-side check of the login details form; null when they may be sent. */
export function validateLoginDetails(username: string, password: string): string | null {
  if (username.trim() === '' || password === '') return 'Username and password are required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters long';
  return null;
}
