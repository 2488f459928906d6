/** The spec's thresholds (§9): Morning before 12:00, Afternoon before 18:00, otherwise Evening. */
export const AFTERNOON_STARTS_AT = 12;
export const EVENING_STARTS_AT = 18;

/** "Good Morning, Ada" by the browser's local time; without a first name just "Good Morning". */
export function greeting(now: Date, firstName?: string | null): string {
  const hour = now.getHours();
  const period = hour < AFTERNOON_STARTS_AT ? 'Morning' : hour < EVENING_STARTS_AT ? 'Afternoon' : 'Evening';
  const name = firstName?.trim();
  return name ? `Good ${period}, ${name}` : `Good ${period}`;
}
