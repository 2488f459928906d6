import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /**
   * Strict-Transport-Security's max-age in seconds, sent when the portal is served over HTTPS (SECURE_COOKIES=true,
   * HSTS_MAX_AGE_SECONDS); none is sent otherwise.
   */
  hstsMaxAgeSeconds?: number;
}

/**
 * Headers every answer carries, pages, files and API alike (the list is in docs/deploy.md). A route that sets a
 * stricter Referrer-Policy of its own (the token pages' no-referrer) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const hsts = options.hstsMaxAgeSeconds === undefined ? undefined : `max-age=${options.hstsMaxAgeSeconds}`;
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'same-origin');
    // Storybook shows each story in an iframe of its own page; nothing else may be framed.
    reply.header('X-Frame-Options', request.url.startsWith('/storybook/') ? 'SAMEORIGIN' : 'DENY');
    if (hsts) reply.header('Strict-Transport-Security', hsts);
    return payload;
  });
}
