import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { verify } from '@node-rs/argon2';
import pg from 'pg';
import { migrate, type Db } from '../../core/db';
import { openPglite } from '../../core/db/pglite';
import { openPostgres } from '../../core/db/postgres';
import { isMessage, translate } from '../../core/i18n';
import { DEMO_CUSTOMER, NORTHERN_CUSTOMER, SEED_PASSWORD, seedDemo } from '../demo';
// The catalogs of the areas whose messages the seed stores.
import '../../areas/credentials';
import '../../areas/crews';
import '../../areas/public';
import '../../areas/workers';

const NOTIFICATION_TYPES = [
  'bulk_credential_upload',
  'credential_expiring',
  'credential_request_fulfilled',
  'credential_request_withdrawn',
  'crew_admin_changed',
  'user_credential_request_fulfilled',
  'worker_added_to_crew',
  'worker_archived',
  'worker_removed_from_crew',
  'worker_restored',
  'worker_user_credential_copied',
];

const COUNTED = ['enterprise_customers', 'users', 'enterprise_customer_workers', 'user_credentials', 'crews', 'notifications', 'time_logs'];

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of COUNTED) [{ n: out[table] }] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return out;
}

async function customerId(db: Db, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from enterprise_customers where name = $1', [name]);
  assert.ok(row, `${name} exists`);
  return row.id;
}

/** What every engine must hold after the demo seed. */
async function assertDemo(db: Db): Promise<void> {
  const accounts = await db.query<{ email: string; role: string; customer: string; password_hash: string }>(
    `select u.email, m.role, c.name as customer, u.password_hash
       from users u join enterprise_customer_users m on m.user_id = u.id join enterprise_customers c on c.id = m.enterprise_customer_id
      where u.password_hash is not null and c.name in ($1, $2) order by u.id`,
    [DEMO_CUSTOMER, NORTHERN_CUSTOMER],
  );
  assert.deepEqual(
    accounts.map(({ email, role, customer }) => ({ email, role, customer })),
    [
      { email: 'owner@demo.test', role: 'owner', customer: DEMO_CUSTOMER },
      { email: 'admin@demo.test', role: 'admin', customer: DEMO_CUSTOMER },
      { email: 'member@demo.test', role: 'member', customer: DEMO_CUSTOMER },
      { email: 'owner@northern.test', role: 'owner', customer: NORTHERN_CUSTOMER },
      // The user of both customers (demo-settings.ts), for the customer switcher.
      { email: 'alex.tremblay@demo.test', role: 'admin', customer: DEMO_CUSTOMER },
      { email: 'alex.tremblay@demo.test', role: 'member', customer: NORTHERN_CUSTOMER },
    ],
  );
  assert.match(accounts[0].password_hash, /^\$argon2id\$/);
  assert.ok(await verify(accounts[0].password_hash, SEED_PASSWORD));

  const demo = await customerId(db, DEMO_CUSTOMER);
  const northern = await customerId(db, NORTHERN_CUSTOMER);
  const [customers] = await db.query<{ demo_mode: string; northern_mode: string; access_url: string }>(
    `select (select mode from enterprise_customers where id = $1) as demo_mode,
            (select mode from enterprise_customers where id = $2) as northern_mode,
            (select access_url from enterprise_customers where id = $1) as access_url`,
    [demo, northern],
  );
  assert.deepEqual(customers, { demo_mode: 'demo', northern_mode: 'normal', access_url: 'https://access.example.com' });
  const features = await db.query<{ label: string; customer: number }>(
    `select f.label, cf.enterprise_customer_id as customer from enterprise_customer_features cf join features f on f.id = cf.feature_id
      where cf.enterprise_customer_id in ($1, $2) order by f.label`,
    [demo, northern],
  );
  assert.deepEqual(
    features.map((f) => [f.label, f.customer]),
    ['access', 'credentials', 'crews', 'jobs_feed', 'local_construction_association'].map((label) => [label, demo]),
  );

  const [windows] = await db.query<Record<string, number>>(
    `select count(*) filter (where expiry < current_date)::int as expired,
            count(*) filter (where expiry between current_date and current_date + 30)::int as within_30,
            count(*) filter (where expiry between current_date + 31 and current_date + 60)::int as within_60,
            count(*) filter (where expiry between current_date + 61 and current_date + 90)::int as within_90,
            count(*) filter (where expiry is null)::int as no_expiry,
            count(*) filter (where document_number is not null)::int as with_number,
            count(*) filter (where length(name) > 25)::int as long_names
       from user_credentials where enterprise_customer_id = $1`,
    [demo],
  );
  for (const [window, count] of Object.entries(windows)) assert.ok(count > 0, `demo has credentials: ${window}`);

  const types = await db.query<{ notification_type: string }>(
    'select distinct notification_type from notifications where enterprise_customer_id = $1 order by 1',
    [demo],
  );
  assert.deepEqual(types.map((t) => t.notification_type), NOTIFICATION_TYPES);

  // Stored as the live code stores them: messages each reader sees in their language, not English text.
  const stored = await db.query<{ message: string }>(
    `select message from notifications where enterprise_customer_id = $1
     union all
     select part #>> '{}' from bulk_credential_uploads b, jsonb_array_elements(b.results) outcome, jsonb_array_elements(outcome -> 'message') part
      where b.enterprise_customer_id = $1`,
    [demo],
  );
  assert.ok(stored.length > 0);
  for (const { message } of stored) {
    assert.ok(isMessage(message), `a message, not a text: ${message}`);
    const english = translate(message, 'en-CA');
    assert.doesNotMatch(english, /\{\{|^[a-z-]+:[a-z_.]+$|^[a-z_]+\.[a-z_.]+$/, `the catalogs hold ${message}`);
    assert.notEqual(translate(message, 'fr-CA'), english, `${english} has a French text`);
  }

  const [shape] = await db.query<Record<string, number>>(
    `select (select count(*)::int from enterprise_customer_workers where enterprise_customer_id = $1) as workers,
            (select count(*)::int from enterprise_customer_workers where enterprise_customer_id = $1 and not is_active) as inactive,
            (select count(*)::int from enterprise_customer_workers w join users u on u.id = w.user_id
              where w.enterprise_customer_id = $1 and u.trade_id is not null) as with_trade,
            (select count(*)::int from tags where enterprise_customer_id = $1) as tags,
            (select count(*)::int from crews where enterprise_customer_id = $1) as crews,
            (select count(*)::int from crew_worker_quotas where enterprise_customer_id = $1) as quotas,
            (select count(*)::int from time_logs where enterprise_customer_id = $1) as time_logs,
            (select count(*)::int from feed_jobs where enterprise_customer_id = $1) as feed_jobs,
            (select count(*)::int from referral_codes where enterprise_customer_id = $1) as referral_codes`,
    [demo],
  );
  assert.equal(shape.workers, 60);
  assert.ok(shape.inactive > 0 && shape.with_trade > 0 && shape.quotas > 0 && shape.time_logs > 0);
  assert.ok(shape.feed_jobs > 0 && shape.referral_codes > 0);
  assert.equal(shape.tags, 12);
  assert.ok(shape.crews >= 6 && shape.crews <= 8);

  // Northern has its own data, and no row of one customer points at the other's.
  const [own] = await db.query<Record<string, number>>(
    `select (select count(*)::int from enterprise_customer_workers where enterprise_customer_id = $1) as workers,
            (select count(*)::int from crews where enterprise_customer_id = $1) as crews,
            (select count(*)::int from tags where enterprise_customer_id = $1) as tags,
            (select count(*)::int from user_credentials where enterprise_customer_id = $1) as credentials,
            (select count(*)::int from notifications where enterprise_customer_id = $1) as notifications`,
    [northern],
  );
  for (const [table, count] of Object.entries(own)) assert.ok(count > 0, `Northern has ${table}`);
  const [crossed] = await db.query<{ n: number }>(
    `select (select count(*) from crew_workers cw join enterprise_customer_workers w on w.id = cw.worker_id
              where cw.enterprise_customer_id <> w.enterprise_customer_id)
          + (select count(*) from worker_tags wt join tags t on t.id = wt.tag_id where wt.enterprise_customer_id <> t.enterprise_customer_id)
          + (select count(*) from user_credentials uc join enterprise_customer_workers w on w.id = uc.worker_id
              where uc.enterprise_customer_id <> w.enterprise_customer_id)
          + (select count(*) from notifications n join crews c on c.id = n.crew_id where n.enterprise_customer_id <> c.enterprise_customer_id) as n`,
  );
  assert.equal(Number(crossed.n), 0);
  const apprentice = await db.query('select id from tags where lower(name) = $1 and enterprise_customer_id in ($2, $3)', ['apprentice', demo, northern]);
  assert.equal(apprentice.length, 2, 'tag names are unique per customer only');

  // The schema itself refuses to tag a Demo worker with a Northern tag.
  await assert.rejects(
    db.query(
      `insert into worker_tags (enterprise_customer_id, worker_id, tag_id)
       select $1, (select min(id) from enterprise_customer_workers where enterprise_customer_id = $1),
                  (select min(id) from tags where enterprise_customer_id = $2)`,
      [demo, northern],
    ),
    (error: { code?: string }) => error.code === '23503',
  );
}

test('demo seed on PGlite holds the accounts, expiry windows, every notification type and two separate tenants; a second run adds nothing', async (t) => {
  const db = await openPglite(undefined);
  t.after(() => db.close());
  await migrate(db);
  await seedDemo(db);
  const before = await counts(db);
  await seedDemo(db);
  assert.deepEqual(await counts(db), before);
  await assertDemo(db);
});

test('demo seed is deterministic for a given now', async (t) => {
  const now = new Date('2031-05-14T15:00:00Z');
  const fingerprint = async () => {
    const db = await openPglite(undefined);
    t.after(() => db.close());
    await migrate(db);
    await seedDemo(db, { now });
    return db.query(
      `select w.first_name, w.last_name, w.email, w.city, w.created_at, uc.name, uc.issued, uc.expiry, uc.document_number
         from user_credentials uc join enterprise_customer_workers w on w.id = uc.worker_id order by uc.id`,
    );
  };
  const [first, second] = [await fingerprint(), await fingerprint()];
  assert.ok(first.length > 0);
  assert.deepEqual(first, second);
});

test('migration and demo seed on PostgreSQL', async (t: TestContext) => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    t.skip(`PostgreSQL is not reachable at ${adminUrl} (required when CI=true)`);
    return;
  }
  const name = `seed_test_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  let db: Db | undefined;
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    db = await openPostgres(url.toString(), 2);
    await migrate(db);
    await seedDemo(db);
    await seedDemo(db);
    await assertDemo(db);
  } finally {
    await db?.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
});
