import type { FastifyInstance } from 'fastify';

/** Headers every answer carries, pages, files and API alike. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    // Storybook shows each story in an iframe of its own page; nothing else may be framed.
    reply.header('X-Frame-Options', request.url.startsWith('/storybook/') ? 'SAMEORIGIN' : 'DENY');
    return payload;
  });
}
