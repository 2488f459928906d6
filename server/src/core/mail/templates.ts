import { DEFAULT_LOCALE, t, type Locale, type MessageParams } from '../i18n';
import { renderActionMail, type RenderedMail } from './render';

/**
 * The e-mails the portal sends, in the recipient's language: each takes the locale to write in (a worker's
 * preferred_language for e-mails about or to a worker) and takes every text from the core catalogs' `mail.*`.
 */

/** The catalog's `mail.<name>` e-mail: a greeting, its `body` paragraph, a button to `link` and a footnote. */
function greetingActionMail(name: string, params: MessageParams, link: string, locale: Locale, body = 'body'): RenderedMail {
  const text = (key: string) => t(locale, `mail.${name}.${key}`, params);
  return renderActionMail({
    locale,
    subject: text('subject'),
    paragraphs: [text('greeting'), text(body)],
    action: { label: text('action'), url: link },
    footnote: text('footnote'),
  });
}

/** To someone given access to a worker's credential wallet; written in the worker's language. */
export function walletAccessMail(
  input: { workerName: string; customerName: string; link: string },
  locale: Locale = DEFAULT_LOCALE,
): RenderedMail {
  return greetingActionMail('wallet_access', input, input.link, locale);
}

/** To a worker whose employer asks for an updated copy of a credential; the link opens the public update page. */
export function credentialUpdateRequestMail(
  input: {
    workerName: string;
    customerName: string;
    credentialName: string;
    message: string | null;
    link: string;
  },
  locale: Locale = DEFAULT_LOCALE,
): RenderedMail {
  const { message, ...names } = input;
  const text = (key: string) => t(locale, `mail.credential_update_request.${key}`, names);
  return renderActionMail({
    locale,
    subject: text('subject'),
    paragraphs: [
      text('greeting'),
      text('body'),
      ...(message ? [t(locale, 'mail.credential_update_request.their_message', { message })] : []),
    ],
    action: { label: text('action'), url: input.link },
    footnote: text('footnote'),
  });
}

/**
 * To a worker asked for a credential: by a crew that follows it, or by the customer itself (`crew` null: a request
 * sent again from the worker panel names the customer instead). The link opens the public fulfil page.
 */
export function credentialRequestMail(
  input: { worker: string; customer: string; crew: string | null; credential: string; message: string | null; link: string },
  locale: Locale,
): RenderedMail {
  const { message, link, crew, ...rest } = input;
  const names = { ...rest, crew: crew ?? '' };
  const text = (key: string) => t(locale, `mail.credential_request.${crew === null && (key === 'subject' || key === 'body') ? `${key}_customer` : key}`, names);
  return renderActionMail({
    locale,
    subject: text('subject'),
    paragraphs: [text('greeting'), text('body'), ...(message ? [t(locale, 'mail.credential_request.their_message', { message })] : [])],
    action: { label: text('action'), url: link },
    footnote: text('footnote'),
  });
}

/** To a user who asked to reset their password (or to whoever typed their e-mail): the link opens the public reset page. */
export function passwordResetMail(input: { email: string; link: string; minutes: number }, locale: Locale = DEFAULT_LOCALE): RenderedMail {
  return greetingActionMail('password_reset', input, input.link, locale);
}

/**
 * To a user whose correct password came from a browser new to the account while the account is under attack: the
 * one-time code that finishes the sign-in there. No link: the code is typed where the password was.
 */
export function loginCodeMail(input: { email: string; code: string; minutes: number }, locale: Locale = DEFAULT_LOCALE): RenderedMail {
  const text = (key: string) => t(locale, `mail.login_code.${key}`, input);
  return renderActionMail({ locale, subject: text('subject'), paragraphs: [text('greeting'), text('body'), input.code], footnote: text('footnote') });
}

/** To someone invited to join a customer as admin or member; the link opens the public accept-invitation page. */
export function inviteMail(
  input: { customerName: string; inviterName: string | null; role: 'admin' | 'member'; link: string; days: number },
  locale: Locale = DEFAULT_LOCALE,
): RenderedMail {
  const params = { customerName: input.customerName, inviterName: input.inviterName ?? '', role: t(locale, `mail.invite.roles.${input.role}`), days: input.days };
  return greetingActionMail('invite', params, input.link, locale, input.inviterName ? 'body' : 'body_no_inviter');
}

/** A credential reaches one of the customer's reminder thresholds: to a user of the customer, in their language. */
export function expiryReminderMail(
  input: { recipientName: string; customerName: string; workerName: string; credentialName: string; date: string; relative: string; link: string },
  locale: Locale = DEFAULT_LOCALE,
): RenderedMail {
  return greetingActionMail('expiry_reminder', input, input.link, locale);
}

/** The same reminder to the worker whose credential it is, in the worker's language; workers have no portal sign-in. */
export function workerExpiryReminderMail(
  input: { customerName: string; workerName: string; credentialName: string; date: string; relative: string },
  locale: Locale = DEFAULT_LOCALE,
): RenderedMail {
  const text = (key: string) => t(locale, `mail.expiry_reminder_worker.${key}`, input);
  return renderActionMail({ locale, subject: text('subject'), paragraphs: [text('greeting'), text('body')], footnote: text('footnote') });
}

export interface DigestLine {
  workerName: string;
  credentialName: string;
  /** The expiry date, already written in the mail's language. */
  date: string;
}

/** The weekly digest: what expires in the next 30 days and what expired in the last 7, one line each. */
export function expiryDigestMail(
  input: {
    recipientName: string;
    customerName: string;
    expiring: DigestLine[];
    /** How many more expire than the lines list (a long list is cut). */
    expiringMore?: number;
    expired: DigestLine[];
    expiredMore?: number;
    link: string;
  },
  locale: Locale = DEFAULT_LOCALE,
): RenderedMail {
  const names = { recipientName: input.recipientName, customerName: input.customerName };
  const text = (key: string, params: Record<string, string | number> = {}) => t(locale, `mail.expiry_digest.${key}`, { ...names, ...params });
  const lines = (list: DigestLine[], more = 0) => [...list.map((line) => text('line', { ...line })), ...(more > 0 ? [text('more', { count: more })] : [])];
  return renderActionMail({
    locale,
    subject: text('subject'),
    paragraphs: [
      text('greeting'),
      ...(input.expiring.length > 0 ? [text('expiring_heading', { count: input.expiring.length + (input.expiringMore ?? 0) }), ...lines(input.expiring, input.expiringMore)] : [text('none_expiring')]),
      ...(input.expired.length > 0 ? [text('expired_heading', { count: input.expired.length + (input.expiredMore ?? 0) }), ...lines(input.expired, input.expiredMore)] : [text('none_expired')]),
    ],
    action: { label: text('action'), url: input.link },
    footnote: text('footnote'),
  });
}
