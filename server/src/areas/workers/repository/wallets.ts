import type { Db, Queryable } from '../../../core/db';
import { randomToken, sha256 } from '../../../core/auth/tokens';
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
  token: string;
  emails: string[];
  created_at: Date;
  expires_on: string | null;
  worker_id: number;
  first_name: string;
  last_name: string;
}

/** The worker's links that still open the wallet (not removed, not past their last day), newest first; relative times in `locale`. */
export async function findWalletTokens(db: Queryable, customerId: number, workerId: number, locale: Locale = DEFAULT_LOCALE): Promise<WalletToken[]> {
  const rows = await db.query<WalletTokenRow>(
    `select wt.id, wt.token, wt.emails, wt.created_at, wt.expires_on::text as expires_on, w.id as worker_id, w.first_name, w.last_name
       from wallet_tokens wt join enterprise_customer_workers w on w.id = wt.worker_id
      where wt.worker_id = $1 and wt.enterprise_customer_id = $2 and wt.revoked_at is null
        and (wt.expires_on is null or wt.expires_on >= current_date)
      order by wt.created_at desc, wt.id desc`,
    [workerId, customerId],
  );
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    token: row.token,
    url: walletPagePath(row.token),
    worker: { id: row.worker_id, full_name: fullName(row.first_name, row.last_name) },
    metadata: { access: { emails: row.emails } },
    created_at: row.created_at.toISOString(),
    created_at_diff: diffForHumans(row.created_at, now, locale),
    expires_on: row.expires_on,
  }));
}

/** Creates a wallet link for one address and queues the e-mail that carries it, together, in the worker's language. */
export async function shareWallet(
  db: Db,
  share: { customerId: number; userId: number; worker: WorkerIdentity; email: string; expiresOn: string | null; publicUrl: string },
): Promise<void> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    const [{ name: customerName }] = await tx.query<{ name: string }>('select name from enterprise_customers where id = $1', [share.customerId]);
    await tx.query(
      `insert into wallet_tokens (enterprise_customer_id, worker_id, token, token_hash, emails, created_by_user_id, expires_on)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
      [share.customerId, share.worker.id, token, sha256(token), JSON.stringify([share.email]), share.userId, share.expiresOn],
    );
    const mail = walletAccessMail(
      {
        workerName: fullName(share.worker.first_name, share.worker.last_name),
        customerName,
        link: `${share.publicUrl}${walletPagePath(token)}`,
      },
      share.worker.preferred_language,
    );
    await queueMail(tx, { customerId: share.customerId, to: share.email, ...mail });
  });
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
