import type { Db } from './db';
import { issueLinkToken } from './auth/tokens';
import { HttpError } from './http/errors';
import { fullName } from './lib/names';
import { msg, type Locale } from './i18n';
import { credentialRequestMail, queueMail } from './mail';

/**
 * Credential requests (credential_requests), opened by the crews area and answered on the public fulfil page; sent
 * again from a crew's page (crews area) and from the worker panel (workers area), so the sending again lives here.
 */

/** The public page (mfe-public) where the worker answers a credential request. */
export const credentialRequestPath = (token: string) => `/credential-requests/${token}`;

/** An open request: neither fulfilled nor withdrawn (alias cr). */
export const OPEN_REQUEST = 'cr.completed_at is null and cr.withdrawn_at is null';

/**
 * Send again: a new token for an open request of the customer's (the previous link stops working at once),
 * e-mailed to the worker's current address, last requested now. Scoped to a crew (the crew pages) or a worker (the
 * worker panel, any crew or none). Returns the new token and its link; null when there is no such open request; 422
 * when the worker has no e-mail address (nothing changed).
 */
export async function resendCredentialRequest(
  db: Db,
  input: { customerId: number; requestId: number; crewId?: number; workerId?: number; publicUrl: string },
): Promise<{ token: string; link: string } | null> {
  const { token, hash } = issueLinkToken();
  const link = `${input.publicUrl}${credentialRequestPath(token)}`;
  return db.transaction(async (tx) => {
    const [open] = await tx.query<{
      first_name: string;
      last_name: string;
      email: string | null;
      preferred_language: Locale;
      crew_name: string | null;
      customer_name: string;
      label: string | null;
      message: string | null;
    }>(
      `select w.first_name, w.last_name, nullif(btrim(w.email), '') as email, w.preferred_language, crew.name as crew_name, ec.name as customer_name,
              coalesce(c.label, cr.metadata->'credential'->>'label') as label, cr.message
         from credential_requests cr
         join enterprise_customer_workers w on w.id = cr.worker_id
         join enterprise_customers ec on ec.id = cr.enterprise_customer_id
         left join crews crew on crew.id = cr.crew_id
         left join credentials c on c.id = cr.credential_id
        where cr.id = $1 and cr.enterprise_customer_id = $2 and ${OPEN_REQUEST}
          and ($3::int is null or cr.crew_id = $3) and ($4::int is null or cr.worker_id = $4)
        for update of cr`,
      [input.requestId, input.customerId, input.crewId ?? null, input.workerId ?? null],
    );
    if (!open) return null;
    const worker = fullName(open.first_name, open.last_name);
    if (!open.email) throw new HttpError(422, msg('errors.credential_request_no_email', { name: worker }));
    await tx.query('update credential_requests set token_hash = $2, last_requested_at = now() where id = $1', [input.requestId, hash]);
    const mail = credentialRequestMail(
      { worker, customer: open.customer_name, crew: open.crew_name, credential: open.label ?? '', message: open.message, link },
      open.preferred_language,
    );
    await queueMail(tx, { customerId: input.customerId, to: open.email, ...mail });
    return { token, link };
  });
}
