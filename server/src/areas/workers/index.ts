import type { FastifyPluginAsync } from 'fastify';
import type { AreaDeps } from '../../core/area';
import { workerRecordRoutes } from './workers.routes';
import { workerLoginDetailsRoutes } from './workers.login-details.routes';
import { workerStatusRoutes } from './workers.status.routes';
import { workerCrewRoutes } from './workers.crews.routes';
import { workerCredentialRequestRoutes } from './workers.credential-requests.routes';
import { workerTagRoutes } from './workers.tags.routes';
import { workerNoteRoutes } from './workers.notes.routes';
import { workerContactRoutes } from './workers.contacts.routes';
import { workerExportRoutes } from './exports.routes';
import { workerImportRoutes } from './imports.routes';
import { testWorkerRoutes } from './workers.test-workers.routes';
import { profilePictureRoutes } from './workers.profile.routes';

/** The workers area (spec part 1 §7 Workers): records, their sub-resources, import and export. */
export const workersArea: FastifyPluginAsync<AreaDeps> = async (app, { db, storage }) => {
  profilePictureRoutes(app, db, storage);
  workerRecordRoutes(app, db);
  workerLoginDetailsRoutes(app, db);
  workerStatusRoutes(app, db);
  workerCrewRoutes(app, db);
  workerCredentialRequestRoutes(app, db);
  workerTagRoutes(app, db);
  workerNoteRoutes(app, db);
  workerContactRoutes(app, db);
  workerExportRoutes(app, db);
  workerImportRoutes(app, db);
  testWorkerRoutes(app, db);
};

export { requireWorker, requireWorkerIdentity, type WorkerIdentity } from './repository';
