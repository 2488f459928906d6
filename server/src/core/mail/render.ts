import { DEFAULT_LOCALE, t, type Locale } from '../i18n';

/** Every user-provided piece of text passes through here before it goes into an e-mail's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface ActionMail {
  /** The language the mail is written in (its texts are already in it; the frame's few words follow). */
  locale?: Locale;
  subject: string;
  paragraphs: string[];
  /** The button; a mail that asks for nothing in the portal (to a worker, who has no sign-in) has none. */
  action?: { label: string; url: string };
  /** A closing line under the button. */
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A plain e-mail with one call to action, as text and as HTML; all text is escaped in the HTML part. */
export function renderActionMail(mail: ActionMail): RenderedMail {
  const { action } = mail;
  if (action && !/^https?:\/\//.test(action.url)) throw new Error('E-mail links must be http(s) URLs.');
  const locale = mail.locale ?? DEFAULT_LOCALE;
  const actionLines = action ? [t(locale, 'mail.action_line', { label: action.label, url: action.url })] : [];
  const text = [...mail.paragraphs, ...actionLines, ...(mail.footnote ? [mail.footnote] : [])].join('\n\n');
  const paragraph = (content: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    ...mail.paragraphs.map(paragraph),
    ...(action
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(t(locale, 'mail.button_fallback', { url: action.url }))}</p>`,
        ]
      : []),
    ...(mail.footnote ? [`<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(mail.footnote)}</p>`] : []),
    '</div></body></html>',
  ].join('');
  return { subject: mail.subject, text, html };
}
