import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import type { FileStorage } from '../../core/storage';
import { notFound, parse, validationError } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { routeIds } from '../../core/http/ids';
import { requireWorker, requireWorkerIdentity } from './repository';
import {
  MAX_PICTURE_BYTES,
  checkUpload,
  readMultipartForm,
  removeStoredFile,
  resizeProfilePicture,
  sendStoredFile,
  storeUpload,
} from '../../core/files';
import type { WorkerResponse } from 'shared-api/contract';

const jobTitleBody = z.object({
  job_title: z
    .string({ error: 'The job title must be a string.' })
    .trim()
    .max(255, 'The job title may not be greater than 255 characters.')
    .nullable()
    .transform((title) => title || null),
});

export function profilePictureRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  app.post('/json/workers/:id/profile/image', async (request): Promise<WorkerResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const worker = await requireWorkerIdentity(db, customerId, id);
    const form = await readMultipartForm(request, { fileField: 'image', maxBytes: MAX_PICTURE_BYTES });
    if (!form.file) throw validationError({ image: ['Please select an image to update'] });
    checkUpload(form.file.bytes, { allowed: ['png', 'jpeg'], maxBytes: MAX_PICTURE_BYTES, field: 'image' });
    const picture = await resizeProfilePicture(form.file.bytes);

    // The bytes are stored before the short transaction that swaps the worker's picture (PGlite is one session).
    const stored = await storeUpload(db, storage, {
      customerId,
      userId,
      bytes: picture,
      originalName: `${worker.first_name} ${worker.last_name}.jpg`,
      allowed: ['jpeg'],
      field: 'image',
    });
    let previous: string | null;
    try {
      previous = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ profile_picture_path: string | null }>(
          `select profile_picture_path from enterprise_customer_workers
            where id = $1 and enterprise_customer_id = $2 for update`,
          [id, customerId],
        );
        if (!row) throw notFound();
        await tx.query(
          `update enterprise_customer_workers set profile_picture_path = $3, updated_at = now()
            where id = $1 and enterprise_customer_id = $2`,
          [id, customerId, stored.storage_key],
        );
        return row.profile_picture_path;
      });
    } catch (error) {
      await removeStoredFile(db, storage, customerId, stored.storage_key);
      throw error;
    }
    if (previous) {
      await removeStoredFile(db, storage, customerId, previous).catch((error) =>
        request.log.warn({ err: error }, 'the previous profile picture could not be removed'),
      );
    }
    return { worker: await requireWorker(db, customerId, id), message: 'Profile picture updated successfully' };
  });

  app.get('/json/workers/:id/profile/image', async (request, reply) => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const [picture] = await db.query<{ storage_key: string; mime_type: string; original_name: string }>(
      `select f.storage_key, f.mime_type, f.original_name
         from enterprise_customer_workers w
         join files f on f.storage_key = w.profile_picture_path and f.enterprise_customer_id = w.enterprise_customer_id
        where w.id = $1 and w.enterprise_customer_id = $2`,
      [id, customerId],
    );
    if (!picture) throw notFound();
    return sendStoredFile(reply, storage, picture);
  });

  app.put('/json/workers/:id/profile/job-title', async (request): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const { job_title } = parse(jobTitleBody, request.body);
    const rows = await db.query(
      `update enterprise_customer_workers set job_title = $3, updated_at = now()
        where id = $1 and enterprise_customer_id = $2 returning id`,
      [id, customerId, job_title],
    );
    if (rows.length === 0) throw notFound();
    return { worker: await requireWorker(db, customerId, id) };
  });
}
