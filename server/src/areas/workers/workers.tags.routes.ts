import type { MessageResponse, TagsResponse, WorkerTagResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { messageResponse, responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { requireWorkerIdentity } from './repository/workers';
import { addWorkerTag, removeWorkerTag, workerTags } from './repository/tags';
import { tagInput, tagsResponse, workerTagResponse } from './schemas/tags';
import { t } from '../../core/i18n';

/** /json/workers/:id/tags: a worker's tags, added by name (an existing tag of the customer's is reused) and removed. */
export const workerTagsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: tagsResponse }) } }, async (request): Promise<TagsResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireWorkerIdentity(db, customerId, id);
    return { tags: await workerTags(db, id) };
  });

  app.post('/', { schema: { response: responses({ 200: workerTagResponse }) } }, async (request): Promise<WorkerTagResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const input = parse(tagInput, request.body);
    await requireWorkerIdentity(db, customerId, id);
    const tag = await addWorkerTag(db, customerId, id, input.name, input.color);
    return { tag, tags: await workerTags(db, id) };
  });

  app.delete('/:tagId', { schema: { response: responses({ 200: messageResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, tagId } = routeIds(request.params, 'id', 'tagId');
    if (!(await removeWorkerTag(db, customerId, id, tagId))) throw notFound();
    return { message: t(request, 'workers:tags.removed') };
  });
};
