import { areaPlugin } from '../../core/area';
import { timeLogsRoutes } from './time-logs.routes';

/** The time-logs area: the customer's logged hours (spec part 2 §7 Time logs). */
export const timeLogsArea = areaPlugin([['/json/time-logs', timeLogsRoutes]]);
