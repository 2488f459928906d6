import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Queryable } from '../../core/db';
import type { FileStorage } from '../../core/storage';
import { HttpError, parse, validationError } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { checkUpload, storeUpload, type FileKind, type StoredFile } from '../../core/files';
import { diffForHumans } from '../../core/lib/time';
import { fullName } from '../../core/lib/names';
import { notifyAboutWorker } from '../../core/notifications';
import { routeIds } from '../../core/http/ids';
import { requireWorkerIdentity } from '../workers';
import {
  ISSUED_AFTER_EXPIRY,
  copiedFrom,
  formDate,
  formId,
  formText,
  issuedNotAfterExpiry,
  loadWorkerUserCredentials,
  optionalFormId,
  releaseFile,
  requireCredentialRecord,
  requireWorkerUserCredential,
  staffFileUrl,
  withStoredFile,
} from './repository';
import type { MessageResponse } from 'shared-api/contract';
import type {
  CredentialParseJob,
  ParsedField,
  ParsedKeyValuePairs,
  UserCredentialTypesResponse,
  WorkerCredentialsResponse,
  WorkerUserCredentialResponse,
} from 'shared-api/contract';
import { readCredentialForm } from './credential-form';

/** Credential documents: checked by content, whatever the name says. */
export const DOCUMENT_KINDS: FileKind[] = ['pdf', 'png', 'jpeg'];

const CREDENTIAL_NAME_REQUIRED = 'Credential name is required.';
const CREDENTIAL_TYPE_REQUIRED = 'Credential type is required.';
const CREDENTIAL_TYPE_INVALID = 'The selected credential type is invalid.';

const commonFields = {
  name: z
    .string({ error: CREDENTIAL_NAME_REQUIRED })
    .trim()
    .min(1, CREDENTIAL_NAME_REQUIRED)
    .max(255, 'The credential name may not be greater than 255 characters.'),
  issued: formDate('The issued date must be a valid date.').optional(),
  expiry: formDate('The expiry date must be a valid date.').optional(),
  document_number: formText(100, 'The document number may not be greater than 100 characters.').optional(),
};

const createInput = z
  .object({
    ...commonFields,
    user_credential_type_id: formId(CREDENTIAL_TYPE_REQUIRED),
    notes: formText(5000, 'The notes may not be greater than 5000 characters.').optional(),
  })
  .refine(...issuedNotAfterExpiry);

/** The Edit Credential form; a field it leaves out keeps its value. */
const updateInput = z
  .object({
    ...commonFields,
    credential_type_id: formId(CREDENTIAL_TYPE_REQUIRED),
  })
  .refine(...issuedNotAfterExpiry);

const copyInput = z.object({
  credential_id: optionalFormId('The selected credential is invalid.').optional(),
  crew_id: optionalFormId('The selected crew is invalid.').optional(),
});

interface ParseJobRow {
  id: number;
  status: CredentialParseJob['status'];
  group_id: string;
  error: string | null;
  user_credential_id: number | null;
  file_id: number | null;
  file_name: string | null;
  created_at: Date;
}

async function requireCredentialType(db: Queryable, typeId: number, field: string): Promise<void> {
  const rows = await db.query('select 1 from user_credential_types where id = $1', [typeId]);
  if (rows.length === 0) throw validationError({ [field]: [CREDENTIAL_TYPE_INVALID] });
}

const REVIEWED_FIELDS = ['credential_name', 'issued', 'expiry', 'document_number'] as const;

const isParsedField = (value: unknown): value is ParsedField =>
  !!value && typeof value === 'object' && 'source' in value && 'value' in value;

/**
 * Saving the Edit form is a person reviewing the credential: the parse proposal no longer waits, and every
 * parsed value the person changed is recorded as typed by a person.
 */
function reviewedMetadata(
  metadata: Record<string, unknown>,
  saved: Record<(typeof REVIEWED_FIELDS)[number], string | null>,
): Record<string, unknown> {
  const { needs_review: _reviewed, ...rest } = metadata;
  const results = rest.results as { key_value_pairs?: ParsedKeyValuePairs } | undefined;
  const pairs = results?.key_value_pairs;
  if (!pairs) return rest;
  const next: ParsedKeyValuePairs = { ...pairs };
  for (const key of REVIEWED_FIELDS) {
    const field = pairs[key];
    if (isParsedField(field) && field.value !== saved[key]) next[key] = { value: saved[key], source: 'person' };
  }
  return { ...rest, results: { ...results, key_value_pairs: next } };
}

/** The worker panel's credentials (spec part 1 §7 "Worker credentials"): not behind the credentials feature. */
export function workerCredentialRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  const storeDocument = (customerId: number, userId: number, file: { bytes: Buffer; filename: string } | null, field: string) =>
    file
      ? storeUpload(db, storage, { customerId, userId, bytes: file.bytes, originalName: file.filename, allowed: DOCUMENT_KINDS, field })
      : Promise.resolve(null);

  app.get('/json/tradeslink/user-credential-types', async (request): Promise<UserCredentialTypesResponse> => {
    sessionOf(request);
    const rows = await db.query<{ id: number; label: string }>('select id, label from user_credential_types order by id');
    return { user_credential_types: rows };
  });

  app.get('/json/workers/:id/credentials', async (request): Promise<WorkerCredentialsResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireWorkerIdentity(db, customerId, id);
    const credentials = await loadWorkerUserCredentials(db, customerId, { workerId: id });
    // Jobs still running, and failed ones (with their reason) until someone deletes them.
    const jobs = await db.query<ParseJobRow>(
      `select pj.id, pj.status, pj.group_id, pj.error, pj.user_credential_id, pj.file_id, f.original_name as file_name,
              pj.created_at
         from user_credential_parse_jobs pj
         left join files f on f.id = pj.file_id
        where pj.worker_id = $1 and pj.enterprise_customer_id = $2 and pj.status <> 'done'
        order by pj.created_at desc, pj.id desc`,
      [id, customerId],
    );
    const now = new Date();
    return {
      user_credentials: credentials,
      user_credential_parse_jobs: jobs.map((job) => ({
        id: job.id,
        status: job.status,
        group_id: job.group_id,
        file_name: job.file_name,
        file_url: staffFileUrl(job.file_id),
        error: job.error,
        user_credential_id: job.user_credential_id,
        created_at_diff: diffForHumans(job.created_at, now),
      })),
    };
  });

  app.post('/json/workers/:id/credentials', async (request, reply): Promise<WorkerUserCredentialResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const worker = await requireWorkerIdentity(db, customerId, id);
    const form = await readCredentialForm(request, 'file');
    const input = parse(createInput, form.fields);
    await requireCredentialType(db, input.user_credential_type_id, 'user_credential_type_id');
    if (form.file) checkUpload(form.file.bytes, { allowed: DOCUMENT_KINDS, field: 'file' });
    const stored = await storeDocument(customerId, userId, form.file, 'file');
    const [{ id: credentialId }] = await withStoredFile(db, storage, customerId, stored, () =>
      db.query<{ id: number }>(
        `insert into user_credentials
           (enterprise_customer_id, worker_id, user_credential_type_id, name, document_number, issued, expiry, file_id, notes,
            owned_by_enterprise_customer)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true)
         returning id`,
        [
          customerId,
          id,
          input.user_credential_type_id,
          input.name,
          input.document_number ?? null,
          input.issued ?? null,
          input.expiry ?? null,
          stored?.id ?? null,
          input.notes ?? null,
        ],
      ),
    );
    reply.status(201);
    return {
      user_credential: await requireWorkerUserCredential(db, customerId, credentialId),
      message: `Successfully submitted credential: ${input.name} for ${fullName(worker.first_name, worker.last_name)}`,
    };
  });

  app.post('/json/credentials/:id/update', async (request): Promise<WorkerUserCredentialResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const current = await requireCredentialRecord(db, customerId, id);
    const form = await readCredentialForm(request, 'image');
    const input = parse(updateInput, form.fields);
    await requireCredentialType(db, input.credential_type_id, 'credential_type_id');
    const saved = {
      credential_name: input.name,
      issued: input.issued === undefined ? current.issued : input.issued,
      expiry: input.expiry === undefined ? current.expiry : input.expiry,
      document_number: input.document_number === undefined ? current.document_number : input.document_number,
    };
    if (saved.issued && saved.expiry && saved.issued > saved.expiry) throw validationError({ issued: [ISSUED_AFTER_EXPIRY] });
    if (form.file) checkUpload(form.file.bytes, { allowed: DOCUMENT_KINDS, field: 'image' });
    const stored = await storeDocument(customerId, userId, form.file, 'image');
    await withStoredFile(db, storage, customerId, stored, () =>
      db.query(
        `update user_credentials
            set name = $3, user_credential_type_id = $4, document_number = $5, issued = $6, expiry = $7,
                file_id = coalesce($8, file_id), metadata = $9::text::jsonb, updated_at = now()
          where id = $1 and enterprise_customer_id = $2`,
        [
          id,
          customerId,
          input.name,
          input.credential_type_id,
          saved.document_number,
          saved.issued,
          saved.expiry,
          stored?.id ?? null,
          JSON.stringify(reviewedMetadata(current.metadata, saved)),
        ],
      ),
    );
    if (stored && current.file_id) {
      await releaseFile(db, storage, customerId, current.file_id).catch((error) =>
        request.log.warn({ err: error }, 'the replaced credential document could not be removed'),
      );
    }
    return { user_credential: await requireWorkerUserCredential(db, customerId, id), message: 'Credential updated successfully' };
  });

  app.delete('/json/workers/:id/credentials/:credId', async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, credId } = routeIds(request.params, 'id', 'credId');
    await requireWorkerIdentity(db, customerId, id);
    const credential = await requireCredentialRecord(db, customerId, credId, { workerId: id });
    if (credential.user_id !== null) {
      throw new HttpError(422, "This credential comes from the worker's own account and cannot be deleted. Copy it to your records instead.");
    }
    await db.query('delete from user_credentials where id = $1 and enterprise_customer_id = $2 and user_id is null', [credId, customerId]);
    await releaseFile(db, storage, customerId, credential.file_id).catch((error) =>
      request.log.warn({ err: error }, 'the deleted credential document could not be removed'),
    );
    return { message: 'Credential deleted successfully.' };
  });

  app.post('/json/workers/:id/credentials/:credId/copy', async (request, reply): Promise<WorkerUserCredentialResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id, credId } = routeIds(request.params, 'id', 'credId');
    const input = parse(copyInput, request.body);
    const worker = await requireWorkerIdentity(db, customerId, id);
    const source = await requireCredentialRecord(db, customerId, credId, { workerId: id });
    if (source.user_id === null) {
      throw new HttpError(422, "Only a credential from the worker's own account can be copied: this one is already in your records.");
    }
    const copies = await db.query(
      `select 1 from user_credentials c
        where c.enterprise_customer_id = $1 and ${copiedFrom('c')} = $2 and c.metadata ? 'copied_from_user_credential_id'`,
      [customerId, credId],
    );
    if (copies.length > 0) throw new HttpError(422, 'This credential has already been copied to your records.');
    const errors: Record<string, string[]> = {};
    if (input.credential_id) {
      const rows = await db.query(
        'select 1 from credentials where id = $1 and (enterprise_customer_id is null or enterprise_customer_id = $2)',
        [input.credential_id, customerId],
      );
      if (rows.length === 0) errors.credential_id = ['The selected credential is invalid.'];
    }
    if (input.crew_id) {
      const rows = await db.query('select 1 from crews where id = $1 and enterprise_customer_id = $2', [input.crew_id, customerId]);
      if (rows.length === 0) errors.crew_id = ['The selected crew is invalid.'];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    // The copy gets its own file, so either record's document can change or go without touching the other.
    let stored: StoredFile | null = null;
    if (source.file_id) {
      const [file] = await db.query<{ storage_key: string; original_name: string }>(
        'select storage_key, original_name from files where id = $1 and enterprise_customer_id = $2',
        [source.file_id, customerId],
      );
      const bytes = file ? await storage.get(file.storage_key) : null;
      if (file && bytes) {
        stored = await storeUpload(db, storage, {
          customerId,
          userId,
          bytes,
          originalName: file.original_name,
          allowed: DOCUMENT_KINDS,
        });
      }
    }
    const copyId = await withStoredFile(db, storage, customerId, stored, () =>
      db.transaction(async (tx) => {
        const [copy] = await tx.query<{ id: number; name: string }>(
          `insert into user_credentials
             (enterprise_customer_id, worker_id, user_id, credential_id, user_credential_type_id, name, document_number, issued,
              expiry, file_id, notes, credential_issuer_id, training_provider_id, metadata, owned_by_enterprise_customer)
           select enterprise_customer_id, worker_id, null, coalesce($3, credential_id), user_credential_type_id, name,
                  document_number, issued, expiry, $4, notes, credential_issuer_id, training_provider_id,
                  metadata || jsonb_build_object('copied_from_user_credential_id', id), true
             from user_credentials where id = $1 and enterprise_customer_id = $2
           returning id, name`,
          [credId, customerId, input.credential_id ?? null, stored?.id ?? null],
        );
        await notifyAboutWorker(tx, {
          customerId,
          workerId: id,
          crewId: input.crew_id ?? null,
          type: 'worker_user_credential_copied',
          message: `${copy.name} was copied from ${fullName(worker.first_name, worker.last_name)}'s wallet to your records.`,
          metadata: { user_credential_id: copy.id, source_user_credential_id: credId },
        });
        return copy.id;
      }),
    );
    reply.status(201);
    return { user_credential: await requireWorkerUserCredential(db, customerId, copyId), message: 'Credential copied to your records.' };
  });
}
