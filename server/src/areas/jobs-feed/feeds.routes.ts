import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicJobsFeed } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import type { Db } from '../../core/db';
import { forbidden, notFound } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { isoDate } from '../../core/lib/time';
import { msg } from '../../core/i18n';
import { findFeedOwner, isApprovedOrigin, isIntegrationToken, publishedJobs, type FeedOwner } from './repository';
import { publicFeedResponse } from './schemas';
import { jobsRss } from './rss';

/** The public feed's paths for a customer's slug (docs/adr/0014-public-jobs-feed.md). */
export const feedPaths = (slug: string) => ({ json: `/feeds/${slug}/jobs.json`, rss: `/feeds/${slug}/jobs.rss` });

/** `Authorization: Bearer <token>`, else `?token=`. */
function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (bearer) return bearer;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return typeof query.token === 'string' && query.token !== '' ? query.token : null;
}

const originOf = (request: FastifyRequest) => (typeof request.headers.origin === 'string' ? request.headers.origin : null);

async function requireOwner(db: Db, request: FastifyRequest): Promise<FeedOwner> {
  const { slug } = request.params as { slug: string };
  const owner = await findFeedOwner(db, slug);
  if (!owner) throw notFound();
  return owner;
}

/**
 * Who may read: a request carrying the customer's integration token, from anywhere; a browser page whose origin is
 * an approved domain; a request with no Origin (a server, a feed reader, the portal itself). A cross-origin page
 * elsewhere is refused with no Access-Control-Allow-Origin, so its browser shows it nothing.
 */
async function authorise(db: Db, request: FastifyRequest, reply: FastifyReply, owner: FeedOwner): Promise<void> {
  reply.header('Vary', 'Origin');
  reply.header('Cache-Control', 'no-store');
  const origin = originOf(request);
  const token = presentedToken(request);
  if (token !== null) {
    if (!(await isIntegrationToken(db, owner.id, token))) throw forbidden(msg('jobs-feed:feed_token_invalid'));
  } else if (origin !== null && !(await isApprovedOrigin(db, owner.id, origin))) {
    throw forbidden(msg('jobs-feed:feed_origin_refused'));
  }
  if (origin !== null) reply.header('Access-Control-Allow-Origin', origin);
}

/** /feeds: the customer's public jobs feed, in JSON and RSS 2.0, outside /json (no session, no CSRF). */
export const feedsRoutes: RoutesPlugin = async (app, { db, config }) => {
  const publish = async (request: FastifyRequest, reply: FastifyReply) => {
    const owner = await requireOwner(db, request);
    await authorise(db, request, reply, owner);
    return { owner, jobs: await publishedJobs(db, owner.id, isoDate(new Date())) };
  };

  app.get('/:slug/jobs.json', { schema: { response: responses({ 200: publicFeedResponse }) } }, async (request, reply): Promise<PublicJobsFeed> => {
    const { owner, jobs } = await publish(request, reply);
    return { employer: { name: owner.name }, jobs };
  });

  app.get('/:slug/jobs.rss', async (request, reply) => {
    const { owner, jobs } = await publish(request, reply);
    const paths = feedPaths(owner.feed_slug);
    reply.type('application/rss+xml; charset=utf-8');
    return jobsRss({ employerName: owner.name, feedUrl: `${config.publicUrl}${paths.rss}`, siteUrl: config.publicUrl }, jobs);
  });

  // A browser asks first before sending the Authorization header: an approved origin may, and any origin may
  // try a token (the GET then checks it).
  const preflight = async (request: FastifyRequest, reply: FastifyReply) => {
    const owner = await requireOwner(db, request);
    const origin = originOf(request);
    reply.header('Vary', 'Origin');
    const requested = String(request.headers['access-control-request-headers'] ?? '').toLowerCase();
    const asksToken = requested.split(',').some((name) => name.trim() === 'authorization');
    if (origin === null || (!asksToken && !(await isApprovedOrigin(db, owner.id, origin)))) throw forbidden(msg('jobs-feed:feed_origin_refused'));
    reply
      .header('Access-Control-Allow-Origin', origin)
      .header('Access-Control-Allow-Methods', 'GET, OPTIONS')
      .header('Access-Control-Allow-Headers', 'Authorization')
      .header('Access-Control-Max-Age', '600')
      .code(204);
    return reply.send();
  };
  app.options('/:slug/jobs.json', preflight);
  app.options('/:slug/jobs.rss', preflight);
};
