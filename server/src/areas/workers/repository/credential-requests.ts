import type { Db, Queryable } from '../../../core/db';
import { notFound } from '../../../core/http/errors';
import { diffForHumans, isoDate } from '../../../core/lib/time';
import { DEFAULT_LOCALE, type Locale } from '../../../core/i18n';
import { fullName } from '../../../core/lib/names';
import { notifyAboutWorker } from '../../../core/notifications';
import type { WorkerCredentialRequestsResponse } from 'shared-api/contract';
import type { WorkerIdentity } from './workers';
import { msg } from '../../../core/i18n';

interface CredentialRequestRow {
  id: number;
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
  message: string | null;
  created_at: Date;
  user_credential_id: number;
  user_credential_name: string;
}

/**
 * The worker's open credential requests and update requests, newest first; relative times in `locale`. Only the
 * tokens' hashes are stored (0024): `url` and `update_url` are null, the link was given once when the request was
 * made or sent again.
 */
export async function openRequests(
  db: Queryable,
  customerId: number,
  workerId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<WorkerCredentialRequestsResponse> {
  const [requests, updates] = await Promise.all([
    db.query<CredentialRequestRow>(
      `select cr.id, cr.message, cr.created_at, cr.last_requested_at,
              c.id as credential_id, coalesce(c.label, cr.metadata->'credential'->>'label') as credential_label,
              uc.id as user_credential_id, uc.name as user_credential_name, cw.id as crew_id, cw.name as crew_name
         from credential_requests cr
         left join credentials c on c.id = cr.credential_id
         left join user_credentials uc on uc.id = cr.user_credential_id
         left join crews cw on cw.id = cr.crew_id
        where cr.worker_id = $1 and cr.enterprise_customer_id = $2 and cr.completed_at is null and cr.withdrawn_at is null
        order by cr.created_at desc, cr.id desc`,
      [workerId, customerId],
    ),
    db.query<UpdateRequestRow>(
      `select r.id, r.message, r.created_at, uc.id as user_credential_id, uc.name as user_credential_name
         from user_credential_update_requests r
         join user_credentials uc on uc.id = r.user_credential_id
        where uc.worker_id = $1 and r.enterprise_customer_id = $2 and r.completed_at is null and r.withdrawn_at is null
        order by r.created_at desc, r.id desc`,
      [workerId, customerId],
    ),
  ]);
  const now = new Date();
  return {
    credential_requests: requests.map((row) => ({
      id: row.id,
      credential: row.credential_id ? { id: row.credential_id, label: row.credential_label ?? '' } : null,
      user_credential: row.user_credential_id ? { id: row.user_credential_id, name: row.user_credential_name ?? '' } : null,
      crew: row.crew_id ? { id: row.crew_id, name: row.crew_name ?? '' } : null,
      message: row.message,
      url: null,
      created_diff_for_humans: diffForHumans(row.created_at, now, locale),
      last_requested_date: isoDate(row.last_requested_at),
    })),
    user_credential_requests: updates.map((row) => ({
      id: row.id,
      user_credential: { id: row.user_credential_id, name: row.user_credential_name },
      message: row.message,
      update_url: null,
      created_diff_for_humans: diffForHumans(row.created_at, now, locale),
    })),
  };
}

/** Withdraws one of the worker's open credential requests and notifies the customer; 404 unless it is open. */
export async function withdrawCredentialRequest(db: Db, customerId: number, worker: WorkerIdentity, requestId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx.query<{ crew_id: number | null; label: string | null }>(
      `update credential_requests cr set withdrawn_at = now()
        where cr.id = $1 and cr.enterprise_customer_id = $2 and cr.worker_id = $3
          and cr.completed_at is null and cr.withdrawn_at is null
        returning cr.crew_id,
                  coalesce((select c.label from credentials c where c.id = cr.credential_id), cr.metadata->'credential'->>'label') as label`,
      [requestId, customerId, worker.id],
    );
    if (!withdrawn) throw notFound();
    await notifyAboutWorker(tx, {
      customerId,
      workerId: worker.id,
      crewId: withdrawn.crew_id,
      type: 'credential_request_withdrawn',
      message: msg('workers:notifications.request_withdrawn', {
        name: fullName(worker.first_name, worker.last_name),
        credential: withdrawn.label ?? msg('workers:notifications.credential'),
      }),
      metadata: { credential_request_id: requestId },
    });
  });
}

/** Withdraws an open update request for one of the worker's credentials and notifies the customer; 404 unless it is open. */
export async function withdrawUpdateRequest(db: Db, customerId: number, worker: WorkerIdentity, requestId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx.query<{ crew_id: number | null; name: string }>(
      `update user_credential_update_requests r set withdrawn_at = now()
         from user_credentials uc
        where r.id = $1 and r.enterprise_customer_id = $2 and uc.id = r.user_credential_id and uc.worker_id = $3
          and r.completed_at is null and r.withdrawn_at is null
        returning r.crew_id, uc.name`,
      [requestId, customerId, worker.id],
    );
    if (!withdrawn) throw notFound();
    await notifyAboutWorker(tx, {
      customerId,
      workerId: worker.id,
      crewId: withdrawn.crew_id,
      type: 'credential_request_withdrawn',
      message: msg('workers:notifications.update_request_withdrawn', { name: fullName(worker.first_name, worker.last_name), credential: withdrawn.name }),
      metadata: { user_credential_update_request_id: requestId },
    });
  });
}
