import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import type { Config } from '../../config';
import type { FileStorage } from '../../storage';
import { workerCredentialRoutes } from './worker-credentials';
import { credentialIssuerRoutes } from './issuers';
import { internalAssessmentRoutes } from './assessments';
import { credentialUpdateRequestRoutes } from './update-requests';

/**
 * The credentials area's calls beyond the list in ../credentials.ts: the worker panel's credentials, issuers,
 * internal assessments and update requests. Parsing and bulk upload have their own modules.
 */
export function credentialAreaRoutes(app: FastifyInstance, db: Db, config: Config, storage: FileStorage): void {
  workerCredentialRoutes(app, db, storage);
  credentialIssuerRoutes(app, db);
  internalAssessmentRoutes(app, db);
  credentialUpdateRequestRoutes(app, db, config);
}
