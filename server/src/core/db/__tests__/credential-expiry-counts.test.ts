import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../types';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { seedDemoThenMigrate } from '../../../__tests__/support/migrations';

const EXPIRY_COUNTS_MIGRATION = '0008_credential_expiry_counts';

/** Each customer's kept per-date counts beside a fresh count of its credentials; the two lists must agree. */
async function assertExpiryCountsRight(db: Db, when: string): Promise<void> {
  const kept = await db.query<{ key: string }>(
    `select enterprise_customer_id || ' ' || expiry || ' ' || credentials_count as key
       from user_credential_expiry_counts where credentials_count > 0 order by 1`,
  );
  const counted = await db.query<{ key: string }>(
    `select enterprise_customer_id || ' ' || coalesce(expiry, 'infinity') || ' ' || count(*) as key
       from user_credentials group by enterprise_customer_id, coalesce(expiry, 'infinity') order by 1`,
  );
  assert.deepEqual(kept, counted, `per-date credential counts ${when}`);
}

for (const target of await databaseTargets()) {
  describe(`credential counts per expiry date on ${target.name}`, { skip: target.skip }, () => {
    let database: TestDatabase;
    let db: Db;
    let customerId: number;
    let workerId: number;
    let credentialIds: number[];
    before(async () => {
      database = await target.open();
      db = database.db;
      customerId = await seedDemoThenMigrate(db, EXPIRY_COUNTS_MIGRATION);
      [{ id: workerId }] = await db.query<{ id: number }>(
        'select id from enterprise_customer_workers where enterprise_customer_id = $1 order by id limit 1',
        [customerId],
      );
    });
    after(async () => database?.drop());

    test('the migration counts the credentials that existed before it, those without expiry as infinity', async () => {
      const [{ dates, never }] = await db.query<{ dates: number; never: number }>(
        `select count(*)::int as dates, coalesce(sum(credentials_count) filter (where expiry = 'infinity'), 0)::int as never
           from user_credential_expiry_counts where enterprise_customer_id = $1`,
        [customerId],
      );
      assert.ok(dates > 1, 'the seeded credentials expire on several dates');
      assert.ok(never > 0, 'some seeded credentials never expire');
      await assertExpiryCountsRight(db, 'after the migration');
    });

    test('inserts of one or several rows, with and without expiry, are counted', async () => {
      credentialIds = (
        await db.query<{ id: number }>(
          `insert into user_credentials (enterprise_customer_id, worker_id, name, expiry)
           values ($1, $2, 'Counted A', '2031-05-01'), ($1, $2, 'Counted B', '2031-05-01'), ($1, $2, 'Counted C', null)
           returning id`,
          [customerId, workerId],
        )
      ).map((row) => row.id);
      await assertExpiryCountsRight(db, 'after inserts');
    });

    test('an update moves a credential between dates only when its expiry changes', async () => {
      await db.query(`update user_credentials set expiry = '2030-01-01' where id = $1`, [credentialIds[0]]);
      await assertExpiryCountsRight(db, 'after moving one expiry');
      await db.query(`update user_credentials set expiry = case when expiry is null then '2031-05-01'::date else null end where id = any($1::int[])`, [
        credentialIds,
      ]);
      await assertExpiryCountsRight(db, 'after swapping expiries in one statement');
      await db.query(`update user_credentials set notes = 'no count moves' where id = any($1::int[])`, [credentialIds]);
      await assertExpiryCountsRight(db, 'after an update that moves no expiry');
    });

    test('deletes are counted, and so is a worker whose deletion takes its credentials along', async () => {
      await db.query('delete from user_credentials where id = $1', [credentialIds[0]]);
      await assertExpiryCountsRight(db, 'after deleting a credential');
      await db.query('delete from enterprise_customer_workers where id = $1', [workerId]);
      await assertExpiryCountsRight(db, 'after deleting a worker with credentials');
    });

    test('a rolled-back change leaves the counts as they were', async () => {
      const before = await db.query('select * from user_credential_expiry_counts order by enterprise_customer_id, expiry');
      await assert.rejects(
        db.transaction(async (tx) => {
          await tx.query(`update user_credentials set expiry = '2040-01-01' where enterprise_customer_id = $1`, [customerId]);
          throw new Error('roll back');
        }),
        /roll back/,
      );
      assert.deepEqual(await db.query('select * from user_credential_expiry_counts order by enterprise_customer_id, expiry'), before);
    });

    test('deleting a whole customer removes its counts', async () => {
      await db.query('delete from enterprise_customers where id = $1', [customerId]);
      const [left] = await db.query<{ n: number }>('select count(*)::int as n from user_credential_expiry_counts where enterprise_customer_id = $1', [
        customerId,
      ]);
      assert.equal(left.n, 0);
      await assertExpiryCountsRight(db, 'after deleting a customer');
    });
  });
}
