import { getJobsFeedT } from '../../../i18n';

// A host name: labels of letters, digits and inner hyphens, at least two of them, a letter-only top level.
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * What a person typed, as the host name the feed's CORS compares with a browser's Origin: lower case, without
 * a scheme, path or trailing dot ("https://Careers.Example.ca/jobs" → "careers.example.ca").
 */
export function normaliseDomain(typed: string): string {
  return typed
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
}

/** The message to show beside the field, or null when the domain can be sent. */
export function domainError(typed: string, listed: readonly string[]): string | null {
  const t = getJobsFeedT();
  const domain = normaliseDomain(typed);
  if (!domain) return t('integration.domains.required');
  if (!HOST.test(domain)) return t('integration.domains.invalid');
  if (listed.includes(domain)) return t('integration.domains.duplicate', { domain });
  return null;
}
