import { isLocale, pickLocale } from '../locales';

describe('pickLocale', () => {
  it.each([
    [['fr'], 'fr-CA'],
    [['fr-FR'], 'fr-CA'],
    [['fr-CA'], 'fr-CA'],
    [['FR-ca'], 'fr-CA'],
    [['fr_CA'], 'fr-CA'],
    [['fr-BE', 'en-US'], 'fr-CA'],
    [['en-US', 'fr-CA'], 'en-CA'],
    [['en-GB'], 'en-CA'],
    [['de-DE', 'fr'], 'fr-CA'],
    [['de-DE', 'es'], 'en-CA'],
    [[], 'en-CA'],
    [['*'], 'en-CA'],
  ] as const)('picks the best match for %j: %s', (languages, locale) => {
    expect(pickLocale(languages)).toBe(locale);
  });

  it('reads an Accept-Language header, honouring q-values', () => {
    expect(pickLocale(['fr-CA,fr;q=0.9,en;q=0.8'])).toBe('fr-CA');
    expect(pickLocale(['en;q=0.5, fr-FR;q=0.8'])).toBe('fr-CA');
    expect(pickLocale(['fr;q=0, en-US'])).toBe('en-CA');
    expect(pickLocale(['de, *;q=0.1'])).toBe('en-CA');
  });
});

describe('isLocale', () => {
  it('accepts only the supported locales, spelt exactly', () => {
    expect(isLocale('en-CA')).toBe(true);
    expect(isLocale('fr-CA')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('fr-ca')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
