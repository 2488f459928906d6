import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import type { FileStorage } from '../../core/storage';
import { notFound } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { loadCustomerFile, sendStoredFile } from '../../core/files';

const fileParams = z.object({ id: z.coerce.number().int().positive() });

export function fileRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  /** A stored document or picture, for the staff of the customer that owns it. */
  app.get('/json/files/:id', async (request, reply) => {
    const { customerId } = sessionOf(request);
    const params = fileParams.safeParse(request.params);
    if (!params.success) throw notFound();
    return sendStoredFile(reply, storage, await loadCustomerFile(db, customerId, params.data.id));
  });
}
