import { changeLocale } from '../../i18n/i18n';
import { formatFileSize } from '../fileSize';
import { formatCurrency, formatDate, formatDateTime, formatNumber, formatRelativeTime, formatTime, toDate } from '../intl';
import { SUPPORTED_LOCALES } from '../../i18n/locales';

// Intl separates groups and units with no-break spaces (U+00A0, U+202F); the expectations spell them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const afternoon = new Date(2025, 5, 14, 15, 30);

describe('dates and times', () => {
  it.each([
    ['en-CA', 'Jun 14, 2025', '2025-06-14', 'June 14, 2025'],
    ['fr-CA', '14 juin 2025', '2025-06-14', '14 juin 2025'],
  ] as const)('formats a day in %s', (locale, medium, short, long) => {
    expect(formatDate(afternoon, { locale })).toBe(medium);
    expect(formatDate(afternoon, { locale, style: 'short' })).toBe(short);
    expect(formatDate(afternoon, { locale, style: 'long' })).toBe(long);
  });

  it('formats a day and a time', () => {
    expect(plain(formatDateTime(afternoon, { locale: 'en-CA' }))).toBe('Jun 14, 2025, 3:30 p.m.');
    expect(plain(formatDateTime(afternoon, { locale: 'fr-CA' }))).toBe('14 juin 2025, 15 h 30');
    expect(plain(formatTime(afternoon, { locale: 'fr-CA' }))).toBe('15 h 30');
  });

  it('reads a calendar date as that day wherever the reader is, and ISO date-times as instants', () => {
    expect(toDate('2025-06-14')).toEqual(new Date(2025, 5, 14));
    expect(formatDate('2025-06-14', { locale: 'fr-CA' })).toBe('14 juin 2025');
    expect(toDate('2025-06-14T15:30:00Z').getTime()).toBe(Date.UTC(2025, 5, 14, 15, 30));
  });

  it('formats in the current language when none is given', async () => {
    expect(formatDate(afternoon)).toBe('Jun 14, 2025');
    await changeLocale('fr-CA');
    expect(formatDate(afternoon)).toBe('14 juin 2025');
  });
});

describe('numbers and money', () => {
  it('groups and separates decimals as each language writes them', () => {
    expect(formatNumber(1234567.891, { locale: 'en-CA' })).toBe('1,234,567.891');
    expect(plain(formatNumber(1234567.891, { locale: 'fr-CA' }))).toBe('1 234 567,891');
    expect(plain(formatNumber(0.45, { locale: 'fr-CA', style: 'percent' }))).toBe('45 %');
  });

  it('writes the counts it answers without building a formatter exactly as Intl writes them, in both languages', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      for (let value = -1001; value <= 1001; value += 1) expect(formatNumber(value, { locale })).toBe(intl.format(value));
      expect(formatNumber(-0, { locale })).toBe(intl.format(-0));
      expect(formatNumber(12.5, { locale })).toBe(intl.format(12.5));
    }
    expect(plain(formatNumber(999, { locale: 'fr-CA', style: 'percent' }))).toBe('99 900 %');
  });

  it('writes Canadian dollars', () => {
    expect(formatCurrency(1234.5, { locale: 'en-CA' })).toBe('$1,234.50');
    expect(plain(formatCurrency(1234.5, { locale: 'fr-CA' }))).toBe('1 234,50 $');
    expect(plain(formatCurrency(20, { locale: 'fr-CA', currency: 'USD' }))).toBe('20,00 $ US');
  });
});

describe('relative times', () => {
  const now = new Date(2025, 5, 14, 12, 0);
  const days = (count: number) => new Date(now.getTime() + count * 24 * 60 * 60 * 1000);

  it.each([
    [days(2 * 365), 'in 2 years', 'dans 2 ans'],
    [days(-3), '3 days ago', 'il y a 3 jours'],
    [days(-1), 'yesterday', 'hier'],
    [days(1), 'tomorrow', 'demain'],
    [days(14), 'in 2 weeks', 'dans 2 semaines'],
    [days(-60), '2 months ago', 'il y a 2 mois'],
    [new Date(now.getTime() - 5 * 60 * 1000), '5 minutes ago', 'il y a 5 minutes'],
    [new Date(now.getTime() + 3 * 60 * 60 * 1000), 'in 3 hours', 'dans 3 heures'],
    [now, 'now', 'maintenant'],
  ])('says how far %s is', (value, english, french) => {
    expect(formatRelativeTime(value, { locale: 'en-CA', now })).toBe(english);
    expect(formatRelativeTime(value, { locale: 'fr-CA', now })).toBe(french);
  });

  it('can always give a number', () => {
    expect(formatRelativeTime(days(-1), { locale: 'en-CA', now, numeric: 'always' })).toBe('1 day ago');
    expect(formatRelativeTime(days(-1), { locale: 'fr-CA', now, numeric: 'always' })).toBe('il y a 1 jour');
  });

  it('takes calendar dates', () => {
    expect(formatRelativeTime('2027-06-14', { locale: 'en-CA', now: '2025-06-14' })).toBe('in 2 years');
  });
});

describe('formatFileSize in French', () => {
  it.each([
    [840, '840 o'],
    [12_600, '12 ko'],
    [3.45 * 1024 * 1024, '3,5 Mo'],
    [10 * 1024 * 1024, '10 Mo'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(plain(formatFileSize(bytes, { locale: 'fr-CA' }))).toBe(text);
  });
});
