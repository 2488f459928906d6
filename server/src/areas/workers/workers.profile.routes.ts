import type { WorkerResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import {
  MAX_PICTURE_BYTES,
  checkUpload,
  readMultipartForm,
  removeStoredFile,
  resizeProfilePicture,
  sendStoredFile,
  storeUpload,
} from '../../core/files';
import { requireWorker, requireWorkerIdentity } from './repository/workers';
import { profilePictureFile, setJobTitle, swapProfilePicture } from './repository/profile';
import { jobTitleInput } from './schemas/profile';
import { workerResponse } from './schemas/workers';
import { msg, t } from '../../core/i18n';

/** /json/workers/:id/profile: the worker's picture (upload and the image itself) and job title. */
export const workerProfileRoutes: RoutesPlugin = async (app, { db, storage }) => {
  app.post('/image', { schema: { response: responses({ 200: workerResponse }) } }, async (request): Promise<WorkerResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const worker = await requireWorkerIdentity(db, customerId, id);
    const form = await readMultipartForm(request, { fileField: 'image', maxBytes: MAX_PICTURE_BYTES });
    if (!form.file) throw validationError({ image: [msg('workers:profile.picture_required')] });
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
      previous = await swapProfilePicture(db, customerId, id, stored.storage_key);
    } catch (error) {
      await removeStoredFile(db, storage, customerId, stored.storage_key);
      throw error;
    }
    if (previous) {
      await removeStoredFile(db, storage, customerId, previous).catch((error) =>
        request.log.warn({ err: error }, 'the previous profile picture could not be removed'),
      );
    }
    return { worker: await requireWorker(db, customerId, id, request.locale), message: t(request, 'workers:profile.picture_updated') };
  });

  app.get('/image', async (request, reply) => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const picture = await profilePictureFile(db, customerId, id);
    if (!picture) throw notFound();
    return sendStoredFile(reply, storage, picture);
  });

  app.put('/job-title', { schema: { response: responses({ 200: workerResponse }) } }, async (request): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const { job_title } = parse(jobTitleInput, request.body);
    if (!(await setJobTitle(db, customerId, id, job_title))) throw notFound();
    return { worker: await requireWorker(db, customerId, id, request.locale) };
  });
};
