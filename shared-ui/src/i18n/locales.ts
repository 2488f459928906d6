/** The portal's languages: English and French as written in Canada. */
export const SUPPORTED_LOCALES = ['en-CA', 'fr-CA'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** What is shown when nothing better is known, and where a missing translation falls back to. */
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** Each language named in itself, as a language switch lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** 'fr', 'fr-FR', 'FR-ca', 'fr_CA' → 'fr'; '*' and blanks → ''. */
function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The best supported locale for a list of language tags in order of preference, as `navigator.languages` gives
 * them or as an Accept-Language header lists them ('fr-CA,fr;q=0.9,en;q=0.8'; q-values are honoured). Any
 * French (fr, fr-FR, fr-CA, fr-BE …) is fr-CA, any English is en-CA; the first tag that is either wins, and a
 * list with neither gives en-CA.
 */
export function pickLocale(languages: readonly string[]): Locale {
  const ranked = languages
    .flatMap((entry) => entry.split(','))
    .map((entry, index) => {
      const [tag, ...params] = entry.split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase().replace('_', '-'));
    if (exact) return exact;
    const language = primarySubtag(tag);
    const sameLanguage = SUPPORTED_LOCALES.find((locale) => primarySubtag(locale) === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}
