import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { trainingProvidersRoutes } from './training-providers.routes';

registerCatalogs('training', { 'en-CA': enCA, 'fr-CA': frCA });

/** The training area: providers, their services and prices, and where they teach (Testing & Training page). */
export const trainingArea = areaPlugin([['/json/training-providers', trainingProvidersRoutes]]);
