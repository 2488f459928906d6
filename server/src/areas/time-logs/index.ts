import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { timeLogsRoutes } from './time-logs.routes';

registerCatalogs('time-logs', { 'en-CA': enCA, 'fr-CA': frCA });

/** The time-logs area: the customer's logged hours (spec part 2 §7 Time logs). */
export const timeLogsArea = areaPlugin([['/json/time-logs', timeLogsRoutes]]);

// What the crews area's activity views reuse: the log checks and the queries.
export { timeLog, timeLogInput, type TimeLogFields } from './schemas';
export { createTimeLog, requireTimeLog, timeLogsBetween } from './repository';
