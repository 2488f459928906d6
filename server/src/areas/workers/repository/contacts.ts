import type { Queryable } from '../../../core/db';
import { fullName } from '../../../core/lib/names';
import type { WorkerContact } from 'shared-api/contract';
import type { ContactFields } from '../schemas/contacts';

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

const toContact = (row: ContactRow): WorkerContact => ({ ...row, full_name: fullName(row.first_name, row.last_name) });

/** The columns the input gives a value for. */
const givenColumns = (input: ContactFields) => CONTACT_COLUMNS.filter((column) => input[column] !== undefined);

/** The worker's contacts, emergency contacts first, then in the order they were added. */
export async function workerContacts(db: Queryable, customerId: number, workerId: number): Promise<WorkerContact[]> {
  const rows = await db.query<ContactRow>(
    `select ${SELECT_CONTACT} from worker_contacts where worker_id = $1 and enterprise_customer_id = $2
      order by contact_type = 'emergency' desc, created_at, id`,
    [workerId, customerId],
  );
  return rows.map(toContact);
}

export async function createContact(db: Queryable, customerId: number, workerId: number, input: ContactFields): Promise<WorkerContact> {
  const columns = givenColumns(input);
  const [row] = await db.query<ContactRow>(
    `insert into worker_contacts (enterprise_customer_id, worker_id, ${columns.join(', ')})
     values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})
     returning ${SELECT_CONTACT}`,
    [customerId, workerId, ...columns.map((column) => input[column])],
  );
  return toContact(row);
}

/** Writes the fields given; null when the customer's worker has no such contact. */
export async function updateContact(
  db: Queryable,
  customerId: number,
  workerId: number,
  contactId: number,
  input: ContactFields,
): Promise<WorkerContact | null> {
  const columns = givenColumns(input);
  const [row] = await db.query<ContactRow>(
    `update worker_contacts
        set ${columns.map((column, i) => `${column} = $${i + 4}, `).join('')}updated_at = now()
      where id = $1 and worker_id = $2 and enterprise_customer_id = $3
      returning ${SELECT_CONTACT}`,
    [contactId, workerId, customerId, ...columns.map((column) => input[column])],
  );
  return row ? toContact(row) : null;
}

/** The province (state) on file for the customer's worker's contact; undefined when there is no such contact. */
export async function storedContactState(db: Queryable, customerId: number, workerId: number, contactId: number): Promise<string | null | undefined> {
  const [row] = await db.query<{ state: string | null }>(
    'select state from worker_contacts where id = $1 and worker_id = $2 and enterprise_customer_id = $3',
    [contactId, workerId, customerId],
  );
  return row?.state;
}

/** Whether the customer's worker had the contact to delete. */
export async function deleteContact(db: Queryable, customerId: number, workerId: number, contactId: number): Promise<boolean> {
  const deleted = await db.query('delete from worker_contacts where id = $1 and worker_id = $2 and enterprise_customer_id = $3 returning id', [
    contactId,
    workerId,
    customerId,
  ]);
  return deleted.length > 0;
}
