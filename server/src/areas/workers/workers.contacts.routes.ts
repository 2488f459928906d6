import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import { notFound, parse } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { fullName } from '../../core/lib/names';
import { routeIds } from '../../core/http/ids';
import { requireWorkerIdentity } from './repository';
import type {
  MessageResponse,
  WorkerContact,
  WorkerContactResponse,
  WorkerContactsResponse,
} from 'shared-api/contract';
import { optionalEmail, optionalText, requiredText } from './worker-fields';

const optionalFields = {
  contact_type: z.enum(['emergency', 'other'], { error: 'The selected contact type is invalid.' }).optional(),
  last_name: optionalText('last name', 100).transform((value) => (value === null ? '' : value)),
  relationship: optionalText('relationship', 100),
  phone: optionalText('phone', 50),
  publicly_visible: z.boolean({ error: 'The publicly visible field must be true or false.' }).optional(),
  email: optionalEmail(),
  address: optionalText('address'),
  city: optionalText('city', 100),
  state: optionalText('state', 100),
  zip: optionalText('zip', 20),
};

const createContact = z.object({ first_name: requiredText('first name', 100), ...optionalFields });
const updateContact = z.object({ first_name: requiredText('first name', 100).optional(), ...optionalFields });

const CONTACT_COLUMNS = [
  'contact_type',
  'first_name',
  'last_name',
  'relationship',
  'phone',
  'publicly_visible',
  'email',
  'address',
  'city',
  'state',
  'zip',
] as const;

type ContactRow = Omit<WorkerContact, 'full_name'>;
const SELECT_CONTACT = `id, ${CONTACT_COLUMNS.join(', ')}`;

const serializeContact = (row: ContactRow): WorkerContact => ({ ...row, full_name: fullName(row.first_name, row.last_name) });

export function workerContactRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/workers/:id/contacts', async (request): Promise<WorkerContactsResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireWorkerIdentity(db, customerId, id);
    const rows = await db.query<ContactRow>(
      `select ${SELECT_CONTACT} from worker_contacts where worker_id = $1 and enterprise_customer_id = $2
        order by contact_type = 'emergency' desc, created_at, id`,
      [id, customerId],
    );
    return { contacts: rows.map(serializeContact) };
  });

  app.post('/json/workers/:id/contacts', async (request, reply): Promise<WorkerContactResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const input = parse(createContact, request.body);
    await requireWorkerIdentity(db, customerId, id);
    const columns = CONTACT_COLUMNS.filter((column) => input[column] !== undefined);
    const [row] = await db.query<ContactRow>(
      `insert into worker_contacts (enterprise_customer_id, worker_id, ${columns.join(', ')})
       values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})
       returning ${SELECT_CONTACT}`,
      [customerId, id, ...columns.map((column) => input[column])],
    );
    reply.status(201);
    return { contact: serializeContact(row), message: 'Contact created successfully' };
  });

  app.put('/json/workers/:id/contacts/:contactId', async (request): Promise<WorkerContactResponse> => {
    const { customerId } = sessionOf(request);
    const { id, contactId } = routeIds(request.params, 'id', 'contactId');
    const input = parse(updateContact, request.body);
    const columns = CONTACT_COLUMNS.filter((column) => input[column] !== undefined);
    const [row] = await db.query<ContactRow>(
      `update worker_contacts
          set ${columns.map((column, i) => `${column} = $${i + 4}, `).join('')}updated_at = now()
        where id = $1 and worker_id = $2 and enterprise_customer_id = $3
        returning ${SELECT_CONTACT}`,
      [contactId, id, customerId, ...columns.map((column) => input[column])],
    );
    if (!row) throw notFound();
    return { contact: serializeContact(row), message: 'Contact updated successfully' };
  });

  app.delete('/json/workers/:id/contacts/:contactId', async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id, contactId } = routeIds(request.params, 'id', 'contactId');
    const deleted = await db.query(
      'delete from worker_contacts where id = $1 and worker_id = $2 and enterprise_customer_id = $3 returning id',
      [contactId, id, customerId],
    );
    if (deleted.length === 0) throw notFound();
    return { message: 'Contact deleted successfully' };
  });
}
