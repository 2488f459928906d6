import { useMemo } from 'react';
import { useLocale } from '../i18n/useT';
import { formatFileSize } from './fileSize';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  formatTime,
  type DateInput,
  type DateStyle,
} from './intl';

/**
 * The formatters bound to the current language; the component re-renders when it changes.
 * `const format = useFormat(); format.date(worker.expiry_date); format.relative(credential.expires_at)`.
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      date: (value: DateInput, style?: DateStyle) => formatDate(value, { locale, style }),
      dateTime: (value: DateInput) => formatDateTime(value, { locale }),
      time: (value: DateInput) => formatTime(value, { locale }),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, { ...options, locale }),
      currency: (amount: number, currency = 'CAD') => formatCurrency(amount, { locale, currency }),
      relative: (value: DateInput, now?: DateInput) => formatRelativeTime(value, { locale, now }),
      fileSize: (bytes: number) => formatFileSize(bytes, { locale }),
    }),
    [locale],
  );
}
