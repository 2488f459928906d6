import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { summariesRoutes } from './summaries.routes';

registerCatalogs('dashboard', { 'en-CA': enCA, 'fr-CA': frCA });

/** The dashboard area: the summaries its cards read. */
export const dashboardArea = areaPlugin([['/json/summaries', summariesRoutes]]);
