import { formatNumber, type Locale } from 'shared-ui';
import { getWorkersT } from '../../../i18n';

/** '7h 30m', '45m', '8h', '1,250h 15m' (fr-CA: '7 h 30 min', '1 250 h 15 min') — a duration in minutes as hours and minutes. */
export function formatDuration(totalMinutes: number, locale?: Locale): string {
  const t = getWorkersT(locale);
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('timeLogs.duration.minutes', { minutes: rest });
  const grouped = formatNumber(hours, { locale });
  return rest === 0 ? t('timeLogs.duration.hours', { hours: grouped }) : t('timeLogs.duration.hoursMinutes', { hours: grouped, minutes: rest });
}

/** Decimal hours for totals: 450 minutes → '7.5', 75030 → '1,250.5' (fr-CA: '7,5', '1 250,5'). */
export function decimalHours(totalMinutes: number, locale?: Locale): string {
  return formatNumber(totalMinutes / 60, { locale, maximumFractionDigits: 2 });
}

/** '07:30 – 15:00', one side only when the other is missing, '' when neither is set. */
export function timeRange(start: string | null, end: string | null): string {
  const short = (time: string | null) => (time ? time.slice(0, 5) : '');
  if (!start && !end) return '';
  return `${short(start) || '?'} – ${short(end) || '?'}`;
}
