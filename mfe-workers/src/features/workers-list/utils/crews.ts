import type { Worker } from 'shared-api';

/** The spec's card rule: the first crew names, then '+ N more' when crews_count is over 3. */
export const CARD_CREW_NAMES = 3;

/** A card's crews line: 'North, South, East + 2 more', 'North, South', or 'No Crews'. */
export function crewsText(worker: Pick<Worker, 'crews' | 'crews_count'>): string {
  if (worker.crews_count <= 0) return 'No Crews';
  const names = worker.crews.slice(0, CARD_CREW_NAMES).map((crew) => crew.name);
  const more = worker.crews_count - names.length;
  if (names.length === 0) return worker.crews_count === 1 ? '1 crew' : `${worker.crews_count} crews`;
  return more > 0 ? `${names.join(', ')} + ${more} more` : names.join(', ');
}
