import type {
  CredentialOpenUpdateRequestsResponse,
  CredentialsResponse,
  RequestCredentialUpdateResponse,
  UniqueCredentialsResponse,
  UpdateRequestRecipientResponse,
  WorkerUserCredentialResponse,
} from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { msg, t, translate } from '../../core/i18n';
import { fullName } from '../../core/lib/names';
import { readCredentialForm } from './credential-form';
import { requireCredentialsFeature } from './credentials-feature';
import {
  createUpdateRequest,
  credentialTypeExists,
  crewExists,
  editedDetails,
  findCredentials,
  heldCredentials,
  openUpdateRequestsOf,
  previousFileOf,
  releaseFile,
  requireCredentialRecord,
  restorePreviousVersion,
  requireWorkerUserCredential,
  storeDocument,
  updateCredential,
  withStoredFile,
  workerToAsk,
} from './repository';
import {
  CREDENTIAL_TYPE_INVALID,
  CREW_INVALID,
  ISSUED_AFTER_EXPIRY,
  credentialUpdateInput,
  credentialsQuery,
  credentialsResponse,
  openUpdateRequestsResponse,
  uniqueCredentialsResponse,
  updateRequestInput,
  updateRequestRecipientResponse,
  updateRequestSentResponse,
  workerUserCredentialResponse,
} from './schemas';

const PER_PAGE = 15;
const NO_WORKER_TO_ASK = msg('credentials:errors.no_worker_to_ask');
const WORKER_WITHOUT_EMAIL = msg('credentials:errors.worker_without_email');

/**
 * /json/credentials: the Credentials page's list (behind the credentials feature), and one credential as the
 * worker panel opens, edits and asks an update of it (not behind the feature).
 */
export const credentialsRoutes: RoutesPlugin = async (app, { db, config, storage }) => {
  app.get('/', { schema: { response: responses({ 200: credentialsResponse }) } }, async (request): Promise<CredentialsResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const query = parse(credentialsQuery, request.query);
    const perPage = query.per_page ?? PER_PAGE;
    const { credentials, total } = await findCredentials(db, customerId, query, perPage, request.locale);
    return {
      credentials: paginated(credentials, total, query.page, perPage, {
        path: '/json/credentials',
        query: { expiring: query.expiring, search: query.search, per_page: query.per_page },
      }),
    };
  });

  /** The catalogue entries the customer's workers hold: the workers export's credential columns. */
  app.get(
    '/unique',
    { schema: { response: responses({ 200: uniqueCredentialsResponse }) } },
    async (request): Promise<UniqueCredentialsResponse> => ({
      credentials: await heldCredentials(db, sessionOf(request).customerId),
    }),
  );

  app.get(
    '/:id',
    { schema: { response: responses({ 200: workerUserCredentialResponse }) } },
    async (request): Promise<WorkerUserCredentialResponse> => {
      const { customerId } = sessionOf(request);
      const { id } = routeIds(request.params, 'id');
      return { user_credential: await requireWorkerUserCredential(db, customerId, id, request.locale) };
    },
  );

  /** The Edit Credential form (multipart, its document as `image`). */
  app.post(
    '/:id/update',
    { schema: { response: responses({ 200: workerUserCredentialResponse }) } },
    async (request): Promise<WorkerUserCredentialResponse> => {
      const { customerId, userId } = sessionOf(request);
      const { id } = routeIds(request.params, 'id');
      const current = await requireCredentialRecord(db, customerId, id);
      const form = await readCredentialForm(request, 'image');
      const input = parse(credentialUpdateInput, form.fields);
      if (!(await credentialTypeExists(db, input.credential_type_id))) {
        throw validationError({ credential_type_id: [CREDENTIAL_TYPE_INVALID] });
      }
      const saved = editedDetails(current, input);
      if (saved.issued && saved.expiry && saved.issued > saved.expiry) throw validationError({ issued: [ISSUED_AFTER_EXPIRY] });
      const stored = await storeDocument(db, storage, { customerId, userId, file: form.file, field: 'image' });
      await withStoredFile(db, storage, customerId, stored, () =>
        updateCredential(db, customerId, current, { saved, typeId: input.credential_type_id, fileId: stored?.id ?? null }),
      );
      if (stored && current.file_id) {
        await releaseFile(db, storage, customerId, current.file_id).catch((error) =>
          request.log.warn({ err: error }, 'the replaced credential document could not be removed'),
        );
      }
      // Saving is the review: a worker's replacement is confirmed, and the document it replaced is no longer kept.
      const previousFile = previousFileOf(current);
      if (previousFile && previousFile !== (stored?.id ?? current.file_id)) {
        await releaseFile(db, storage, customerId, previousFile).catch((error) =>
          request.log.warn({ err: error }, 'the document a confirmed replacement replaced could not be removed'),
        );
      }
      return {
        user_credential: await requireWorkerUserCredential(db, customerId, id, request.locale),
        message: t(request, 'credentials:success.credential_updated'),
      };
    },
  );

  /**
   * The review of a worker's replacement, the other way: goes back to the version it replaced (document, dates
   * and review state) and discards what the worker sent. 422 when no replacement waits for review.
   */
  app.post(
    '/:id/keep-previous',
    { schema: { response: responses({ 200: workerUserCredentialResponse }) } },
    async (request): Promise<WorkerUserCredentialResponse> => {
      const { customerId } = sessionOf(request);
      const { id } = routeIds(request.params, 'id');
      await requireCredentialRecord(db, customerId, id);
      const restored = await restorePreviousVersion(db, customerId, id);
      if (!restored) throw new HttpError(422, msg('credentials:errors.no_replacement'));
      await releaseFile(db, storage, customerId, restored.submittedFileId).catch((error) =>
        request.log.warn({ err: error }, 'the discarded replacement document could not be removed'),
      );
      return {
        user_credential: await requireWorkerUserCredential(db, customerId, id, request.locale),
        message: t(request, 'credentials:success.previous_kept'),
      };
    },
  );

  /** Who a request would be e-mailed to, or why nobody can receive it: the modal says so before sending. */
  app.get(
    '/:id/update-request-recipient',
    { schema: { response: responses({ 200: updateRequestRecipientResponse }) } },
    async (request): Promise<UpdateRequestRecipientResponse> => {
      const { customerId } = sessionOf(request);
      const { id } = routeIds(request.params, 'id');
      const credential = await requireCredentialRecord(db, customerId, id);
      const worker = credential.worker_id ? await workerToAsk(db, customerId, credential.worker_id) : undefined;
      if (worker?.email) return { recipient: { full_name: fullName(worker.first_name, worker.last_name), email: worker.email }, message: null };
      return { recipient: null, message: translate(worker ? WORKER_WITHOUT_EMAIL : NO_WORKER_TO_ASK, request.locale) };
    },
  );

  /** Asks the credential's worker, by e-mail, for an updated document (spec part 1 §7). */
  app.post(
    '/:id/request-update',
    { schema: { response: responses({ 200: updateRequestSentResponse }) } },
    async (request): Promise<RequestCredentialUpdateResponse> => {
      const { customerId, userId } = sessionOf(request);
      const { id } = routeIds(request.params, 'id');
      const credential = await requireCredentialRecord(db, customerId, id);
      const input = parse(updateRequestInput, request.body);
      if (input.crew_id && !(await crewExists(db, customerId, input.crew_id))) {
        throw validationError({ crew_id: [CREW_INVALID] });
      }
      const worker = credential.worker_id ? await workerToAsk(db, customerId, credential.worker_id) : undefined;
      if (!worker) throw new HttpError(422, NO_WORKER_TO_ASK);
      if (!worker.email) throw new HttpError(422, WORKER_WITHOUT_EMAIL);
      // The link leaves the server only in the e-mail and in this answer (its token is stored hashed).
      const created = await createUpdateRequest(db, {
        customerId,
        userId,
        credential: { id, name: credential.name },
        worker: { ...worker, email: worker.email },
        crewId: input.crew_id ?? null,
        message: input.message,
        publicUrl: config.publicUrl,
        locale: request.locale,
      });
      if (!created) throw new HttpError(422, msg('credentials:errors.update_request_open'));
      return { success: true, message: t(request, 'credentials:success.update_requested'), update_request: created.request, link: created.link };
    },
  );

  app.get(
    '/:id/update-requests',
    { schema: { response: responses({ 200: openUpdateRequestsResponse }) } },
    async (request): Promise<CredentialOpenUpdateRequestsResponse> => {
      const { customerId } = sessionOf(request);
      const { id } = routeIds(request.params, 'id');
      await requireCredentialRecord(db, customerId, id);
      return { update_requests: await openUpdateRequestsOf(db, customerId, id, request.locale) };
    },
  );
};
