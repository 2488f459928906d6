import { areaPlugin } from '../../core/area';
import { summariesRoutes } from './summaries.routes';

/** The dashboard area: the summaries its cards read. */
export const dashboardArea = areaPlugin([['/json/summaries', summariesRoutes]]);
