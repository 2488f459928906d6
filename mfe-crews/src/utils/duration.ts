import { formatNumber, type Locale } from 'shared-ui';
import { getCrewsT } from '../i18n';

/** '7h 30m', '45m', '8h' (fr-CA '7 h 30 min'): a duration in minutes as hours and minutes. */
export function formatDuration(totalMinutes: number, locale?: Locale): string {
  const t = getCrewsT(locale);
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('duration.minutes', { minutes: rest });
  const grouped = formatNumber(hours, { locale });
  return rest === 0 ? t('duration.hours', { hours: grouped }) : t('duration.hoursMinutes', { hours: grouped, minutes: rest });
}

/** '07:30 – 15:00', one side only when the other is missing, '' when neither is set. */
export function timeRange(start: string | null, end: string | null): string {
  const short = (time: string | null) => (time ? time.slice(0, 5) : '');
  if (!start && !end) return '';
  return `${short(start) || '?'} – ${short(end) || '?'}`;
}

/** 'Ana, Bo and Cy' (fr-CA 'Ana, Bo et Cy'). */
export function listOf(names: string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}
