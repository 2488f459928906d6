import { areaPlugin, type AreaDeps } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import type { JobHandlers } from '../../core/jobs';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { credentialsRoutes } from './credentials.routes';
import { credentialUpdateRequestsRoutes } from './credentials.update-requests.routes';
import { credentialIssuerRoutes } from './credentials.issuers.routes';
import { credentialParseRoutes } from './credentials.parse.routes';
import { bulkUploadRoutes } from './credentials.bulk-upload.routes';
import { bulkUploadsRoutes } from './credentials.bulk-uploads.routes';
import { credentialIssuersRoutes } from './credential-issuers.routes';
import { parseJobsRoutes } from './user-credential-parse-jobs.routes';
import { workerCredentialsRoutes } from './workers.credentials.routes';
import { internalAssessmentsRoutes } from './workers.credentials.internal-assessments.routes';
import { userCredentialTypesRoutes } from './tradeslink.user-credential-types.routes';
import type { OcrEngine } from './parsing';
import { parseCredentialJobHandlers } from './jobs/parse-credential';
import { bulkUploadJobHandlers } from './jobs/bulk-upload';

registerCatalogs('credentials', { 'en-CA': enCA, 'fr-CA': frCA });

/** The credentials area: the list and detail, the worker panel's credentials, issuers, assessments, update requests, parsing and bulk upload. */
export const credentialsArea = areaPlugin([
  ['/json/credentials', credentialsRoutes],
  ['/json/credentials/update-requests', credentialUpdateRequestsRoutes],
  ['/json/credentials/:id/enterprise-customer-credential-issuers', credentialIssuerRoutes],
  ['/json/credentials/parse', credentialParseRoutes],
  ['/json/credentials/bulk-upload', bulkUploadRoutes],
  ['/json/credentials/bulk-uploads', bulkUploadsRoutes],
  ['/json/credential-issuers', credentialIssuersRoutes],
  ['/json/user-credential-parse-jobs', parseJobsRoutes],
  ['/json/workers/:id/credentials', workerCredentialsRoutes],
  ['/json/workers/:id/credentials/:credId/internal-assessments', internalAssessmentsRoutes],
  ['/json/tradeslink/user-credential-types', userCredentialTypesRoutes],
]);

/** The area's background jobs: parsing uploaded credentials and bulk uploads (the expiry reminders are the settings area's). */
export function credentialJobHandlers({ db, storage }: AreaDeps, ocr: OcrEngine): JobHandlers {
  return {
    ...parseCredentialJobHandlers(db, storage, ocr),
    ...bulkUploadJobHandlers(db, storage),
  };
}

export { acquireOcrEngine, readDocumentText } from './parsing';
export { BULK_COLUMNS, bulkColumnName, checkBulkRows, readBulkCredentialCsv } from './parsing/bulk-credentials-csv';
export { readCredentialForm } from './credential-form';
export {
  DOCUMENT_KINDS,
  METADATA_WITH_PREVIOUS_VERSION,
  USER_CREDENTIAL_COLUMNS,
  USER_CREDENTIAL_JOINS,
  bulkUploadFileUrl,
  bulkUploadFinishedMessage,
  type FinalCounts,
  heldCredentials,
  releaseFile,
  staffFileUrl,
  toUserCredential,
  withStoredFile,
  type UserCredentialRow,
} from './repository';
export { ISSUED_AFTER_EXPIRY, formDate, formId, formText, issuedNotAfterExpiry, userCredential } from './schemas';
