import { createHash } from 'node:crypto';
import type { DuplicateCredentialsResponse, MessageResponse, WorkerCredentialsResponse, WorkerUserCredentialResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { msg, t } from '../../core/i18n';
import { fullName } from '../../core/lib/names';
import { requireWorkerIdentity } from '../../core/worker-identity';
import { readCredentialForm } from './credential-form';
import {
  catalogueCredentialExists,
  copyDocument,
  copyToRecords,
  createCredential,
  credentialTypeExists,
  crewExists,
  deleteRecordedCredential,
  findDuplicateCredentials,
  isCopiedToRecords,
  loadWorkerUserCredentials,
  previousFileOf,
  releaseFile,
  requireCredentialRecord,
  requireWorkerUserCredential,
  storeDocument,
  unfinishedParseJobsOf,
  withStoredFile,
} from './repository';
import {
  CREDENTIAL_INVALID,
  CREDENTIAL_TYPE_INVALID,
  CREW_INVALID,
  confirmationResponse,
  credentialCopyInput,
  credentialCreateInput,
  duplicateCheckInput,
  duplicateCredentialsResponse,
  workerCredentialsResponse,
  workerUserCredentialResponse,
} from './schemas';

/** /json/workers/:id/credentials: the worker panel's credentials (spec part 1 §7 "Worker credentials"), not behind the credentials feature. */
export const workerCredentialsRoutes: RoutesPlugin = async (app, { db, storage }) => {
  app.get(
    '/',
    { schema: { response: responses({ 200: workerCredentialsResponse }) } },
    async (request): Promise<WorkerCredentialsResponse> => {
      const { customerId } = sessionOf(request);
      const { id } = routeIds(request.params, 'id');
      await requireWorkerIdentity(db, customerId, id);
      const credentials = await loadWorkerUserCredentials(db, customerId, { workerId: id }, request.locale);
      return { user_credentials: credentials, user_credential_parse_jobs: await unfinishedParseJobsOf(db, customerId, id, request.locale) };
    },
  );

  /**
   * Before adding: does this upload duplicate one of the worker's credentials (same name and document number, or
   * the same file content)? The form then offers to replace it instead. Nothing is stored.
   */
  app.post(
    '/duplicates',
    { schema: { response: responses({ 200: duplicateCredentialsResponse }) } },
    async (request): Promise<DuplicateCredentialsResponse> => {
      const { customerId } = sessionOf(request);
      const { id } = routeIds(request.params, 'id');
      await requireWorkerIdentity(db, customerId, id);
      const form = await readCredentialForm(request, 'file');
      const fields = parse(duplicateCheckInput, form.fields);
      const duplicates = await findDuplicateCredentials(db, customerId, id, {
        name: fields.name,
        documentNumber: fields.document_number || null,
        sha256: form.file ? createHash('sha256').update(form.file.bytes).digest('hex') : null,
      });
      const [first] = duplicates;
      return {
        duplicates,
        message: first
          ? t(request, first.same_file ? 'credentials:duplicates.same_file' : 'credentials:duplicates.same_number', { name: first.name })
          : null,
      };
    },
  );

  /** The Add Credential form (multipart, its document as `file`). */
  app.post(
    '/',
    { schema: { response: responses({ 201: workerUserCredentialResponse }) } },
    async (request, reply): Promise<WorkerUserCredentialResponse> => {
      const { customerId, userId } = sessionOf(request);
      const { id } = routeIds(request.params, 'id');
      const worker = await requireWorkerIdentity(db, customerId, id);
      const form = await readCredentialForm(request, 'file');
      const fields = parse(credentialCreateInput, form.fields);
      if (!(await credentialTypeExists(db, fields.user_credential_type_id))) {
        throw validationError({ user_credential_type_id: [CREDENTIAL_TYPE_INVALID] });
      }
      const stored = await storeDocument(db, storage, { customerId, userId, file: form.file, field: 'file' });
      const credentialId = await withStoredFile(db, storage, customerId, stored, () =>
        createCredential(db, { customerId, workerId: id, fileId: stored?.id ?? null, fields }),
      );
      reply.status(201);
      return {
        user_credential: await requireWorkerUserCredential(db, customerId, credentialId, request.locale),
        message: t(request, 'credentials:success.credential_submitted', {
          name: fields.name,
          worker: fullName(worker.first_name, worker.last_name),
        }),
      };
    },
  );

  app.delete('/:credId', { schema: { response: responses({ 200: confirmationResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, credId } = routeIds(request.params, 'id', 'credId');
    await requireWorkerIdentity(db, customerId, id);
    const credential = await requireCredentialRecord(db, customerId, credId, { workerId: id });
    if (credential.user_id !== null) {
      throw new HttpError(422, msg('credentials:errors.delete_worker_owned'));
    }
    await deleteRecordedCredential(db, customerId, credId);
    for (const fileId of [credential.file_id, previousFileOf(credential)]) {
      await releaseFile(db, storage, customerId, fileId).catch((error) =>
        request.log.warn({ err: error }, 'the deleted credential document could not be removed'),
      );
    }
    return { message: t(request, 'credentials:success.credential_deleted') };
  });

  /** Copies a credential of the worker's own wallet into the customer's records. */
  app.post(
    '/:credId/copy',
    { schema: { response: responses({ 201: workerUserCredentialResponse }) } },
    async (request, reply): Promise<WorkerUserCredentialResponse> => {
      const { customerId, userId } = sessionOf(request);
      const { id, credId } = routeIds(request.params, 'id', 'credId');
      const input = parse(credentialCopyInput, request.body);
      const worker = await requireWorkerIdentity(db, customerId, id);
      const source = await requireCredentialRecord(db, customerId, credId, { workerId: id });
      if (source.user_id === null) {
        throw new HttpError(422, msg('credentials:errors.copy_only_worker_owned'));
      }
      if (await isCopiedToRecords(db, customerId, credId)) throw new HttpError(422, msg('credentials:errors.already_copied'));
      const errors: Record<string, string[]> = {};
      if (input.credential_id && !(await catalogueCredentialExists(db, customerId, input.credential_id))) {
        errors.credential_id = [CREDENTIAL_INVALID];
      }
      if (input.crew_id && !(await crewExists(db, customerId, input.crew_id))) errors.crew_id = [CREW_INVALID];
      if (Object.keys(errors).length > 0) throw validationError(errors);

      const stored = source.file_id ? await copyDocument(db, storage, { customerId, userId, fileId: source.file_id }) : null;
      const copyId = await withStoredFile(db, storage, customerId, stored, () =>
        copyToRecords(db, {
          customerId,
          worker: { id, full_name: fullName(worker.first_name, worker.last_name) },
          sourceId: credId,
          credentialId: input.credential_id ?? null,
          crewId: input.crew_id ?? null,
          fileId: stored?.id ?? null,
        }),
      );
      reply.status(201);
      return {
        user_credential: await requireWorkerUserCredential(db, customerId, copyId, request.locale),
        message: t(request, 'credentials:success.credential_copied'),
      };
    },
  );
};
