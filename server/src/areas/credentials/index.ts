import type { FastifyPluginAsync } from 'fastify';
import type { AreaDeps } from '../../core/area';
import { credentialRoutes } from './credentials.routes';
import { credentialParseRoutes } from './credentials.parse.routes';
import { bulkUploadRoutes } from './credentials.bulk-upload.routes';
import { workerCredentialRoutes } from './workers.credentials.routes';
import { credentialIssuerRoutes } from './credential-issuers.routes';
import { internalAssessmentRoutes } from './workers.credentials.internal-assessments.routes';
import { credentialUpdateRequestRoutes } from './credentials.update-requests.routes';
import type { JobHandlers } from '../../core/jobs';
import type { OcrEngine } from './parsing';
import { expiryNoticeJobHandlers } from './jobs/expiry-notices';
import { parseCredentialJobHandlers } from './jobs/parse-credential';
import { bulkUploadJobHandlers } from './jobs/bulk-upload';

/** The credentials area: the list and detail, the worker panel's credentials, issuers, assessments, update requests, parsing and bulk upload. */
export const credentialsArea: FastifyPluginAsync<AreaDeps> = async (app, { db, config, storage }) => {
  credentialRoutes(app, db);
  workerCredentialRoutes(app, db, storage);
  credentialIssuerRoutes(app, db);
  internalAssessmentRoutes(app, db);
  credentialUpdateRequestRoutes(app, db, config);
  credentialParseRoutes(app, db, storage);
  bulkUploadRoutes(app, db, storage);
};

export {
  ISSUED_AFTER_EXPIRY,
  formDate,
  formId,
  issuedNotAfterExpiry,
  releaseFile,
  staffFileUrl,
  withStoredFile,
} from './repository';
export { DOCUMENT_KINDS } from './workers.credentials.routes';
export { readCredentialForm } from './credential-form';

/** The area's background jobs: parsing uploaded credentials, bulk uploads and the daily expiry notices. */
export function credentialJobHandlers({ db, storage }: AreaDeps, ocr: OcrEngine): JobHandlers {
  return {
    ...expiryNoticeJobHandlers(db),
    ...parseCredentialJobHandlers(db, storage, ocr),
    ...bulkUploadJobHandlers(db, storage),
  };
}

export { acquireOcrEngine } from './parsing';
export { scheduleExpiryNotices } from './jobs/expiry-notices';
