import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../../../core/db';
import { insertRows } from '../../../core/db/insert-rows';
import { CITIES, FIRST_NAMES, JOB_TITLES, LAST_NAMES, POSTAL_LETTERS, STREETS, TRADES } from '../../../seed/data';

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

export async function isDemoCustomer(db: Queryable, customerId: number): Promise<boolean> {
  const [customer] = await db.query<{ mode: string }>('select mode from enterprise_customers where id = $1', [customerId]);
  return customer?.mode === 'demo';
}

/** Adds that many made-up workers to the customer's roster, all or none. */
export async function addTestWorkers(db: Db, customerId: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, () => testWorker(customerId));
  await db.transaction((tx) => insertRows(tx, 'enterprise_customer_workers', rows));
}
