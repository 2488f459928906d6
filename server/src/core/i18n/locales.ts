/** The two languages of the portal: Canadian English (the spec's texts) and Canadian French. */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The locale a language tag's primary subtag asks for (fr, fr-FR, fr-CA → fr-CA), or null for another language. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.split('-')[0].toLowerCase();
  if (primary === 'fr') return 'fr-CA';
  if (primary === 'en') return 'en-CA';
  return null;
}

/**
 * The best of our locales for an Accept-Language header: the language of highest quality we speak (the first
 * listed among equals), else en-CA. `de, fr;q=0.8, en;q=0.5` → fr-CA.
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag, ...attributes] = part.trim().split(';');
    const locale = localeOfTag(tag.trim());
    if (!locale) continue;
    const quality = attributes.map((a) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(a)?.[1]).find((q) => q !== undefined);
    const q = quality === undefined ? 1 : Number(quality);
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
