import type { Db, Queryable } from '../../../core/db';
import { issueLinkToken } from '../../../core/auth/tokens';
import { queueMail, walletAccessMail } from '../../../core/mail';
import { fullName } from '../../../core/lib/names';
import { diffForHumans } from '../../../core/lib/time';
import { DEFAULT_LOCALE, type Locale } from '../../../core/i18n';
import type { WalletToken } from 'shared-api/contract';
import type { WorkerIdentity } from './workers';

/** Where a wallet link opens: the public wallet page of mfe-public. */
const walletPagePath = (token: string) => `/wallet?token=${token}`;

interface WalletTokenRow {
  id: number;
  emails: string[];
  created_at: Date;
  expires_on: string | null;
  worker_id: number;
  first_name: string;
  last_name: string;
}

const WALLET_TOKEN_COLUMNS = `wt.id, wt.emails, wt.created_at, wt.expires_on::text as expires_on, w.id as worker_id, w.first_name, w.last_name`;

/**
 * A link as the portal shows it. Only the token's hash is stored (0024), so `token` and `url` are given only by the
 * answer of the call that made the token (share, resend); lists carry null.
 */
function toWalletToken(row: WalletTokenRow, now: Date, locale: Locale, token: string | null = null): WalletToken {
  return {
    id: row.id,
    token,
    url: token === null ? null : walletPagePath(token),
    worker: { id: row.worker_id, full_name: fullName(row.first_name, row.last_name) },
    metadata: { access: { emails: row.emails } },
    created_at: row.created_at.toISOString(),
    created_at_diff: diffForHumans(row.created_at, now, locale),
    expires_on: row.expires_on,
  };
}

/** The worker's links that still open the wallet (not removed, not past their last day), newest first; relative times in `locale`. */
export async function findWalletTokens(db: Queryable, customerId: number, workerId: number, locale: Locale = DEFAULT_LOCALE): Promise<WalletToken[]> {
  const rows = await db.query<WalletTokenRow>(
    `select ${WALLET_TOKEN_COLUMNS}
       from wallet_tokens wt join enterprise_customer_workers w on w.id = wt.worker_id
      where wt.worker_id = $1 and wt.enterprise_customer_id = $2 and wt.revoked_at is null
        and (wt.expires_on is null or wt.expires_on >= current_date)
      order by wt.created_at desc, wt.id desc`,
    [workerId, customerId],
  );
  const now = new Date();
  return rows.map((row) => toWalletToken(row, now, locale));
}

/** Queues the e-mail carrying a wallet link to `to`, in the worker's language, in the caller's transaction. */
async function mailWalletLink(tx: Queryable, customerId: number, worker: WorkerIdentity, to: string, link: string) {
  const [{ name: customerName }] = await tx.query<{ name: string }>('select name from enterprise_customers where id = $1', [customerId]);
  const mail = walletAccessMail({ workerName: fullName(worker.first_name, worker.last_name), customerName, link }, worker.preferred_language);
  await queueMail(tx, { customerId, to, ...mail });
}

/**
 * Creates a wallet link for one address (its token stored hashed only) and queues the e-mail that carries it,
 * together; returns the link, which only this answer carries (relative path in `wallet_token.url`, absolute `link`).
 */
export async function shareWallet(
  db: Db,
  share: { customerId: number; userId: number; worker: WorkerIdentity; email: string; expiresOn: string | null; publicUrl: string; locale: Locale },
): Promise<{ walletToken: WalletToken; link: string }> {
  const { token, hash } = issueLinkToken();
  const link = `${share.publicUrl}${walletPagePath(token)}`;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.query<WalletTokenRow>(
      `with created as (
         insert into wallet_tokens (enterprise_customer_id, worker_id, token_hash, emails, created_by_user_id, expires_on)
         values ($1, $2, $3, $4::jsonb, $5, $6) returning *)
       select ${WALLET_TOKEN_COLUMNS} from created wt join enterprise_customer_workers w on w.id = wt.worker_id`,
      [share.customerId, share.worker.id, hash, JSON.stringify([share.email]), share.userId, share.expiresOn],
    );
    await mailWalletLink(tx, share.customerId, share.worker, share.email, link);
    return created;
  });
  return { walletToken: toWalletToken(row, new Date(), share.locale, token), link };
}

/**
 * Send again: a new token for a link that still opens (the previous link stops working at once), e-mailed to the
 * address it was shared with; the expiry stays. Null when the link is removed, expired or not this worker's.
 */
export async function resendWalletToken(
  db: Db,
  input: { customerId: number; worker: WorkerIdentity; tokenId: number; publicUrl: string; locale: Locale },
): Promise<{ walletToken: WalletToken; link: string } | null> {
  const { token, hash } = issueLinkToken();
  const link = `${input.publicUrl}${walletPagePath(token)}`;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.query<WalletTokenRow>(
      `update wallet_tokens wt set token_hash = $4
         from enterprise_customer_workers w
        where wt.id = $1 and wt.worker_id = $2 and wt.enterprise_customer_id = $3 and w.id = wt.worker_id
          and wt.revoked_at is null and (wt.expires_on is null or wt.expires_on >= current_date)
        returning ${WALLET_TOKEN_COLUMNS}`,
      [input.tokenId, input.worker.id, input.customerId, hash],
    );
    if (!updated) return null;
    for (const to of updated.emails) await mailWalletLink(tx, input.customerId, input.worker, to, link);
    return updated;
  });
  return row ? { walletToken: toWalletToken(row, new Date(), input.locale, token), link } : null;
}

/** Whether an open link of the worker's was there to revoke. */
export async function revokeWalletToken(db: Queryable, customerId: number, workerId: number, tokenId: number): Promise<boolean> {
  const rows = await db.query(
    `update wallet_tokens set revoked_at = now()
      where id = $1 and worker_id = $2 and enterprise_customer_id = $3 and revoked_at is null
      returning id`,
    [tokenId, workerId, customerId],
  );
  return rows.length > 0;
}
