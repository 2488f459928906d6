import type { BulkCredentialUploadHistoryResponse, BulkCredentialUploadResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { contentDisposition } from '../../core/files';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { requireCredentialsFeature } from './credentials-feature';
import { bulkUploadFile, bulkUploadHistory, failAbandonedUploads, requireBulkUpload } from './repository';
import { historyQuery, historyResponse, uploadByFileUrlQuery, uploadDetailsQuery, uploadResponse } from './schemas';

/** A page of the history: what the tab shows under the upload form. */
const HISTORY_PER_PAGE = 10;

const FILE_URL = /^\/json\/credentials\/bulk-uploads\/(\d{1,10})\/file$/;

/** /json/credentials/bulk-uploads: an upload's progress and outcome, and the CSV it was sent as. */
export const bulkUploadsRoutes: RoutesPlugin = async (app, { db, storage }) => {
  /** The details window is opened with the notification's uploads_s3_url. */
  app.get('/', { schema: { response: responses({ 200: uploadResponse }) } }, async (request): Promise<BulkCredentialUploadResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const query = parse(uploadByFileUrlQuery, request.query);
    const match = FILE_URL.exec(query.file_url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]);
    if (!match) throw notFound();
    await failAbandonedUploads(db, customerId);
    return { bulk_credential_upload: await requireBulkUpload(db, customerId, Number(match[1]), query.results === 'all', request.locale) };
  });

  /** The Add Credentials tab's history: the customer's uploads, newest first, with who sent them and their counts. */
  app.get(
    '/history',
    { schema: { response: responses({ 200: historyResponse }) } },
    async (request): Promise<BulkCredentialUploadHistoryResponse> => {
      const { customerId } = await requireCredentialsFeature(db, request);
      const { page } = parse(historyQuery, request.query);
      await failAbandonedUploads(db, customerId);
      const { uploads, total } = await bulkUploadHistory(db, customerId, { page, perPage: HISTORY_PER_PAGE }, request.locale);
      return {
        bulk_credential_uploads: paginated(uploads, total, page, HISTORY_PER_PAGE, { path: '/json/credentials/bulk-uploads/history', query: {} }),
      };
    },
  );

  app.get('/:id', { schema: { response: responses({ 200: uploadResponse }) } }, async (request): Promise<BulkCredentialUploadResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const { id } = routeIds(request.params, 'id');
    const query = parse(uploadDetailsQuery, request.query);
    await failAbandonedUploads(db, customerId);
    return { bulk_credential_upload: await requireBulkUpload(db, customerId, id, query.results === 'all', request.locale) };
  });

  /** The uploaded CSV as it was sent, for the staff of its customer. */
  app.get('/:id/file', async (request, reply) => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const { id } = routeIds(request.params, 'id');
    const file = await bulkUploadFile(db, customerId, id);
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw notFound();
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(file.original_name).replace(/^inline/, 'attachment'))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
};
