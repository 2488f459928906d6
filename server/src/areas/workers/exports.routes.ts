import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import { parse, validationError } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { fullName } from '../../core/lib/names';
import { toCsv, type CsvCell } from '../../core/lib/csv';
import type {
  ExportWorkersResponse,
  UniqueCredential,
  UniqueCredentialsResponse,
} from 'shared-api/contract';

const exportInput = z.object({
  first_name: z.boolean({ error: 'The first name field must be true or false.' }).default(false),
  last_name: z.boolean({ error: 'The last name field must be true or false.' }).default(false),
  full_name: z.boolean({ error: 'The full name field must be true or false.' }).default(false),
  email: z.boolean({ error: 'The email field must be true or false.' }).default(false),
  credentials: z
    .array(z.number({ error: 'The selected credentials are invalid.' }).int().positive(), {
      error: 'The credentials field must be a list of credential ids.',
    })
    .max(200, 'No more than 200 credentials can be exported at once.')
    .default([]),
});

const PERSONAL_COLUMNS = [
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['full_name', 'Full Name'],
  ['email', 'Email'],
] as const;

/** Catalogue entries (the customer's own and the platform's) that at least one of the customer's workers holds. */
async function heldCatalogue(db: Db, customerId: number, ids?: number[]): Promise<UniqueCredential[]> {
  return db.query<UniqueCredential>(
    `select c.id, c.label from credentials c
      where (c.enterprise_customer_id = $1 or c.enterprise_customer_id is null)
        and ($2::int[] is null or c.id = any($2::int[]))
        and exists (select 1 from user_credentials uc
                     where uc.enterprise_customer_id = $1 and uc.credential_id = c.id and uc.worker_id is not null)
      order by lower(c.label), c.id`,
    [customerId, ids ?? null],
  );
}

export function workerExportRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/credentials/unique', async (request): Promise<UniqueCredentialsResponse> => {
    const { customerId } = sessionOf(request);
    return { credentials: await heldCatalogue(db, customerId) };
  });

  app.post('/json/exports/workers', async (request): Promise<ExportWorkersResponse> => {
    const { customerId } = sessionOf(request);
    const input = parse(exportInput, request.body);
    const personal = PERSONAL_COLUMNS.filter(([key]) => input[key]);
    const credentialIds = [...new Set(input.credentials)];
    if (personal.length === 0 && credentialIds.length === 0) {
      throw validationError({ columns: ['Choose at least one column to export.'] });
    }
    const catalogue = credentialIds.length > 0 ? await heldCatalogue(db, customerId, credentialIds) : [];
    if (catalogue.length !== credentialIds.length) {
      throw validationError({ credentials: ['The selected credentials are invalid.'] });
    }
    // Columns follow the order the credentials were chosen in.
    const chosen = credentialIds.map((id) => catalogue.find((credential) => credential.id === id)!);

    const [workers, held] = await Promise.all([
      db.query<{ id: number; first_name: string; last_name: string; email: string | null }>(
        `select id, first_name, last_name, email from enterprise_customer_workers
          where enterprise_customer_id = $1 and is_active
          order by last_name, first_name, id`,
        [customerId],
      ),
      credentialIds.length === 0
        ? Promise.resolve([])
        : db.query<{ worker_id: number; credential_id: number; no_expiry: boolean; latest_expiry: string | null }>(
            `select worker_id, credential_id, bool_or(expiry is null) as no_expiry, max(expiry) as latest_expiry
               from user_credentials
              where enterprise_customer_id = $1 and credential_id = any($2::int[]) and worker_id is not null
              group by worker_id, credential_id`,
            [customerId, credentialIds],
          ),
    ]);
    // A held copy without an expiry never runs out, so it outlasts any dated one.
    const expiries = new Map(held.map((row) => [`${row.worker_id}:${row.credential_id}`, row.no_expiry ? 'No Expiry' : row.latest_expiry]));

    const header: CsvCell[] = [...personal.map(([, label]) => label), ...chosen.map((credential) => `${credential.label} Expiry`)];
    const rows: CsvCell[][] = workers.map((worker) => {
      const values: Record<(typeof PERSONAL_COLUMNS)[number][0], CsvCell> = {
        first_name: worker.first_name,
        last_name: worker.last_name,
        full_name: fullName(worker.first_name, worker.last_name),
        email: worker.email,
      };
      return [
        ...personal.map(([key]) => values[key]),
        ...chosen.map((credential) => expiries.get(`${worker.id}:${credential.id}`) ?? ''),
      ];
    });
    return { csv_string: toCsv([header, ...rows]) };
  });
}
