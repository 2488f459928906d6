import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import type { FileStorage } from '../../core/storage';
import { HttpError, parse, tooManyRequests, validationError } from '../../core/http/errors';
import { sha256 } from '../../core/auth/tokens';
import { WindowCounter } from '../../core/auth/rate-limit';
import { checkUpload, sendStoredFile, storeUpload, type ServableFile } from '../../core/files';
import { fullName } from '../../core/lib/names';
import { notifyAboutWorker } from '../../core/notifications';
import {
  DOCUMENT_KINDS,
  ISSUED_AFTER_EXPIRY,
  formDate,
  formId,
  issuedNotAfterExpiry,
  readCredentialForm,
  releaseFile,
  staffFileUrl,
  withStoredFile,
} from '../credentials';
import type {
  FulfilCredentialRequestResponse,
  PublicCredentialRequest,
  PublicUpdateRequestResponse,
  PublicUpdateSubmitResponse,
} from 'shared-api/contract';

export const TOKEN_NOT_FOUND = 'Token not found. Could possibly be an already fulfilled request!';
export const REQUEST_FULFILLED = 'This Request Has Been Fulfilled';
const ISSUED_REQUIRED = 'Issued date is required!';

/** Request tokens are 256 random bits in base64url (43 characters); anything else cannot be one. */
const requestToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const fulfilInput = z
  .object({
    issued: z.preprocess((value) => value ?? '', formDate('The issued date must be a valid date.')).refine((issued) => issued !== null, ISSUED_REQUIRED),
    expiry: formDate('The expiry date must be a valid date.').optional(),
  })
  .refine(...issuedNotAfterExpiry);

/** The update page sends the dates it shows; '' or a missing date keeps the credential's. */
const updateInput = z.object({
  user_credential_id: formId('The credential does not match this request.'),
  issued: formDate('The issued date must be a valid date.').optional(),
  expiry: formDate('The expiry date must be a valid date.').optional(),
});

interface CredentialRequestRow {
  id: number;
  customer_id: number;
  customer_name: string;
  worker_id: number;
  first_name: string;
  last_name: string;
  credential_id: number | null;
  credential_label: string | null;
  validity_period_months: number | null;
  crew_id: number | null;
  crew_name: string | null;
  metadata: {
    credential?: { label?: string; validity_period_months?: number | null };
    prompt?: { title?: string; message?: string };
  };
  completed_at: Date | null;
}

interface UpdateRequestRow {
  id: number;
  customer_id: number;
  customer_name: string;
  message: string | null;
  completed_at: Date | null;
  crew_id: number | null;
  user_credential_id: number;
  name: string;
  issued: string | null;
  expiry: string | null;
  file_id: number | null;
  worker_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

function serializeCredentialRequest(row: CredentialRequestRow): PublicCredentialRequest['credential_request'] {
  const label = row.metadata.credential?.label ?? row.credential_label ?? 'Credential';
  const months = row.metadata.credential?.validity_period_months ?? row.validity_period_months ?? null;
  const requester = row.crew_name ?? row.customer_name;
  return {
    id: row.id,
    completed_at: row.completed_at?.toISOString() ?? null,
    worker: { full_name: fullName(row.first_name, row.last_name) },
    enterprise_customer: { name: row.customer_name },
    metadata: {
      credential: { label, validity_period_months: months },
      prompt: {
        title: row.metadata.prompt?.title ?? `Upload your ${label}`,
        message: row.metadata.prompt?.message ?? `${requester} requires a valid ${label}.`,
      },
    },
  };
}

/**
 * The public pages where a worker answers a request by its e-mailed link (spec part 2 §2 Public pages): fulfil
 * a credential request, and update a credential on request. No session; the token is the authority.
 */
export function publicRequestRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  // Limited per address like the wallet: with 256-bit tokens this is about load more than guessing.
  const lookups = new WindowCounter(120, 60_000);
  const publicRoute = { config: { public: true } };

  /** Counts the call, forbids caching and referrers, and returns the token when it is well formed. */
  function admit(request: FastifyRequest, reply: FastifyReply): string | null {
    const wait = lookups.retryAfter(request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw tooManyRequests(`Too many requests. Please try again in ${wait} seconds.`);
    }
    lookups.hit(request.ip);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const token = requestToken.safeParse((request.params as { token?: unknown }).token);
    return token.success ? token.data : null;
  }

  const findCredentialRequest = async (token: string | null): Promise<CredentialRequestRow | null> => {
    if (!token) return null;
    const [row] = await db.query<CredentialRequestRow>(
      `select cr.id, cr.enterprise_customer_id as customer_id, ec.name as customer_name, cr.worker_id, w.first_name, w.last_name,
              cr.credential_id, c.label as credential_label, c.validity_period_months, cr.crew_id, cw.name as crew_name,
              cr.metadata, cr.completed_at
         from credential_requests cr
         join enterprise_customers ec on ec.id = cr.enterprise_customer_id
         join enterprise_customer_workers w on w.id = cr.worker_id
         left join credentials c on c.id = cr.credential_id
         left join crews cw on cw.id = cr.crew_id
        where cr.token_hash = $1 and cr.withdrawn_at is null`,
      [sha256(token)],
    );
    return row ?? null;
  };

  const findUpdateRequest = async (token: string | null): Promise<UpdateRequestRow | null> => {
    if (!token) return null;
    const [row] = await db.query<UpdateRequestRow>(
      `select r.id, r.enterprise_customer_id as customer_id, ec.name as customer_name, r.message, r.completed_at, r.crew_id,
              uc.id as user_credential_id, uc.name, uc.issued, uc.expiry, uc.file_id, uc.worker_id, w.first_name, w.last_name
         from user_credential_update_requests r
         join enterprise_customers ec on ec.id = r.enterprise_customer_id
         join user_credentials uc on uc.id = r.user_credential_id
         left join enterprise_customer_workers w on w.id = uc.worker_id
        where r.token_hash = $1 and r.withdrawn_at is null`,
      [sha256(token)],
    );
    return row ?? null;
  };

  const serializeUpdateRequest = (row: UpdateRequestRow, token: string): NonNullable<PublicUpdateRequestResponse['update_request']> => ({
    id: row.id,
    message: row.message,
    completed_at: row.completed_at?.toISOString() ?? null,
    worker: { full_name: fullName(row.first_name, row.last_name) },
    enterprise_customer: { name: row.customer_name },
    user_credential: {
      id: row.user_credential_id,
      name: row.name,
      issued: row.issued,
      expiry: row.expiry,
      document_url: row.file_id ? `/json/user-credential-requests/${token}/document` : null,
    },
  });

  /** Stores a worker's document for the request's customer; no signed-in user uploaded it. */
  const storeWorkerDocument = (customerId: number, file: { bytes: Buffer; filename: string } | null) =>
    file
      ? storeUpload(db, storage, { customerId, userId: null, bytes: file.bytes, originalName: file.filename, allowed: DOCUMENT_KINDS, field: 'document' })
      : Promise.resolve(null);

  app.get('/json/credential-requests/:token', publicRoute, async (request, reply): Promise<PublicCredentialRequest> => {
    const found = await findCredentialRequest(admit(request, reply));
    if (!found) throw new HttpError(404, TOKEN_NOT_FOUND);
    return { credential_request: serializeCredentialRequest(found) };
  });

  app.post('/json/credential-requests/:token/fulfil', publicRoute, async (request, reply): Promise<FulfilCredentialRequestResponse> => {
    const found = await findCredentialRequest(admit(request, reply));
    if (!found) throw new HttpError(404, TOKEN_NOT_FOUND);
    const form = await readCredentialForm(request, 'document');
    if (found.completed_at) throw new HttpError(409, 'This credential request has already been fulfilled. Nothing more is needed.');
    const input = parse(fulfilInput, form.fields);
    if (form.file) checkUpload(form.file.bytes, { allowed: DOCUMENT_KINDS, field: 'document' });
    const publicRequest = serializeCredentialRequest(found);
    const { label, validity_period_months: months } = publicRequest.metadata.credential;
    const stored = await storeWorkerDocument(found.customer_id, form.file);
    await withStoredFile(db, storage, found.customer_id, stored, () =>
      db.transaction(async (tx) => {
        // Claiming the request first makes a second submission (double click, two tabs) fail instead of duplicating.
        const [claimed] = await tx.query<{ id: number }>(
          `update credential_requests set completed_at = now()
            where id = $1 and completed_at is null and withdrawn_at is null returning id`,
          [found.id],
        );
        if (!claimed) throw new HttpError(409, 'This credential request has already been fulfilled. Nothing more is needed.');
        const [credential] = await tx.query<{ id: number }>(
          `insert into user_credentials
             (enterprise_customer_id, worker_id, credential_id, name, issued, expiry, file_id, owned_by_enterprise_customer)
           values ($1, $2, $3, $4, $5::date,
                   coalesce($6::date, case when $7::int is not null then ($5::date + make_interval(months => $7::int))::date end),
                   $8, true)
           returning id`,
          [found.customer_id, found.worker_id, found.credential_id, label, input.issued, input.expiry ?? null, months, stored?.id ?? null],
        );
        await tx.query('update credential_requests set user_credential_id = $2 where id = $1', [found.id, credential.id]);
        await notifyAboutWorker(tx, {
          customerId: found.customer_id,
          workerId: found.worker_id,
          crewId: found.crew_id,
          type: 'credential_request_fulfilled',
          message: `${fullName(found.first_name, found.last_name)} submitted ${label}${found.crew_name ? ` for ${found.crew_name}` : ''}.`,
          metadata: {
            credential_request_id: found.id,
            user_credential_id: credential.id,
            fulfilment_details: { user_credential: { s3_url: staffFileUrl(stored?.id ?? null) } },
          },
        });
      }),
    );
    const [completed] = await db.query<{ completed_at: Date }>('select completed_at from credential_requests where id = $1', [found.id]);
    return { credential_request: { ...publicRequest, completed_at: completed.completed_at.toISOString() } };
  });

  app.get('/json/user-credential-requests/:token', publicRoute, async (request, reply): Promise<PublicUpdateRequestResponse> => {
    const token = admit(request, reply);
    const found = await findUpdateRequest(token);
    if (!found || !token) return { update_request: null, status: 'fulfilled', message: REQUEST_FULFILLED };
    return {
      update_request: serializeUpdateRequest(found, token),
      status: found.completed_at ? 'completed' : 'open',
      message: found.completed_at
        ? `This request was already completed, but you can still update your ${found.name}.`
        : `${found.customer_name} has requested an updated document for your ${found.name}.`,
    };
  });

  app.post('/json/user-credential-requests/:token/update', publicRoute, async (request, reply): Promise<PublicUpdateSubmitResponse> => {
    const token = admit(request, reply);
    const found = await findUpdateRequest(token);
    if (!found || !token) throw new HttpError(404, REQUEST_FULFILLED);
    const form = await readCredentialForm(request, 'document');
    const input = parse(updateInput, form.fields);
    if (input.user_credential_id !== found.user_credential_id) {
      throw validationError({ user_credential_id: ['The credential does not match this request.'] });
    }
    const issued = input.issued ?? found.issued;
    const expiry = input.expiry ?? found.expiry;
    if (issued && expiry && issued > expiry) throw validationError({ issued: [ISSUED_AFTER_EXPIRY] });
    if (!form.file && issued === found.issued && expiry === found.expiry) {
      throw validationError({ document: ['Please choose the new document to upload.'] });
    }
    if (form.file) checkUpload(form.file.bytes, { allowed: DOCUMENT_KINDS, field: 'document' });
    const stored = await storeWorkerDocument(found.customer_id, form.file);
    await withStoredFile(db, storage, found.customer_id, stored, () =>
      db.transaction(async (tx) => {
        const [completed] = await tx.query<{ id: number }>(
          `update user_credential_update_requests set completed_at = coalesce(completed_at, now())
            where id = $1 and withdrawn_at is null returning id`,
          [found.id],
        );
        if (!completed) throw new HttpError(404, REQUEST_FULFILLED);
        const [credential] = await tx.query<{ file_id: number | null }>(
          `update user_credentials set issued = $3, expiry = $4, file_id = coalesce($5, file_id), updated_at = now()
            where id = $1 and enterprise_customer_id = $2 returning file_id`,
          [found.user_credential_id, found.customer_id, issued, expiry, stored?.id ?? null],
        );
        if (found.worker_id) {
          await notifyAboutWorker(tx, {
            customerId: found.customer_id,
            workerId: found.worker_id,
            crewId: found.crew_id,
            type: 'user_credential_request_fulfilled',
            message: `${fullName(found.first_name, found.last_name)} uploaded an updated ${found.name}.`,
            metadata: {
              user_credential_update_request_id: found.id,
              user_credential_id: found.user_credential_id,
              fulfilment_details: { user_credential: { s3_url: staffFileUrl(credential.file_id) } },
            },
          });
        }
      }),
    );
    if (stored && found.file_id) {
      await releaseFile(db, storage, found.customer_id, found.file_id).catch((error) =>
        request.log.warn({ err: error }, 'the replaced credential document could not be removed'),
      );
    }
    const updated = (await findUpdateRequest(token))!;
    return { update_request: serializeUpdateRequest(updated, token), message: 'Your credential has been updated. Thank you!' };
  });

  app.get('/json/user-credential-requests/:token/document', publicRoute, async (request, reply) => {
    const found = await findUpdateRequest(admit(request, reply));
    if (!found?.file_id) throw new HttpError(404, 'No document was found for this request.');
    const [file] = await db.query<ServableFile>(
      'select storage_key, mime_type, original_name from files where id = $1 and enterprise_customer_id = $2',
      [found.file_id, found.customer_id],
    );
    if (!file) throw new HttpError(404, 'No document was found for this request.');
    return sendStoredFile(reply, storage, file, { cacheControl: 'no-store' });
  });
}
