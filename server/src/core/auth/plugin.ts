import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_PLAN, type Db } from '../db';
import type { Config } from '../../config';
import { csrfMismatch, forbidden, unauthenticated } from '../http/errors';
import { msg } from '../i18n';
import type { FeatureLabel, Role } from 'shared-api/contract';
import { loadSession, SESSION_COOKIE, SESSION_TTL_MS, type Session } from './sessions';
import { hmac, randomToken, safeEqual } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session: sign-in and the public token pages' calls. */
    public?: boolean;
  }
}

/** Visitors without a session get a random cookie; their CSRF token is an HMAC of it (nothing stored). */
const ANON_COOKIE = 'portal_visitor';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function cookieOptions(config: Config) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

const anonymousCsrf = (config: Config, visitorId: string) => hmac(config.sessionSecret, `csrf:${visitorId}`);

/** The CSRF token the page must carry: the session's, or the visitor cookie's (set when missing). */
export function csrfTokenForPage(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  if (request.session) return request.session.csrfToken;
  let visitorId = request.cookies[ANON_COOKIE];
  if (!visitorId) {
    visitorId = randomToken();
    reply.setCookie(ANON_COOKIE, visitorId, cookieOptions(config));
  }
  return anonymousCsrf(config, visitorId);
}

function csrfMatches(request: FastifyRequest, config: Config): boolean {
  const header = request.headers['x-csrf-token'];
  if (typeof header !== 'string' || header === '') return false;
  if (request.session) return safeEqual(header, request.session.csrfToken);
  const visitorId = request.cookies[ANON_COOKIE];
  return !!visitorId && safeEqual(header, anonymousCsrf(config, visitorId));
}

export async function attachSession(request: FastifyRequest, db: Db, config: Config): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  request.session = token ? await loadSession(db, token, config.sessionCacheMs) : null;
}

export function registerAuth(app: FastifyInstance, db: Db, config: Config): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/json/')) return;
    await attachSession(request, db, config);
    // The signed-in user's choice wins over Accept-Language (registerLocale set that one first); a user who has
    // not chosen yet is answered in the browser's language.
    if (request.session?.locale) request.locale = request.session.locale;
    if (!SAFE_METHODS.has(request.method) && !csrfMatches(request, config)) throw csrfMismatch();
    if (!request.routeOptions.config?.public && !request.session) throw unauthenticated();
  });
}

/** The signed-in session of a route that is not public (the hook has already refused anonymous calls). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}

export function requireRole(request: FastifyRequest, roles: Role[]): Session {
  const session = sessionOf(request);
  if (!roles.includes(session.role)) throw forbidden();
  return session;
}

export async function customerHasFeature(db: Db, customerId: number, label: FeatureLabel): Promise<boolean> {
  const rows = await db.query(
    `select 1 from enterprise_customer_features cf join features f on f.id = cf.feature_id
      where cf.enterprise_customer_id = $1 and f.label = $2`,
    [customerId, label],
    GENERIC_PLAN,
  );
  return rows.length > 0;
}

export async function requireFeature(db: Db, request: FastifyRequest, label: FeatureLabel): Promise<Session> {
  const session = sessionOf(request);
  if (!(await customerHasFeature(db, session.customerId, label))) {
    throw forbidden(msg('errors.feature_unavailable'));
  }
  return session;
}
