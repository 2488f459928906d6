import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { workerRecordRoutes } from './records';
import { workerLoginDetailsRoutes } from './login-details';
import { workerStatusRoutes } from './status';
import { workerCrewRoutes } from './crews';
import { workerCredentialRequestRoutes } from './credential-requests';
import { workerTagRoutes } from './tags';
import { workerNoteRoutes } from './notes';
import { workerContactRoutes } from './contacts';
import { workerExportRoutes } from './exports';
import { workerImportRoutes } from './imports';
import { testWorkerRoutes } from './test-workers';

/** The workers area (spec part 1 §7 Workers) except pictures, wallets and mail, which have their own modules. */
export function workerRoutes(app: FastifyInstance, db: Db): void {
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
}
