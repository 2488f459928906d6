import { currentLocale } from '../i18n/i18n';
import { getT } from '../i18n/useT';
import type { UiCatalog } from '../i18n/ui';
import { formatNumber, type LocaleOption } from './intl';

/**
 * How big a file is, in the units a person reads: '840 B', '12 KB', '3.4 MB' in English,
 * '840 o', '12 ko', '3,4 Mo' in French.
 */
export function formatFileSize(bytes: number, { locale = currentLocale() }: LocaleOption = {}): string {
  const t = getT<UiCatalog>('ui', locale);
  const number = (value: number, digits = 0) => formatNumber(value, { locale, maximumFractionDigits: digits, minimumFractionDigits: digits, useGrouping: false });
  if (bytes < 1024) return t('fileSize.bytes', { size: number(bytes) });
  if (bytes < 1024 * 1024) return t('fileSize.kilobytes', { size: number(Math.round(bytes / 1024)) });
  const megabytes = bytes / (1024 * 1024);
  return t('fileSize.megabytes', { size: megabytes < 10 ? number(megabytes, 1) : number(Math.round(megabytes)) });
}
