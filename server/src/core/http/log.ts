import type { FastifyRequest } from 'fastify';

/** Token links are bearer secrets: a path segment or query value that looks like one never reaches the logs. */
export function redactTokens(url: string): string {
  return url
    .replace(/([?&](?:token|file_url)=)[^&]+/gi, '$1[redacted]')
    .replace(/\/[A-Za-z0-9_-]{32,}(?=[/?]|$)/g, '/[redacted]');
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactTokens(request.url),
  remoteAddress: request.ip,
});
