import type { MessageResponse, WorkerContactResponse, WorkerContactsResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { messageResponse, responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { requireWorkerIdentity } from './repository/workers';
import { createContact, deleteContact, storedContactState, updateContact, workerContacts } from './repository/contacts';
import { postalCodeToStore } from './postal-codes';
import { contactInput, contactUpdate, workerContactResponse, workerContactsResponse } from './schemas/contacts';
import { t } from '../../core/i18n';

/** /json/workers/:id/contacts: a worker's emergency and other contacts. */
export const workerContactsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: workerContactsResponse }) } }, async (request): Promise<WorkerContactsResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireWorkerIdentity(db, customerId, id);
    return { contacts: await workerContacts(db, customerId, id) };
  });

  app.post('/', { schema: { response: responses({ 201: workerContactResponse }) } }, async (request, reply): Promise<WorkerContactResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const input = parse(contactInput, request.body);
    await requireWorkerIdentity(db, customerId, id);
    const zip = await postalCodeToStore(db, customerId, input.zip, async () => input.state);
    const contact = await createContact(db, customerId, id, { ...input, zip });
    reply.status(201);
    return { contact, message: t(request, 'workers:contacts.created') };
  });

  app.put('/:contactId', { schema: { response: responses({ 200: workerContactResponse }) } }, async (request): Promise<WorkerContactResponse> => {
    const { customerId } = sessionOf(request);
    const { id, contactId } = routeIds(request.params, 'id', 'contactId');
    const input = parse(contactUpdate, request.body);
    const zip = await postalCodeToStore(db, customerId, input.zip, async () =>
      input.state !== undefined ? input.state : storedContactState(db, customerId, id, contactId),
    );
    const contact = await updateContact(db, customerId, id, contactId, { ...input, zip });
    if (!contact) throw notFound();
    return { contact, message: t(request, 'workers:contacts.updated') };
  });

  app.delete('/:contactId', { schema: { response: responses({ 200: messageResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, contactId } = routeIds(request.params, 'id', 'contactId');
    if (!(await deleteContact(db, customerId, id, contactId))) throw notFound();
    return { message: t(request, 'workers:contacts.deleted') };
  });
};
