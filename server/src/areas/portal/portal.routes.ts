import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../../config';
import type { Db } from '../../core/db';
import { attachSession, csrfTokenForPage } from '../../core/auth/plugin';
import { remoteRegistry } from '../../core/remotes';
import { t } from '../../core/i18n';
import { firstDataFor, firstPaint, pageData, remoteFirstChunks } from './first-paint';

// With its precompressed copy (.br, .gz), which is the path setHeaders sees when that copy is sent.
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css|png|svg|woff2?)(\.br|\.gz)?$/;
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
/**
 * Relaxed for /storybook/ only: the static Storybook's pages carry inline scripts (its globals and the preview
 * bootstrap) and the manager frames the preview (iframe.html) of the same origin. It has no session, cookies or
 * API calls of its own, so the portal's pages keep the strict policy above.
 */
const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The shell's index.html, read again only when the file changes (a rebuild while running). */
function indexTemplate(shellDist: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return (): string | null => {
    const file = join(shellDist, 'index.html');
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export function portalRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const template = indexTemplate(config.shellDist);
  // The live remotes and their builds: DATA_DIR on the embedded database, the database on PostgreSQL (core/remotes).
  const remotes = remoteRegistry(db, config);
  const mfeDir = join(config.dataDir, 'mfe');
  const headTags = firstPaint(config.shellDist, remoteFirstChunks(mfeDir, remotes));

  app.get('/healthz', async (_request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok', database: 'ok', storage: config.s3 ? 's3' : 'local' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'error', database: 'unreachable', storage: config.s3 ? 's3' : 'local' });
    }
  });

  // Which version of each remote is live: never cached, so a deploy or rollback reaches the next page load.
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.type('application/json');
    return (await remotes.readText()) ?? JSON.stringify({ remotes: {} });
  });

  // A version deployed through another instance is copied from the database to this instance's DATA_DIR/mfe on
  // its first request; the static files below then serve it like any other.
  if (remotes.kind === 'database') {
    app.addHook('onRequest', async (request) => {
      const match = /^\/mfe\/([^/]+)\/([^/]+)\//.exec(request.url);
      if (match) await remotes.materialize(match[1], match[2]);
    });
  }

  // Deployed remote builds are immutable: a new deploy gets a new version folder.
  app.register(fastifyStatic, {
    root: mfeDir,
    prefix: '/mfe/',
    decorateReply: false,
    index: false,
    // Builds carry .br and .gz copies of their scripts and styles (tools/webpack/precompress-plugin.cjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });

  // The designers' component catalogue, rebuilt by `npm start` when shared-ui or a story changed.
  app.register(fastifyStatic, {
    root: config.storybookDist,
    prefix: '/storybook/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.header('Cache-Control', 'no-cache');
      res.header('Content-Security-Policy', STORYBOOK_CSP);
    },
  });
  // The static plugin hands its own folder's address on as not found: that is Storybook's home page.
  const storybookHome = (reply: FastifyReply) => {
    const index = join(config.storybookDist, 'index.html');
    if (!existsSync(index)) {
      return reply.status(503).type('text/plain').send('Storybook has not been built yet: run `npm start`.');
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', STORYBOOK_CSP)
      .type('text/html; charset=utf-8')
      .send(readFileSync(index));
  };

  app.register(fastifyStatic, {
    root: config.shellDist,
    prefix: '/',
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) =>
      res.header('Cache-Control', HASHED_FILE.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = template();
    if (!html) {
      return reply.status(503).type('text/plain').send('The portal has not been built yet: run `npm start`.');
    }
    await attachSession(request, db, config);
    const token = csrfTokenForPage(request, reply, config);
    const [pathname, query] = request.url.split('?');
    const file = await remotes.read();
    const [tags, data] = await Promise.all([headTags(pathname, file), pageData(app, request, firstDataFor(pathname, query !== undefined, file))]);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', CSP)
      .type('text/html; charset=utf-8')
      .send(
        html
          .replace('__CSRF_TOKEN__', escapeAttribute(token))
          .replace('</head>', () => `${tags}${data}</head>`),
      );
  };

  app.get('/', servePage);

  // Every other page path belongs to the browser's router; API paths and files that do not exist are 404s.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/storybook') return reply.redirect('/storybook/', 301);
    if (path === '/storybook/' && (request.method === 'GET' || request.method === 'HEAD')) return storybookHome(reply);
    // A missing Storybook file is a plain 404, not the portal's page.
    if (path.startsWith('/storybook/')) return reply.status(404).type('text/plain').send('No such Storybook file.');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/json/') &&
      !path.startsWith('/mfe/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPage) return servePage(request, reply);
    return reply.status(404).send({ message: t(request, 'errors.not_found') });
  });
}
