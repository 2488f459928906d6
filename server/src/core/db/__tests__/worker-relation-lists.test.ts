import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../types';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { seedDemoThenMigrate } from '../../../__tests__/support/migrations';

const LISTS_MIGRATION = '0012_worker_relation_lists';

interface Named {
  id: number;
  name: string;
  color?: string;
}

const byName = (a: Named, b: Named) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id - b.id);

/** Every worker's kept lists against its tags and crews read from their own tables; they must agree. */
async function assertListsRight(db: Db, when: string): Promise<void> {
  const workers = await db.query<{ id: number; tags: Named[] | null; crews: Named[] | null }>(
    `select w.id, l.tags, l.crews from enterprise_customer_workers w left join worker_cards l on l.worker_id = w.id`,
  );
  const tags = await db.query<Named & { worker_id: number }>(
    'select wt.worker_id, t.id, t.name, t.color from worker_tags wt join tags t on t.id = wt.tag_id',
  );
  const crews = await db.query<Named & { worker_id: number }>(
    'select cw.worker_id, c.id, c.name from crew_workers cw join crews c on c.id = cw.crew_id',
  );
  const expected = (rows: Array<Named & { worker_id: number }>, workerId: number) =>
    rows
      .filter((row) => row.worker_id === workerId)
      .map(({ worker_id: _, ...item }) => item)
      .sort(byName);
  const stale = workers.filter(
    (worker) =>
      JSON.stringify(worker.tags ?? []) !== JSON.stringify(expected(tags, worker.id)) ||
      JSON.stringify(worker.crews ?? []) !== JSON.stringify(expected(crews, worker.id)),
  );
  assert.deepEqual(
    stale.map((worker) => worker.id),
    [],
    `workers whose kept tag or crew lists are stale ${when}`,
  );
}

for (const target of await databaseTargets()) {
  describe(`the tag and crew lists kept for each worker on ${target.name}`, { skip: target.skip }, () => {
    let database: TestDatabase;
    let db: Db;
    let customerId: number;
    let workerIds: number[];
    let crewId: number;
    before(async () => {
      database = await target.open();
      db = database.db;
      customerId = await seedDemoThenMigrate(db, LISTS_MIGRATION);
      workerIds = (
        await db.query<{ id: number }>('select id from enterprise_customer_workers where enterprise_customer_id = $1 order by id limit 3', [customerId])
      ).map((row) => row.id);
      [{ id: crewId }] = await db.query<{ id: number }>('select id from crews where enterprise_customer_id = $1 order by id limit 1', [customerId]);
    });
    after(async () => database?.drop());

    test('the migration builds the lists of the tags and crews that existed before it', async () => {
      const [{ kept }] = await db.query<{ kept: number }>(`select count(*)::int as kept from worker_cards where tags::text <> '[]'`);
      assert.ok(kept > 0, 'the demo seed tags workers');
      await assertListsRight(db, 'after the migration');
    });

    test('tagging and untagging, one worker or many, sorts the tags by name in any case', async () => {
      const [{ id: lower }] = await db.query<{ id: number }>(
        `insert into tags (enterprise_customer_id, name, color) values ($1, 'aaa first', '#111111') returning id`,
        [customerId],
      );
      const [{ id: upper }] = await db.query<{ id: number }>(
        `insert into tags (enterprise_customer_id, name, color) values ($1, 'AAB second', '#222222') returning id`,
        [customerId],
      );
      await db.query('insert into worker_tags (enterprise_customer_id, worker_id, tag_id) select $1, unnest($2::int[]), $3', [customerId, workerIds, upper]);
      await db.query('insert into worker_tags (enterprise_customer_id, worker_id, tag_id) values ($1, $2, $3)', [customerId, workerIds[0], lower]);
      await assertListsRight(db, 'after tagging');
      const [{ tags }] = await db.query<{ tags: Named[] }>('select tags from worker_cards where worker_id = $1', [workerIds[0]]);
      assert.deepEqual(
        tags.slice(0, 2).map((tag) => tag.name),
        ['aaa first', 'AAB second'],
      );
      await db.query('delete from worker_tags where tag_id = $1 and worker_id = $2', [upper, workerIds[1]]);
      await assertListsRight(db, 'after untagging');
    });

    test('renaming or recolouring a tag, and deleting it, reach every worker carrying it', async () => {
      const [{ id: tagId }] = await db.query<{ id: number }>(
        `insert into tags (enterprise_customer_id, name, color) values ($1, 'Rename me', '#333333') returning id`,
        [customerId],
      );
      await db.query('insert into worker_tags (enterprise_customer_id, worker_id, tag_id) select $1, unnest($2::int[]), $3', [customerId, workerIds, tagId]);
      await db.query(`update tags set name = 'Renamed', color = '#444444' where id = $1`, [tagId]);
      await assertListsRight(db, 'after renaming a tag');
      await db.query('delete from tags where id = $1', [tagId]);
      await assertListsRight(db, 'after deleting a tag');
    });

    test('joining and leaving a crew, renaming and deleting it', async () => {
      await db.query('delete from crew_workers where crew_id = $1 and worker_id = any($2::int[])', [crewId, workerIds]);
      await db.query('insert into crew_workers (enterprise_customer_id, crew_id, worker_id) select $1, $2, unnest($3::int[])', [customerId, crewId, workerIds]);
      await assertListsRight(db, 'after joining a crew');
      await db.query(`update crews set name = 'Renamed crew' where id = $1`, [crewId]);
      await assertListsRight(db, 'after renaming a crew');
      await db.query('delete from crew_workers where crew_id = $1 and worker_id = $2', [crewId, workerIds[2]]);
      await assertListsRight(db, 'after leaving a crew');
      await db.query('delete from crews where id = $1', [crewId]);
      await assertListsRight(db, 'after deleting a crew');
    });

    test('moving a tag or crew row to another worker rebuilds both lists', async () => {
      const [{ tag_id: tagId }] = await db.query<{ tag_id: number }>('select tag_id from worker_tags where worker_id = $1 limit 1', [workerIds[0]]);
      await db.query('delete from worker_tags where worker_id = $1 and tag_id = $2', [workerIds[1], tagId]);
      await db.query('update worker_tags set worker_id = $1 where worker_id = $2 and tag_id = $3', [workerIds[1], workerIds[0], tagId]);
      await assertListsRight(db, 'after moving a tag row');
      const [{ id: memberId, crew_id: movedCrewId }] = await db.query<{ id: number; crew_id: number }>(
        'select id, crew_id from crew_workers where worker_id <> all($1::int[]) limit 1',
        [workerIds],
      );
      await db.query('delete from crew_workers where crew_id = $1 and worker_id = $2', [movedCrewId, workerIds[1]]);
      await db.query('update crew_workers set worker_id = $1 where id = $2', [workerIds[1], memberId]);
      await assertListsRight(db, 'after moving a crew row');
    });

    test('updates that change no tag or crew of a worker leave its lists unwritten', async () => {
      // Since 0014 the lists share the row of the worker's card: a rename writes that row once, for the card.
      const cardWrites = async (tx: { query: Db['query'] }) =>
        (await tx.query<{ n: number }>(`select pg_stat_get_xact_tuples_updated('worker_cards'::regclass)::int as n`))[0].n;
      await db.transaction(async (tx) => {
        const before = await cardWrites(tx);
        // Copies the new name into the worker's tag rows (0011) and moves no tag.
        await tx.query(`update enterprise_customer_workers set last_name = 'Zimmer' where id = $1`, [workerIds[0]]);
        assert.equal((await cardWrites(tx)) - before, 1, 'the card is written once, its lists are not rebuilt');
      });
      const lastWritten = async () =>
        (await db.query<{ xmin: string }>('select xmin::text from worker_cards where worker_id = $1', [workerIds[1]]))[0].xmin;
      const before = await lastWritten();
      // Moves the tag's kept counts (0007), not its name or colour.
      const [{ tag_id: shared }] = await db.query<{ tag_id: number }>('select tag_id from worker_tags where worker_id = $1 limit 1', [workerIds[1]]);
      await db.query('delete from worker_tags where worker_id = $1 and tag_id = $2', [workerIds[2], shared]);
      await db.query('insert into worker_tags (enterprise_customer_id, worker_id, tag_id) values ($1, $2, $3)', [customerId, workerIds[2], shared]);
      assert.equal(await lastWritten(), before);
      await assertListsRight(db, 'after renaming a worker and retagging another');
    });

    test('a worker created and tagged by one statement gets its card with the tag, whichever trigger runs first', async () => {
      const [{ id: tagId }] = await db.query<{ id: number }>('select id from tags where enterprise_customer_id = $1 order by id limit 1', [customerId]);
      await db.query(
        `with created as (
           insert into enterprise_customer_workers (enterprise_customer_id, first_name, last_name) values ($1, 'Tagged', 'At Birth') returning id
         )
         insert into worker_tags (enterprise_customer_id, worker_id, tag_id) select $1, id, $2 from created`,
        [customerId, tagId],
      );
      await assertListsRight(db, 'after creating and tagging a worker in one statement');
    });

    test('deleting a worker takes its lists away', async () => {
      await db.query('delete from enterprise_customer_workers where id = $1', [workerIds[2]]);
      assert.deepEqual(await db.query('select 1 from worker_cards where worker_id = $1', [workerIds[2]]), []);
      await assertListsRight(db, 'after deleting a worker');
    });

    test(
      'two transactions tagging one worker at once both land in its list',
      { skip: target.name === 'pglite' && 'PGlite is a single session' },
      async () => {
        const tagIds = (
          await db.query<{ id: number }>(
            `insert into tags (enterprise_customer_id, name, color) values ($1, 'Race one', '#555555'), ($1, 'Race two', '#666666') returning id`,
            [customerId],
          )
        ).map((row) => row.id);
        const tag = (tx: { query: Db['query'] }, tagId: number) =>
          tx.query('insert into worker_tags (enterprise_customer_id, worker_id, tag_id) values ($1, $2, $3)', [customerId, workerIds[0], tagId]);
        let releaseFirst!: () => void;
        let firstTagged!: () => void;
        const tagged = new Promise<void>((resolve) => (firstTagged = resolve));
        const first = db.transaction(async (tx) => {
          await tag(tx, tagIds[0]);
          firstTagged();
          await new Promise<void>((resolve) => (releaseFirst = resolve));
        });
        await tagged;
        // The second rebuilds the same worker's list while the first has not committed.
        const second = db.transaction((tx) => tag(tx, tagIds[1]));
        await new Promise((resolve) => setTimeout(resolve, 300));
        releaseFirst();
        await Promise.all([first, second]);
        const [{ tags }] = await db.query<{ tags: Named[] }>('select tags from worker_cards where worker_id = $1', [workerIds[0]]);
        assert.ok(
          tagIds.every((id) => tags.some((kept) => kept.id === id)),
          'both tags are in the list',
        );
        await assertListsRight(db, 'after two transactions tagged one worker');
      },
    );
  });
}
