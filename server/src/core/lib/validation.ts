import { msg, type Message } from '../i18n';
import { isoDate } from './time';

/** A pragmatic address check: something@domain.tld without spaces (what the form's e-mail input accepts). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "The email field must be a valid email address.", or with another field's name (a message of its catalog's attributes). */
export const emailMessage = (attribute: Message = msg('attributes.email')): Message => msg('validation.email', { attribute });

/** The years a date of the portal may fall in: every real birth, issue, expiry or work date, and all PostgreSQL stores. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

/** The one date rule: a real calendar day written YYYY-MM-DD (rejects 2025-02-30) within FIRST_YEAR–LAST_YEAR. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === value;
}
