const grouped = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 2 });

/** '7h 30m', '45m', '8h', '1,250h 15m' — a duration in minutes as hours and minutes. */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${grouped.format(hours)}h` : `${grouped.format(hours)}h ${rest}m`;
}

/** Decimal hours for totals: 450 minutes → '7.5', 75030 → '1,250.5'. */
export function decimalHours(totalMinutes: number): string {
  return grouped.format(totalMinutes / 60);
}

/** '07:30 – 15:00', one side only when the other is missing, '' when neither is set. */
export function timeRange(start: string | null, end: string | null): string {
  const short = (time: string | null) => (time ? time.slice(0, 5) : '');
  if (!start && !end) return '';
  return `${short(start) || '?'} – ${short(end) || '?'}`;
}
