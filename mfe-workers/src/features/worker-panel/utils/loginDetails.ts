import { MIN_PASSWORD_LENGTH } from 'shared-api';
import { getWorkersT } from '../../../i18n';

/** The spec's client-side check of the login details form; null when they may be sent. */
export function validateLoginDetails(username: string, password: string): string | null {
  if (username.trim() === '' || password === '') return getWorkersT()('login.required');
  if (password.length < MIN_PASSWORD_LENGTH) return getWorkersT()('login.tooShort', { min: MIN_PASSWORD_LENGTH });
  return null;
}
