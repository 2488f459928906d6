import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import { notFound, parse } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { diffForHumans, isoDate } from '../../core/lib/time';
import { fullName } from '../../core/lib/names';
import { notifyAboutWorker } from '../../core/notifications';
import { updateRequestUrl } from '../../core/public-urls';
import { routeIds } from '../../core/http/ids';
import { requireWorkerIdentity } from './repository';
import type {
  MessageResponse,
  WorkerCredentialRequest,
  WorkerCredentialRequestsResponse,
  WorkerUpdateRequest,
} from 'shared-api/contract';

/** Public pages (mfe-public) where the worker answers a request. */
export const credentialRequestUrl = (token: string) => `/credential-requests/${token}`;

const withdrawQuery = z.object({
  type: z.enum(['credential', 'update'], { error: 'The type must be credential or update.' }).default('credential'),
});

interface CredentialRequestRow {
  id: number;
  token: string;
  message: string | null;
  created_at: Date;
  last_requested_at: Date;
  credential_id: number | null;
  credential_label: string | null;
  user_credential_id: number | null;
  user_credential_name: string | null;
  crew_id: number | null;
  crew_name: string | null;
}

interface UpdateRequestRow {
  id: number;
  token: string;
  message: string | null;
  created_at: Date;
  user_credential_id: number;
  user_credential_name: string;
}

/** The worker's open requests (credential requests and update requests) and their withdrawal. */
export function workerCredentialRequestRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/workers/:id/credential-requests', async (request): Promise<WorkerCredentialRequestsResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireWorkerIdentity(db, customerId, id);
    const [requests, updates] = await Promise.all([
      db.query<CredentialRequestRow>(
        `select cr.id, cr.token, cr.message, cr.created_at, cr.last_requested_at,
                c.id as credential_id, coalesce(c.label, cr.metadata->'credential'->>'label') as credential_label,
                uc.id as user_credential_id, uc.name as user_credential_name, cw.id as crew_id, cw.name as crew_name
           from credential_requests cr
           left join credentials c on c.id = cr.credential_id
           left join user_credentials uc on uc.id = cr.user_credential_id
           left join crews cw on cw.id = cr.crew_id
          where cr.worker_id = $1 and cr.enterprise_customer_id = $2 and cr.completed_at is null and cr.withdrawn_at is null
          order by cr.created_at desc, cr.id desc`,
        [id, customerId],
      ),
      db.query<UpdateRequestRow>(
        `select r.id, r.token, r.message, r.created_at, uc.id as user_credential_id, uc.name as user_credential_name
           from user_credential_update_requests r
           join user_credentials uc on uc.id = r.user_credential_id
          where uc.worker_id = $1 and r.enterprise_customer_id = $2 and r.completed_at is null and r.withdrawn_at is null
          order by r.created_at desc, r.id desc`,
        [id, customerId],
      ),
    ]);
    const now = new Date();
    const credentialRequests: WorkerCredentialRequest[] = requests.map((row) => ({
      id: row.id,
      credential: row.credential_id ? { id: row.credential_id, label: row.credential_label ?? '' } : null,
      user_credential: row.user_credential_id ? { id: row.user_credential_id, name: row.user_credential_name ?? '' } : null,
      crew: row.crew_id ? { id: row.crew_id, name: row.crew_name ?? '' } : null,
      message: row.message,
      url: credentialRequestUrl(row.token),
      created_diff_for_humans: diffForHumans(row.created_at, now),
      last_requested_date: isoDate(row.last_requested_at),
    }));
    const updateRequests: WorkerUpdateRequest[] = updates.map((row) => ({
      id: row.id,
      user_credential: { id: row.user_credential_id, name: row.user_credential_name },
      message: row.message,
      update_url: updateRequestUrl(row.token),
      created_diff_for_humans: diffForHumans(row.created_at, now),
    }));
    return { credential_requests: credentialRequests, user_credential_requests: updateRequests };
  });

  app.delete('/json/workers/:id/credential-requests/:requestId', async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, requestId } = routeIds(request.params, 'id', 'requestId');
    const { type } = parse(withdrawQuery, request.query);
    const worker = await requireWorkerIdentity(db, customerId, id);
    const name = fullName(worker.first_name, worker.last_name);
    await db.transaction(async (tx) => {
      if (type === 'update') {
        const [withdrawn] = await tx.query<{ crew_id: number | null; name: string }>(
          `update user_credential_update_requests r set withdrawn_at = now()
             from user_credentials uc
            where r.id = $1 and r.enterprise_customer_id = $2 and uc.id = r.user_credential_id and uc.worker_id = $3
              and r.completed_at is null and r.withdrawn_at is null
            returning r.crew_id, uc.name`,
          [requestId, customerId, id],
        );
        if (!withdrawn) throw notFound();
        await notifyAboutWorker(tx, {
          customerId,
          workerId: id,
          crewId: withdrawn.crew_id,
          type: 'credential_request_withdrawn',
          message: `The update request for ${name}'s ${withdrawn.name} was withdrawn.`,
          metadata: { user_credential_update_request_id: requestId },
        });
        return;
      }
      const [withdrawn] = await tx.query<{ crew_id: number | null; label: string | null }>(
        `update credential_requests cr set withdrawn_at = now()
          where cr.id = $1 and cr.enterprise_customer_id = $2 and cr.worker_id = $3
            and cr.completed_at is null and cr.withdrawn_at is null
          returning cr.crew_id,
                    coalesce((select c.label from credentials c where c.id = cr.credential_id), cr.metadata->'credential'->>'label') as label`,
        [requestId, customerId, id],
      );
      if (!withdrawn) throw notFound();
      await notifyAboutWorker(tx, {
        customerId,
        workerId: id,
        crewId: withdrawn.crew_id,
        type: 'credential_request_withdrawn',
        message: `The request for ${name}'s ${withdrawn.label ?? 'credential'} was withdrawn.`,
        metadata: { credential_request_id: requestId },
      });
    });
    return { message: 'Credential request successfully withdrawn!' };
  });
}
