import { readFileSync } from 'node:fs';
import { USER_GUIDES } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound } from '../../core/http/errors';
import { guideFile } from './files';

/** /guides/<key>.pdf: the User Guides page's PDFs, read once at start; public like any static file. */
export const guidesRoutes: RoutesPlugin = async (app) => {
  const files = new Map(USER_GUIDES.map(({ key, url }) => [url.slice('/guides/'.length), { key, body: readFileSync(guideFile(key)) }]));
  app.get('/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const guide = files.get(name);
    if (!guide) throw notFound();
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${name}"`)
      .header('Cache-Control', 'public, max-age=86400')
      .send(guide.body);
  });
};
