import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../types';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { seedDemoThenMigrate } from '../../../__tests__/support/migrations';

const SORT_KEYS_MIGRATION = '0011_worker_tag_sort_keys';

/** worker_tags rows whose copies of their worker's sort keys differ from the worker's own; must be none. */
async function assertCopiesRight(db: Db, when: string): Promise<void> {
  const stale = await db.query(
    `select wt.worker_id, wt.tag_id from worker_tags wt join enterprise_customer_workers w on w.id = wt.worker_id
      where (wt.worker_last_name, wt.worker_first_name, wt.worker_is_active, wt.worker_created_at)
            is distinct from (w.last_name, w.first_name, w.is_active, w.created_at)`,
  );
  assert.deepEqual(stale, [], `worker_tags rows with stale sort keys ${when}`);
}

for (const target of await databaseTargets()) {
  describe(`worker_tags copies of the workers' sort keys on ${target.name}`, { skip: target.skip }, () => {
    let database: TestDatabase;
    let db: Db;
    let customerId: number;
    let workerIds: number[];
    let tagId: number;
    before(async () => {
      database = await target.open();
      db = database.db;
      customerId = await seedDemoThenMigrate(db, SORT_KEYS_MIGRATION);
      workerIds = (
        await db.query<{ id: number }>('select id from enterprise_customer_workers where enterprise_customer_id = $1 order by id limit 3', [customerId])
      ).map((row) => row.id);
      [{ id: tagId }] = await db.query<{ id: number }>(
        `insert into tags (enterprise_customer_id, name, color) values ($1, 'Sort keys', '#000000') returning id`,
        [customerId],
      );
    });
    after(async () => database?.drop());

    test('the migration copies the keys of the tags that existed before it', async () => {
      const [{ tagged }] = await db.query<{ tagged: number }>('select count(*)::int as tagged from worker_tags where worker_last_name is not null');
      assert.ok(tagged > 0, 'the demo seed tags workers');
      await assertCopiesRight(db, 'after the migration');
    });

    test('a new tag row copies its worker at once, one row or many', async () => {
      await db.query('insert into worker_tags (enterprise_customer_id, worker_id, tag_id) select $1, unnest($2::int[]), $3', [customerId, workerIds, tagId]);
      await assertCopiesRight(db, 'after tagging');
    });

    test('renaming, deactivating or re-dating a worker updates its tag rows; other updates leave them', async () => {
      await db.query(`update enterprise_customer_workers set last_name = 'Aaronson', first_name = 'Zed' where id = $1`, [workerIds[0]]);
      await db.query('update enterprise_customer_workers set is_active = not is_active where id = any($1::int[])', [workerIds]);
      await db.query(`update enterprise_customer_workers set created_at = created_at - interval '1 day' where id = $1`, [workerIds[1]]);
      await assertCopiesRight(db, 'after renaming, (de)activating and re-dating');
      const [{ first }] = await db.query<{ first: number }>(
        `select worker_id as first from worker_tags where tag_id = $1 order by worker_last_name, worker_first_name, worker_id limit 1`,
        [tagId],
      );
      assert.equal(first, workerIds[0], 'the renamed worker leads the tag in name order');
    });

    test('tagging an unknown worker is refused by the foreign key, not by a copied key', async () => {
      await assert.rejects(
        db.query('insert into worker_tags (enterprise_customer_id, worker_id, tag_id) values ($1, -1, $2)', [customerId, tagId]),
        /foreign key/,
      );
    });
  });
}
