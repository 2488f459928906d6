import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import type { Config } from '../../config';
import { HttpError, notFound, parse, validationError } from '../../core/http/errors';
import { paginated, pageQuery } from '../../core/http/pagination';
import { sessionOf } from '../../core/auth/plugin';
import { randomToken, sha256 } from '../../core/auth/tokens';
import { diffForHumans, isoDate, prettyDate } from '../../core/lib/time';
import { queueMail } from '../../core/mail';
import { credentialUpdateRequestMail } from '../../core/mail/templates';
import { fullName } from '../../core/lib/names';
import { notifyAboutWorker } from '../../core/notifications';
import { routeIds } from '../../core/http/ids';
import { optionalFormId, requireCredentialRecord, requireCredentialsFeature } from './repository';
import { updateRequestUrl } from '../../core/public-urls';
import type { MessageResponse } from 'shared-api/contract';
import type {
  CredentialOpenUpdateRequestsResponse,
  CredentialUpdateRequest,
  CredentialUpdateRequestsResponse,
  RequestCredentialUpdateResponse,
} from 'shared-api/contract';

const requestInput = z.object({
  message: z
    .union([z.string(), z.null()], { error: 'The message must be text.' })
    .default('')
    .transform((message) => (message ?? '').trim())
    .pipe(z.string().max(2000, 'The message may not be greater than 2000 characters.'))
    .transform((message) => message || null),
  crew_id: optionalFormId('The selected crew is invalid.').optional(),
});

const listQuery = z.object(pageQuery);

interface UpdateRequestRow {
  id: number;
  token: string;
  message: string | null;
  created_at: Date;
  requested_at: Date;
  completed_at: Date | null;
  user_credential_id: number;
  user_credential_name: string;
  worker_id: number | null;
  worker_first_name: string | null;
  worker_last_name: string | null;
}

const UPDATE_REQUEST_SELECT = `
  select r.id, r.token, r.message, r.created_at, r.requested_at, r.completed_at,
         uc.id as user_credential_id, uc.name as user_credential_name,
         w.id as worker_id, w.first_name as worker_first_name, w.last_name as worker_last_name
    from user_credential_update_requests r
    join user_credentials uc on uc.id = r.user_credential_id
    left join enterprise_customer_workers w on w.id = uc.worker_id`;

const OPEN = 'r.completed_at is null and r.withdrawn_at is null';

function serializeUpdateRequest(row: UpdateRequestRow, now: Date): CredentialUpdateRequest {
  return {
    id: row.id,
    update_url: updateRequestUrl(row.token),
    message: row.message,
    created_at_pretty_date: prettyDate(isoDate(row.created_at)) ?? '',
    created_diff_for_humans: diffForHumans(row.created_at, now),
    requested_at: row.requested_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
    completed_at_diff_for_humans: row.completed_at ? diffForHumans(row.completed_at, now) : null,
    user_credential: {
      id: row.user_credential_id,
      name: row.user_credential_name,
      worker: row.worker_id ? { id: row.worker_id, full_name: fullName(row.worker_first_name, row.worker_last_name) } : null,
    },
  };
}

/** Asking a worker for an updated document, and the open requests (spec part 1 §7, part 2 §2 Update Requests tab). */
export function credentialUpdateRequestRoutes(app: FastifyInstance, db: Db, config: Config): void {
  app.post('/json/credentials/:id/request-update', async (request): Promise<RequestCredentialUpdateResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const credential = await requireCredentialRecord(db, customerId, id);
    const input = parse(requestInput, request.body);
    if (input.crew_id) {
      const crews = await db.query('select 1 from crews where id = $1 and enterprise_customer_id = $2', [input.crew_id, customerId]);
      if (crews.length === 0) throw validationError({ crew_id: ['The selected crew is invalid.'] });
    }
    const [worker] = credential.worker_id
      ? await db.query<{ first_name: string; last_name: string; email: string | null; customer_name: string }>(
          `select w.first_name, w.last_name, nullif(btrim(w.email), '') as email, ec.name as customer_name
             from enterprise_customer_workers w join enterprise_customers ec on ec.id = w.enterprise_customer_id
            where w.id = $1 and w.enterprise_customer_id = $2`,
          [credential.worker_id, customerId],
        )
      : [];
    if (!worker) throw new HttpError(422, 'This credential has no worker to ask for an update.');
    if (!worker.email) throw new HttpError(422, 'This worker has no e-mail address.');

    const token = randomToken();
    await db.transaction(async (tx) => {
      const inserted = await tx.query(
        `insert into user_credential_update_requests
           (enterprise_customer_id, token, token_hash, user_credential_id, crew_id, message, requested_by_user_id)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (user_credential_id) where completed_at is null and withdrawn_at is null do nothing
         returning id`,
        [customerId, token, sha256(token), id, input.crew_id ?? null, input.message, userId],
      );
      if (inserted.length === 0) {
        throw new HttpError(422, 'An update request is already open for this credential. Withdraw it to send a new one.');
      }
      const mail = credentialUpdateRequestMail({
        workerName: fullName(worker.first_name, worker.last_name),
        customerName: worker.customer_name,
        credentialName: credential.name,
        message: input.message,
        link: `${config.publicUrl}${updateRequestUrl(token)}`,
      });
      await queueMail(tx, { customerId, to: worker.email!, ...mail });
    });
    return { success: true, message: 'Request sent successfully!' };
  });

  app.get('/json/credentials/update-requests', async (request): Promise<CredentialUpdateRequestsResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const query = parse(listQuery, request.query);
    const perPage = query.per_page ?? 15;
    const [[{ total }], rows] = await Promise.all([
      db.query<{ total: number }>(
        `select count(*)::int as total from user_credential_update_requests r where r.enterprise_customer_id = $1 and ${OPEN}`,
        [customerId],
      ),
      db.query<UpdateRequestRow>(
        `${UPDATE_REQUEST_SELECT}
          where r.enterprise_customer_id = $1 and ${OPEN}
          order by r.created_at desc, r.id desc limit $2 offset $3`,
        [customerId, perPage, (query.page - 1) * perPage],
      ),
    ]);
    const now = new Date();
    return {
      update_requests: paginated(
        rows.map((row) => serializeUpdateRequest(row, now)),
        total,
        query.page,
        perPage,
        { path: '/json/credentials/update-requests', query: { per_page: query.per_page } },
      ),
    };
  });

  app.get('/json/credentials/:id/update-requests', async (request): Promise<CredentialOpenUpdateRequestsResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireCredentialRecord(db, customerId, id);
    const rows = await db.query<UpdateRequestRow>(
      `${UPDATE_REQUEST_SELECT}
        where r.user_credential_id = $1 and r.enterprise_customer_id = $2 and ${OPEN}
        order by r.created_at desc, r.id desc`,
      [id, customerId],
    );
    const now = new Date();
    return { update_requests: rows.map((row) => serializeUpdateRequest(row, now)) };
  });

  app.delete('/json/credentials/update-requests/:id', async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await db.transaction(async (tx) => {
      const [withdrawn] = await tx.query<{ crew_id: number | null; name: string; worker_id: number | null; first_name: string | null; last_name: string | null }>(
        `update user_credential_update_requests r set withdrawn_at = now()
           from user_credentials uc left join enterprise_customer_workers w on w.id = uc.worker_id
          where r.id = $1 and r.enterprise_customer_id = $2 and uc.id = r.user_credential_id and ${OPEN}
          returning r.crew_id, uc.name, w.id as worker_id, w.first_name, w.last_name`,
        [id, customerId],
      );
      if (!withdrawn) throw notFound();
      if (withdrawn.worker_id) {
        await notifyAboutWorker(tx, {
          customerId,
          workerId: withdrawn.worker_id,
          crewId: withdrawn.crew_id,
          type: 'credential_request_withdrawn',
          message: `The update request for ${fullName(withdrawn.first_name, withdrawn.last_name)}'s ${withdrawn.name} was withdrawn.`,
          metadata: { user_credential_update_request_id: id },
        });
      }
    });
    return { message: 'Credential request successfully withdrawn!' };
  });
}
