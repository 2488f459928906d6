import { areaPlugin } from '../../core/area';
import { filesRoutes } from './files.routes';

/** The files area: stored documents served to staff allowed to see them. */
export const filesArea = areaPlugin([['/json/files', filesRoutes]]);
