import { areaPlugin } from '../../core/area';
import { guidesRoutes } from './guides.routes';

/** The user guides: three PDFs written for this portal's screens (User Guides page), outside /json. */
export const userGuidesArea = areaPlugin([['/guides', guidesRoutes]]);
