import { z } from 'zod';
import type { MessageResponse, WalletShareResponse, WalletTokensResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { messageResponse, responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { requireWorkerIdentity } from './repository/workers';
import { findWalletTokens, resendWalletToken, revokeWalletToken, shareWallet } from './repository/wallets';
import { msg, t } from '../../core/i18n';
import { isCalendarDate } from '../../core/lib/validation';
import { isoDate } from '../../core/lib/time';

const INVALID_EMAIL = msg('workers:wallets.invalid_email');
const INVALID_EXPIRY = msg('workers:wallets.invalid_expiry');
const PAST_EXPIRY = msg('workers:wallets.past_expiry');

const shareBody = z.object({
  email: z.string({ error: INVALID_EMAIL }).trim().min(1, INVALID_EMAIL).max(255, INVALID_EMAIL).pipe(z.email(INVALID_EMAIL)),
  /** The last day the link opens; empty or absent: until the access is removed. */
  expires_on: z
    .union([z.string({ error: INVALID_EXPIRY }).trim(), z.null()], { error: INVALID_EXPIRY })
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDate(value), INVALID_EXPIRY)
    .refine((value) => value === null || !isCalendarDate(value) || value >= isoDate(new Date()), PAST_EXPIRY),
});

const walletToken = z.object({
  id: z.number().int(),
  token: z.string().nullable(),
  url: z.string().nullable(),
  worker: z.object({ id: z.number().int(), full_name: z.string() }),
  metadata: z.object({ access: z.object({ emails: z.array(z.string()) }) }),
  created_at: z.string(),
  created_at_diff: z.string(),
  expires_on: z.string().nullable(),
});

const walletTokensResponse = z.object({ wallet_tokens: z.array(walletToken) }) satisfies z.ZodType<WalletTokensResponse>;

const walletShareResponse = z.object({ message: z.string(), wallet_token: walletToken, link: z.string() }) satisfies z.ZodType<WalletShareResponse>;

const confirmation = messageResponse satisfies z.ZodType<MessageResponse>;

/** /json/workers/:id/wallets: the links that open a worker's credential wallet to outside people, shared by e-mail and revoked. */
export const workerWalletsRoutes: RoutesPlugin = async (app, { db, config }) => {
  app.get('/', { schema: { response: responses({ 200: walletTokensResponse }) } }, async (request): Promise<WalletTokensResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireWorkerIdentity(db, customerId, id);
    return { wallet_tokens: await findWalletTokens(db, customerId, id, request.locale) };
  });

  // The link leaves the server only in the e-mail and in this answer (its token is stored hashed).
  app.post('/', { schema: { response: responses({ 200: walletShareResponse }) } }, async (request): Promise<WalletShareResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const worker = await requireWorkerIdentity(db, customerId, id);
    const { email, expires_on: expiresOn } = parse(shareBody, request.body);
    const { walletToken, link } = await shareWallet(db, { customerId, userId, worker, email, expiresOn, publicUrl: config.publicUrl, locale: request.locale });
    return { message: t(request, 'workers:wallets.shared'), wallet_token: walletToken, link };
  });

  // Send again: a new link e-mailed to the same address; the previous one stops working.
  app.post('/:tokenId/resend', { schema: { response: responses({ 200: walletShareResponse }) } }, async (request): Promise<WalletShareResponse> => {
    const { customerId } = sessionOf(request);
    const { id, tokenId } = routeIds(request.params, 'id', 'tokenId');
    const worker = await requireWorkerIdentity(db, customerId, id);
    const resent = await resendWalletToken(db, { customerId, worker, tokenId, publicUrl: config.publicUrl, locale: request.locale });
    if (!resent) throw notFound();
    return { message: t(request, 'workers:wallets.resent'), wallet_token: resent.walletToken, link: resent.link };
  });

  app.delete('/:tokenId', { schema: { response: responses({ 200: confirmation }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, tokenId } = routeIds(request.params, 'id', 'tokenId');
    if (!(await revokeWalletToken(db, customerId, id, tokenId))) throw notFound();
    return { message: t(request, 'workers:wallets.revoked') };
  });
};
