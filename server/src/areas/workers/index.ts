import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { workersRoutes } from './workers.routes';
import { workerWalletsRoutes } from './workers.wallets.routes';
import { workerLoginDetailsRoutes } from './workers.login-details.routes';
import { workerStatusRoutes } from './workers.status.routes';
import { workerCrewsRoutes } from './workers.crews.routes';
import { workerCredentialRequestsRoutes } from './workers.credential-requests.routes';
import { workerTagsRoutes } from './workers.tags.routes';
import { tagsRoutes } from './tags.routes';
import { workerNotesRoutes } from './workers.notes.routes';
import { workerContactsRoutes } from './workers.contacts.routes';
import { workerExportRoutes } from './exports.routes';
import { workerImportRoutes } from './imports.routes';
import { testWorkersRoutes } from './workers.test-workers.routes';
import { workerProfileRoutes } from './workers.profile.routes';

registerCatalogs('workers', { 'en-CA': enCA, 'fr-CA': frCA });

/** The workers area (spec part 1 §7 Workers): records, their sub-resources, import and export. */
export const workersArea = areaPlugin([
  ['/json/workers', workersRoutes],
  ['/json/workers/test-workers', testWorkersRoutes],
  ['/json/workers/:id', workerStatusRoutes],
  ['/json/workers/:id/login-details', workerLoginDetailsRoutes],
  ['/json/workers/:id/profile', workerProfileRoutes],
  ['/json/workers/:id/crews', workerCrewsRoutes],
  ['/json/workers/:id/credential-requests', workerCredentialRequestsRoutes],
  ['/json/workers/:id/tags', workerTagsRoutes],
  ['/json/workers/:id/notes', workerNotesRoutes],
  ['/json/workers/:id/contacts', workerContactsRoutes],
  ['/json/workers/:id/wallets', workerWalletsRoutes],
  ['/json/tags', tagsRoutes],
  ['/json/exports/workers', workerExportRoutes],
  ['/json/imports/workers', workerImportRoutes],
]);

export { requireWorker } from './repository/workers';
