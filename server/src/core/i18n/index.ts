import i18next from 'i18next';
import type { FastifyRequest } from 'fastify';
import enCA from './en-CA.json';
import frCA from './fr-CA.json';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { prettyDate } from '../lib/dates';

/**
 * The server's messages in en-CA and fr-CA (ARCHITECTURE.md, "Languages"). Code never writes a user-visible
 * text: it names a catalog key. Where a text is needed before the reader's language is known (a zod schema's
 * message, an HttpError, a validationError field), `msg(key, params)` stands in for it and the error handler
 * translates it into the request's locale; where the locale is known (a handler's success message, an e-mail),
 * `t(request or locale, key, params)` answers the text at once. docs/architecture.md, "Server messages in two
 * languages", tells how to convert an area.
 */

export interface Catalog {
  [key: string]: string | Catalog;
}

/** The core namespace: keys without a `namespace:` prefix are looked up here. */
export const CORE_NAMESPACE = 'core';

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: { 'en-CA': { [CORE_NAMESPACE]: enCA }, 'fr-CA': { [CORE_NAMESPACE]: frCA } },
  lng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  // A key missing from fr-CA shows the English text rather than the key (the catalogs test keeps them complete).
  fallbackLng: DEFAULT_LOCALE,
  ns: [CORE_NAMESPACE],
  defaultNS: CORE_NAMESPACE,
  // Answers are JSON; e-mails escape their HTML part themselves (core/mail/render.ts).
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Adds an area's catalogs under its namespace (the area's folder name), so its keys read `workers:created`.
 * Called by the area's index.ts with its `i18n/{en-CA,fr-CA}.json`.
 */
export function registerCatalogs(namespace: string, catalogs: Record<Locale, Catalog>): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, namespace, catalogs[locale], true, true);
}

/** Whether a key (with its namespace prefix, if any) has a text in the locale's catalog. */
export const hasKey = (key: string, locale: Locale = DEFAULT_LOCALE) => i18n.exists(key, { lng: locale, fallbackLng: false });

declare const MESSAGE: unique symbol;
/** A catalog key and its parameters, carried where a string is expected until the reader's locale is known. */
export type Message = string & { readonly [MESSAGE]: true };

/**
 * A list written in the reader's language ("PNG or JPEG", « PNG ou JPEG »), through Intl.ListFormat; `unit` joins
 * with commas alone in English ("3 rows imported, 2 already on file") and with « et » before the last in French.
 */
export interface ListParam {
  list: MessageParam[];
  type: 'or' | 'and' | 'unit';
}

/** A calendar day (YYYY-MM-DD) written in the reader's language ('Feb 20, 2027', « 20 févr. 2027 »). */
export interface DateParam {
  date: string;
}

export type MessageParam = string | number | Message | ListParam | DateParam;
export type MessageParams = Record<string, MessageParam>;

/** A private-use character: no text a person types or a library writes starts with it. */
const MARK = '\u{E000}';

/**
 * A message to be translated where it is shown: `msg('validation.required', { attribute: msg('attributes.email') })`.
 * A parameter may itself be a message (translated first) or a list (`oneOf`, `allOf`); `count` chooses the plural.
 */
export function msg(key: string, params?: MessageParams): Message {
  return `${MARK}${JSON.stringify(params === undefined ? [key] : [key, params])}` as Message;
}

export const oneOf = (list: MessageParam[]): ListParam => ({ list, type: 'or' });
export const calendarDate = (date: string): DateParam => ({ date });
export const allOf = (list: MessageParam[]): ListParam => ({ list, type: 'and' });
export const listOf = (list: MessageParam[]): ListParam => ({ list, type: 'unit' });

export const isMessage = (value: unknown): value is Message => typeof value === 'string' && value.startsWith(MARK);

const listFormats = new Map<string, Intl.ListFormat>();
function formatList(param: ListParam, locale: Locale): string {
  const id = `${locale}:${param.type}`;
  let format = listFormats.get(id);
  const type = ({ or: 'disjunction', and: 'conjunction', unit: 'unit' } as const)[param.type];
  if (!format) listFormats.set(id, (format = new Intl.ListFormat(locale, { type, style: param.type === 'unit' ? 'short' : 'long' })));
  return format.format(param.list.map((item) => String(translateParam(item, locale))));
}

function translateParam(value: MessageParam, locale: Locale): string | number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return translate(value, locale);
  if ('date' in value) return prettyDate(value.date, locale) ?? value.date;
  return formatList(value, locale);
}

function text(key: string, params: MessageParams | undefined, locale: Locale): string {
  const options: Record<string, unknown> = { lng: locale };
  for (const [name, value] of Object.entries(params ?? {})) options[name] = translateParam(value, locale);
  return i18n.t(key, options) as string;
}

/** The text of a message in the locale; any other string (a text not converted yet) is returned as it is. */
export function translate(message: string, locale: Locale): string {
  if (!isMessage(message)) return message;
  let decoded: [string, MessageParams?];
  try {
    decoded = JSON.parse(message.slice(MARK.length));
  } catch {
    return message; // Someone's text that merely starts with the mark.
  }
  return text(decoded[0], decoded[1], locale);
}

/** The locale of a request (resolved by the onRequest hook, see core/i18n/locale.ts), or the locale itself. */
export const localeOf = (target: FastifyRequest | Locale): Locale =>
  typeof target === 'string' ? target : (target.locale ?? DEFAULT_LOCALE);

/** A text in the request's (or the given) locale, for what a handler answers itself: `t(request, 'workers:created')`. */
export function t(target: FastifyRequest | Locale, key: string, params?: MessageParams): string {
  return text(key, params, localeOf(target));
}

/** Every message of a 422's `errors` in the locale. */
export function translateErrors(errors: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => translate(message, locale))]));
}

export { DEFAULT_LOCALE, LOCALES, isLocale, negotiateLocale, type Locale } from './locales';
export { registerLocale } from './plugin';
