import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import { forbidden, parse } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { CITIES, FIRST_NAMES, JOB_TITLES, LAST_NAMES, POSTAL_LETTERS, STREETS, TRADES } from '../../seed/data';
import { insertRows } from '../../core/db/insert-rows';
import type { TestWorkersResponse } from 'shared-api/contract';

const testWorkersInput = z.object({
  count: z.coerce
    .number({ error: 'The count must be a number.' })
    .int('The count must be a whole number.')
    .min(1, 'The count must be at least 1.')
    .max(50, 'The count may not be greater than 50.')
    .default(10),
});

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)];
const digits = (length: number) => String(randomInt(10 ** length)).padStart(length, '0');
const ascii = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

/** A plausible worker of a Canadian trades employer, as the demo seed makes them. */
function testWorker(customerId: number) {
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const city = pick(CITIES);
  const trade = pick(TRADES);
  return {
    enterprise_customer_id: customerId,
    first_name: first,
    last_name: last,
    // example.com never delivers, so a demo that sends mail to these workers reaches no one.
    email: `${ascii(first)}.${ascii(last)}.${digits(4)}@example.com`,
    phone_number: `(${city.areaCode}) 555-01${digits(2)}`,
    address: `${10 + randomInt(9970)} ${pick(STREETS)}`,
    city: city.city,
    state: city.province,
    zip: `${city.fsa} ${randomInt(10)}${pick([...POSTAL_LETTERS])}${randomInt(10)}`,
    country: 'Canada',
    dob: `${1966 + randomInt(39)}-${String(1 + randomInt(12)).padStart(2, '0')}-${String(1 + randomInt(28)).padStart(2, '0')}`,
    job_title: pick(JOB_TITLES[trade]),
  };
}

/** Demo accounts can fill their roster with made-up workers to try the portal. */
export function testWorkerRoutes(app: FastifyInstance, db: Db): void {
  app.post('/json/workers/test-workers', async (request): Promise<TestWorkersResponse> => {
    const { customerId } = sessionOf(request);
    const [customer] = await db.query<{ mode: string }>('select mode from enterprise_customers where id = $1', [customerId]);
    if (customer?.mode !== 'demo') throw forbidden('Test workers can only be added in demo mode.');
    const { count } = parse(testWorkersInput, request.body ?? {});
    const rows = Array.from({ length: count }, () => testWorker(customerId));
    await db.transaction((tx) => insertRows(tx, 'enterprise_customer_workers', rows));
    return { created: count, message: `Created ${count} test worker${count === 1 ? '' : 's'}` };
  });
}
