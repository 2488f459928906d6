import { DEFAULT_LOCALE, t, type Locale } from '../i18n';
import { renderActionMail, type RenderedMail } from './render';

/**
 * The e-mails the portal sends, in the recipient's language: each takes the locale to write in (a worker's
 * preferred_language for e-mails about or to a worker) and takes every text from the core catalogs' `mail.*`.
 */

/** To someone given access to a worker's credential wallet; written in the worker's language. */
export function walletAccessMail(
  input: { workerName: string; customerName: string; link: string },
  locale: Locale = DEFAULT_LOCALE,
): RenderedMail {
  const text = (key: string) => t(locale, `mail.wallet_access.${key}`, input);
  return renderActionMail({
    locale,
    subject: text('subject'),
    paragraphs: [text('greeting'), text('body')],
    action: { label: text('action'), url: input.link },
    footnote: text('footnote'),
  });
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
