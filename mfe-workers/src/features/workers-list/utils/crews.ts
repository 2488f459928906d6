import type { Worker } from 'shared-api';
import type { Translate } from 'shared-ui';
import { getWorkersT, type WorkersCatalog } from '../../../i18n';

/** The spec's card rule: the first crew names, then '+ N more' when crews_count is over 3. */
export const CARD_CREW_NAMES = 3;

/** A card's crews line: 'North, South, East + 2 more', 'North, South', or 'No Crews' (in `t`'s language). */
export function crewsText(worker: Pick<Worker, 'crews' | 'crews_count'>, t: Translate<WorkersCatalog> = getWorkersT()): string {
  if (worker.crews_count <= 0) return t('card.noCrews');
  const names = worker.crews.slice(0, CARD_CREW_NAMES).map((crew) => crew.name);
  const more = worker.crews_count - names.length;
  if (names.length === 0) return t('card.crewCount', { count: worker.crews_count });
  return more > 0 ? t('card.moreCrews', { names: names.join(', '), count: more }) : names.join(', ');
}
