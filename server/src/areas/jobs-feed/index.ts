import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { feedJobsRoutes } from './feed-jobs.routes';
import { feedIntegrationsRoutes } from './feed-jobs.integrations.routes';
import { feedsRoutes } from './feeds.routes';

registerCatalogs('jobs-feed', { 'en-CA': enCA, 'fr-CA': frCA });

/** The jobs-feed area: the jobs a customer posts, what its public feed publishes and to whom (spec part 2 §7 "Jobs feed"). */
export const jobsFeedArea = areaPlugin([
  ['/json/feed-jobs/integrations', feedIntegrationsRoutes],
  ['/json/feed-jobs', feedJobsRoutes],
  ['/feeds', feedsRoutes],
]);
