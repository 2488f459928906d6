import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../types';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { seedDemoThenMigrate } from '../../../__tests__/support/migrations';

const COUNTERS_MIGRATION = '0007_read_counters';

/** Every kept counter beside a fresh count of the same thing; the two columns must agree. */
async function keptAndCounted(db: Db) {
  const customers = await db.query<{ id: number; kept: string; counted: string }>(
    `select c.id,
            coalesce(k.workers_count, 0) || '/' || coalesce(k.active_workers_count, 0) as kept,
            (select count(*) || '/' || count(*) filter (where w.is_active) from enterprise_customer_workers w
              where w.enterprise_customer_id = c.id) as counted
       from enterprise_customers c left join enterprise_customer_worker_counts k on k.enterprise_customer_id = c.id
      order by c.id`,
  );
  const workers = await db.query<{ id: number; kept: number; counted: number }>(
    `select w.id, w.crews_count as kept, (select count(*)::int from crew_workers cw where cw.worker_id = w.id) as counted
       from enterprise_customer_workers w order by w.id`,
  );
  const tags = await db.query<{ id: number; kept: string; counted: string }>(
    `select t.id, t.workers_count || '/' || t.active_workers_count as kept,
            (select count(*) || '/' || count(*) filter (where w.is_active)
               from worker_tags wt join enterprise_customer_workers w on w.id = wt.worker_id where wt.tag_id = t.id) as counted
       from tags t order by t.id`,
  );
  return { customers, workers, tags };
}

async function assertCountersRight(db: Db, when: string): Promise<void> {
  const { customers, workers, tags } = await keptAndCounted(db);
  for (const [kind, rows] of Object.entries({ customers, workers, tags })) {
    const wrong = rows.filter((row) => row.kept !== row.counted);
    assert.deepEqual(wrong, [], `${kind} counters ${when}`);
  }
}

for (const target of await databaseTargets()) {
  describe(`counters kept by the database on ${target.name}`, { skip: target.skip }, () => {
    let database: TestDatabase;
    let db: Db;
    let customerId: number;
    let workerIds: number[];
    let tagIds: number[];
    let crewIds: number[];
    before(async () => {
      database = await target.open();
      db = database.db;
      customerId = await seedDemoThenMigrate(db, COUNTERS_MIGRATION);
      [{ ids: crewIds }] = await db.query<{ ids: number[] }>(
        'select array_agg(id order by id) as ids from crews where enterprise_customer_id = $1',
        [customerId],
      );
    });
    after(async () => database?.drop());

    test('the migration counts the rows that existed before it', async () => {
      const { customers, workers, tags } = await keptAndCounted(db);
      assert.ok(customers.some((c) => c.kept !== '0/0'), 'the seeded customers have workers');
      assert.ok(workers.some((w) => w.kept > 0), 'some seeded workers are in crews');
      assert.ok(tags.some((t) => t.kept !== '0/0'), 'some seeded tags are in use');
      await assertCountersRight(db, 'after the migration');
    });

    test('new workers, tags and crew memberships are counted, several rows per statement included', async () => {
      workerIds = (
        await db.query<{ id: number }>(
          `insert into enterprise_customer_workers (enterprise_customer_id, first_name, last_name, is_active)
           values ($1, 'Ada', 'Counter', true), ($1, 'Bea', 'Counter', true), ($1, 'Cy', 'Counter', false)
           returning id`,
          [customerId],
        )
      ).map((row) => row.id);
      tagIds = (
        await db.query<{ id: number }>(
          `insert into tags (enterprise_customer_id, name, color) values ($1, 'Counted A', '#112233'), ($1, 'Counted B', '#445566')
           returning id`,
          [customerId],
        )
      ).map((row) => row.id);
      await db.query(
        `insert into worker_tags (enterprise_customer_id, worker_id, tag_id)
         select $1, w, t from unnest($2::int[]) as w, unnest($3::int[]) as t`,
        [customerId, workerIds, tagIds],
      );
      await db.query(
        `insert into crew_workers (enterprise_customer_id, crew_id, worker_id)
         select $1, c, w from unnest($2::int[]) as c, unnest($3::int[]) as w`,
        [customerId, crewIds.slice(0, 2), workerIds.slice(0, 2)],
      );
      const [tag] = await db.query<{ workers_count: number; active_workers_count: number }>(
        'select workers_count, active_workers_count from tags where id = $1',
        [tagIds[0]],
      );
      assert.deepEqual(tag, { workers_count: 3, active_workers_count: 2 });
      await assertCountersRight(db, 'after inserts');
    });

    test('deactivating and activating moves workers between the active counts, of the customer and of its tags', async () => {
      await db.query('update enterprise_customer_workers set is_active = false where id = $1', [workerIds[0]]);
      await assertCountersRight(db, 'after a deactivation');
      await db.query('update enterprise_customer_workers set is_active = not is_active where id = any($1::int[])', [workerIds]);
      await assertCountersRight(db, 'after flipping several workers in one statement');
      await db.query("update enterprise_customer_workers set job_title = 'Counter' where id = any($1::int[])", [workerIds]);
      await assertCountersRight(db, 'after an update that changes no count');
    });

    test('removals are counted: a crew membership, a whole crew, a tag, a moved tag and a deleted worker', async () => {
      await db.query('delete from crew_workers where worker_id = $1 and crew_id = $2', [workerIds[0], crewIds[0]]);
      await assertCountersRight(db, 'after leaving a crew');
      await db.query('delete from crews where id = $1', [crewIds[1]]);
      await assertCountersRight(db, 'after deleting a crew');
      const [{ id: otherTagId }] = await db.query<{ id: number }>(
        `insert into tags (enterprise_customer_id, name, color) values ($1, 'Counted C', '#778899') returning id`,
        [customerId],
      );
      await db.query('update worker_tags set tag_id = $1 where worker_id = $2 and tag_id = $3', [otherTagId, workerIds[2], tagIds[1]]);
      await assertCountersRight(db, 'after moving a worker from one tag to another');
      await db.query('delete from worker_tags where worker_id = $1 and tag_id = $2', [workerIds[1], tagIds[1]]);
      await assertCountersRight(db, 'after removing a tag from a worker');
      await db.query('delete from tags where id = $1', [tagIds[1]]);
      await assertCountersRight(db, 'after deleting a tag');
      for (const id of workerIds) {
        await db.query('delete from enterprise_customer_workers where id = $1', [id]);
        await assertCountersRight(db, `after deleting worker ${id}`);
      }
    });

    test('a rolled-back change leaves the counts as they were', async () => {
      const before = await keptAndCounted(db);
      await assert.rejects(
        db.transaction(async (tx) => {
          await tx.query(
            `insert into enterprise_customer_workers (enterprise_customer_id, first_name, last_name) values ($1, 'Gone', 'Again')`,
            [customerId],
          );
          await tx.query('delete from crew_workers where enterprise_customer_id = $1', [customerId]);
          throw new Error('roll back');
        }),
        /roll back/,
      );
      assert.deepEqual(await keptAndCounted(db), before);
    });

    test('deleting a whole customer cascades through the counted tables', async () => {
      await db.query('delete from enterprise_customers where id = $1', [customerId]);
      const [left] = await db.query<{ n: number }>('select count(*)::int as n from enterprise_customer_worker_counts where enterprise_customer_id = $1', [
        customerId,
      ]);
      assert.equal(left.n, 0);
      await assertCountersRight(db, 'after deleting a customer');
    });
  });
}
