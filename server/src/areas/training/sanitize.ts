import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'blockquote', 'a', 'img', 'span'],
  // target and rel are the ones transformTags sets; whatever the stored HTML says for them is replaced.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/**
 * A provider's description as HTML the page may render: text formatting, lists, headings, links and pictures only.
 * Scripts, styles, frames and forms are dropped with their content, every event handler (on…) and style attribute
 * goes, links and pictures keep http(s) (and mailto) addresses only, and links open in a new tab without the opener.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
