import { msg, translate, type Locale, type Message } from '../../core/i18n';
import type enCA from './i18n/en-CA.json';

/** A field's name as the messages write it ("credential name", « nom de l’attestation »): a key of the area's `attributes`. */
export type CredentialAttribute = keyof (typeof enCA)['attributes'];

export const attribute = (name: CredentialAttribute): Message => msg(`credentials:attributes.${name}`);
/** "The {attribute} field is required." (core). */
export const requiredMessage = (name: CredentialAttribute): Message => msg('validation.required', { attribute: attribute(name) });
/** "The {attribute} may not be greater than {max} characters." */
export const tooLongMessage = (name: CredentialAttribute, max: number): Message =>
  msg('credentials:validation.too_long', { attribute: attribute(name), max });

/**
 * A message kept in the database and shown later (a bulk upload's error and row outcomes, a parse job's error):
 * stored as msg() tokens (a list of them for a row's several sentences) and written in the reader's locale when
 * read. Rows stored before hold plain English text, which passes through unchanged.
 */
export type StoredMessage = string | string[];

export function readStoredMessage(stored: StoredMessage, locale: Locale): string {
  return Array.isArray(stored) ? stored.map((message) => translate(message, locale)).join(' ') : translate(stored, locale);
}
