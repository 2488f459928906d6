import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import type { Config } from '../../config';
import type { FileStorage } from '../../core/storage';
import { HttpError, notFound, parse, tooManyRequests } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { randomToken, sha256 } from '../../core/auth/tokens';
import { WindowCounter } from '../../core/auth/rate-limit';
import { fullName } from '../../core/lib/names';
import { routeIds } from '../../core/http/ids';
import { requireWorkerIdentity } from '../workers';
import { sendStoredFile, type ServableFile } from '../../core/files';
import { queueMail, walletAccessMail } from '../../core/mail';
import { diffForHumans, prettyDate } from '../../core/lib/time';
import type {
  MessageResponse,
  PublicWallet,
  PublicWalletResponse,
  WalletToken,
  WalletTokensResponse,
} from 'shared-api/contract';

const INVALID_EMAIL = 'Please provide a valid email address.';
const LINK_NO_LONGER_VALID = 'This link is no longer valid.';

const shareBody = z.object({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .min(1, INVALID_EMAIL)
    .max(255, INVALID_EMAIL)
    .pipe(z.email(INVALID_EMAIL)),
});

/** Wallet tokens are 256 random bits in base64url (43 characters); anything else cannot be one. */
const walletTokenParam = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const walletPagePath = (token: string) => `/wallet?token=${token}`;

interface WalletTokenRow {
  id: number;
  token: string;
  emails: string[];
  created_at: Date;
  worker_id: number;
  first_name: string;
  last_name: string;
}

function serializeWalletToken(row: WalletTokenRow, now: Date): WalletToken {
  return {
    id: row.id,
    token: row.token,
    url: walletPagePath(row.token),
    worker: { id: row.worker_id, full_name: fullName(row.first_name, row.last_name) },
    metadata: { access: { emails: row.emails } },
    created_at: row.created_at.toISOString(),
    created_at_diff: diffForHumans(row.created_at, now),
  };
}

interface OpenWallet {
  worker_id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  job_title: string | null;
  profile_picture_path: string | null;
  customer_name: string;
}

interface WalletCredentialRow {
  id: number;
  name: string;
  issued: string | null;
  expiry: string | null;
  is_expired: boolean;
  document_number: string | null;
  file_id: number | null;
  issuer: string | null;
}

export function walletRoutes(app: FastifyInstance, db: Db, config: Config, storage: FileStorage): void {
  app.get('/json/workers/:id/wallets', async (request): Promise<WalletTokensResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireWorkerIdentity(db, customerId, id);
    const rows = await db.query<WalletTokenRow>(
      `select wt.id, wt.token, wt.emails, wt.created_at, w.id as worker_id, w.first_name, w.last_name
         from wallet_tokens wt join enterprise_customer_workers w on w.id = wt.worker_id
        where wt.worker_id = $1 and wt.enterprise_customer_id = $2 and wt.revoked_at is null
        order by wt.created_at desc, wt.id desc`,
      [id, customerId],
    );
    const now = new Date();
    return { wallet_tokens: rows.map((row) => serializeWalletToken(row, now)) };
  });

  app.post('/json/workers/:id/wallets', async (request): Promise<MessageResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const worker = await requireWorkerIdentity(db, customerId, id);
    const { email } = parse(shareBody, request.body);
    const token = randomToken();
    await db.transaction(async (tx) => {
      const [{ name: customerName }] = await tx.query<{ name: string }>('select name from enterprise_customers where id = $1', [customerId]);
      await tx.query(
        `insert into wallet_tokens (enterprise_customer_id, worker_id, token, token_hash, emails, created_by_user_id)
         values ($1, $2, $3, $4, $5::jsonb, $6)`,
        [customerId, id, token, sha256(token), JSON.stringify([email]), userId],
      );
      const mail = walletAccessMail({
        workerName: fullName(worker.first_name, worker.last_name),
        customerName,
        link: `${config.publicUrl}${walletPagePath(token)}`,
      });
      await queueMail(tx, { customerId, to: email, ...mail });
    });
    return { message: 'Successfully gave access to workers wallet' };
  });

  app.delete('/json/workers/:id/wallets/:tokenId', async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, tokenId } = routeIds(request.params, 'id', 'tokenId');
    const rows = await db.query(
      `update wallet_tokens set revoked_at = now()
        where id = $1 and worker_id = $2 and enterprise_customer_id = $3 and revoked_at is null
        returning id`,
      [tokenId, id, customerId],
    );
    if (rows.length === 0) throw notFound();
    return { message: 'Successfully removed access to wallet!' };
  });

  // The public wallet: whoever holds the link, without signing in. Lookups are limited per address, which
  // with 256-bit tokens is about load more than guessing.
  const lookups = new WindowCounter(60, 60_000);

  async function openWallet(request: FastifyRequest, reply: FastifyReply): Promise<OpenWallet & { token: string }> {
    const wait = lookups.retryAfter(request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw tooManyRequests(`Too many requests. Please try again in ${wait} seconds.`);
    }
    lookups.hit(request.ip);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const token = walletTokenParam.safeParse((request.params as { token?: unknown }).token);
    if (!token.success) throw new HttpError(404, LINK_NO_LONGER_VALID);
    const [wallet] = await db.query<OpenWallet>(
      `select wt.worker_id, wt.enterprise_customer_id as customer_id, w.first_name, w.last_name, w.job_title,
              w.profile_picture_path, ec.name as customer_name
         from wallet_tokens wt
         join enterprise_customer_workers w on w.id = wt.worker_id and w.enterprise_customer_id = wt.enterprise_customer_id
         join enterprise_customers ec on ec.id = wt.enterprise_customer_id
        where wt.token_hash = $1 and wt.revoked_at is null`,
      [sha256(token.data)],
    );
    if (!wallet) throw new HttpError(404, LINK_NO_LONGER_VALID);
    return { ...wallet, token: token.data };
  }

  app.get('/json/wallets/:token', { config: { public: true } }, async (request, reply): Promise<PublicWalletResponse> => {
    const wallet = await openWallet(request, reply);
    const rows = await db.query<WalletCredentialRow>(
      `select uc.id, uc.name, uc.issued, uc.expiry, coalesce(uc.expiry < current_date, false) as is_expired,
              uc.document_number, uc.file_id, coalesce(ci.name, tp.name) as issuer
         from user_credentials uc
         left join credential_issuers ci on ci.id = uc.credential_issuer_id
         left join training_providers tp on tp.id = uc.training_provider_id
        where uc.worker_id = $1 and uc.enterprise_customer_id = $2
        order by uc.expiry asc nulls last, lower(uc.name), uc.id`,
      [wallet.worker_id, wallet.customer_id],
    );
    const base = `/json/wallets/${wallet.token}`;
    const result: PublicWallet = {
      worker: {
        full_name: fullName(wallet.first_name, wallet.last_name),
        job_title: wallet.job_title,
        profile_picture_url: wallet.profile_picture_path ? `${base}/profile-image` : null,
      },
      enterprise_customer: { name: wallet.customer_name },
      credentials: rows.map((row) => ({
        id: row.id,
        name: row.name,
        issuer: row.issuer,
        issued: row.issued,
        issued_pretty_date: prettyDate(row.issued),
        expiry: row.expiry,
        expires_pretty_date: prettyDate(row.expiry),
        is_expired: row.is_expired,
        document_number: row.document_number,
        document_url: row.file_id ? `${base}/files/${row.file_id}` : null,
      })),
    };
    return { wallet: result };
  });

  app.get('/json/wallets/:token/files/:fileId', { config: { public: true } }, async (request, reply) => {
    const wallet = await openWallet(request, reply);
    const { fileId } = routeIds(request.params, 'fileId');
    // Only a document of one of this worker's credentials is reachable through the worker's wallet link.
    const [file] = await db.query<ServableFile>(
      `select f.storage_key, f.mime_type, f.original_name
         from files f
        where f.id = $1 and f.enterprise_customer_id = $3
          and exists (select 1 from user_credentials uc
                       where uc.file_id = f.id and uc.worker_id = $2 and uc.enterprise_customer_id = $3)`,
      [fileId, wallet.worker_id, wallet.customer_id],
    );
    if (!file) throw notFound();
    return sendStoredFile(reply, storage, file, { cacheControl: 'no-store' });
  });

  app.get('/json/wallets/:token/profile-image', { config: { public: true } }, async (request, reply) => {
    const wallet = await openWallet(request, reply);
    const [picture] = await db.query<ServableFile>(
      `select storage_key, mime_type, original_name from files where storage_key = $1 and enterprise_customer_id = $2`,
      [wallet.profile_picture_path, wallet.customer_id],
    );
    if (!picture) throw notFound();
    return sendStoredFile(reply, storage, picture, { cacheControl: 'no-store' });
  });
}
