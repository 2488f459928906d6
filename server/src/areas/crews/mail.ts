import { t, type Locale } from '../../core/i18n';
import { renderActionMail, type RenderedMail } from '../../core/mail';

/** The crews area's e-mails, each written in its recipient's language from the area's catalog (`crews:mail.*`). */

/** To the recipient of a crew share; the link opens the public shared-crew page. */
export function crewShareMail(
  input: { recipient: string; sender: string; customer: string; crew: string; message: string; link: string; expires: string | null },
  locale: Locale,
): RenderedMail {
  const { message, link, expires, ...names } = input;
  const text = (key: string) => t(locale, `crews:mail.share.${key}`, names);
  return renderActionMail({
    locale,
    subject: text('subject'),
    paragraphs: [
      ...(names.recipient ? [text('greeting')] : []),
      text('body'),
      ...(message ? [t(locale, 'crews:mail.share.their_message', { message })] : []),
      ...(expires ? [t(locale, 'crews:mail.share.expires', { date: expires })] : []),
    ],
    action: { label: text('action'), url: link },
    footnote: text('footnote'),
  });
}

/** Request a Crew: asks another company to share a crew; the link opens the portal's crews page. */
export function crewShareRequestMail(
  input: { sender: string; customer: string; email: string; message: string; link: string },
  locale: Locale,
): RenderedMail {
  const { message, link, ...names } = input;
  const text = (key: string) => t(locale, `crews:mail.share_request.${key}`, names);
  return renderActionMail({
    locale,
    subject: text('subject'),
    paragraphs: [text('body'), t(locale, 'crews:mail.share_request.their_message', { message })],
    action: { label: text('action'), url: link },
  });
}
