import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Db } from '../types';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { seedDemoThenMigrate } from '../../../__tests__/support/migrations';
import type { Worker } from 'shared-api/contract';

const CARDS_MIGRATION = '0013_worker_cards';

/** A worker's row, its linked user's name and trade: what its card is made of. */
type SourceRow = Omit<
  Worker,
  'full_name' | 'has_password' | 'profile_picture_url' | 'tags' | 'crews' | 'is_active' | 'user' | 'created_at' | 'created_at_diff_for_humans'
> & {
  password_hash: string | null;
  profile_picture_path: string | null;
  is_active: boolean;
  created_at: Date;
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
  trade_id: number | null;
  trade_name: string | null;
};

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The worker as the API sends it (without its lists and its age in words), from its own tables. */
function expectedCard(row: SourceRow): Omit<Worker, 'tags' | 'crews' | 'created_at_diff_for_humans'> {
  return {
    id: row.id,
    full_name: fullName(row.first_name, row.last_name),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    dob: row.dob,
    bio: row.bio,
    username: row.username,
    has_password: row.password_hash !== null,
    profile_picture_url: row.profile_picture_path
      ? `/json/workers/${row.id}/profile/image?v=${createHash('sha256').update(row.profile_picture_path).digest('hex').slice(0, 12)}`
      : null,
    job_title: row.job_title,
    crews_count: row.crews_count,
    is_active: row.is_active ? 1 : 0,
    user: row.user_id
      ? {
          id: row.user_id,
          full_name: fullName(row.user_first_name, row.user_last_name),
          trade: row.trade_id ? { id: row.trade_id, name: row.trade_name ?? '' } : null,
        }
      : null,
    created_at: row.created_at.toISOString(),
  };
}

/** Every worker's kept card against the worker read from its own tables; they must agree. */
async function assertCardsRight(db: Db, when: string): Promise<void> {
  const sources = await db.query<SourceRow>(
    `select w.*, u.first_name as user_first_name, u.last_name as user_last_name, tr.id as trade_id, tr.name as trade_name
       from enterprise_customer_workers w left join users u on u.id = w.user_id left join trades tr on tr.id = u.trade_id`,
  );
  const cards = new Map(
    (await db.query<{ worker_id: number; worker: string }>('select worker_id, worker::text as worker from worker_cards')).map((row) => [
      row.worker_id,
      JSON.parse(row.worker),
    ]),
  );
  const wrong = sources.find((source) => JSON.stringify(cards.get(source.id)) !== JSON.stringify(expectedCard(source)));
  if (wrong) assert.deepEqual(cards.get(wrong.id), expectedCard(wrong), `worker ${wrong.id}'s card ${when}`);
  assert.equal(cards.size, sources.length, `a card for every worker and no other ${when}`);
}

for (const target of await databaseTargets()) {
  describe(`the card kept for each worker on ${target.name}`, { skip: target.skip }, () => {
    let database: TestDatabase;
    let db: Db;
    let customerId: number;
    let workerIds: number[];
    let userId: number;
    let tradeId: number;
    before(async () => {
      database = await target.open();
      db = database.db;
      customerId = await seedDemoThenMigrate(db, CARDS_MIGRATION);
      workerIds = (
        await db.query<{ id: number }>('select id from enterprise_customer_workers where enterprise_customer_id = $1 order by id limit 3', [customerId])
      ).map((row) => row.id);
      [{ id: tradeId }] = await db.query<{ id: number }>(`insert into trades (name) values ('Card test trade') returning id`);
      [{ id: userId }] = await db.query<{ id: number }>(
        `insert into users (first_name, last_name, email, trade_id) values ('Linked', 'User', 'linked.card@example.test', $1) returning id`,
        [tradeId],
      );
    });
    after(async () => database?.drop());

    test('the migration builds a card for every worker that existed before it', async () => {
      await assertCardsRight(db, 'after the migration');
    });

    test('workers created one at a time or many in one statement get their cards', async () => {
      await db.query(
        `insert into enterprise_customer_workers (enterprise_customer_id, first_name, last_name, email) values ($1, 'Solo', 'Card', 'solo@example.test')`,
        [customerId],
      );
      await db.query(
        `insert into enterprise_customer_workers (enterprise_customer_id, first_name, last_name, dob)
         select $1, 'Many', 'Card ' || n, date '1990-01-01' + n from generate_series(1, 50) n`,
        [customerId],
      );
      await assertCardsRight(db, 'after creating workers');
    });

    test('a worker\u2019s details, picture, password, status and crew count reach its card', async () => {
      await db.query(
        `update enterprise_customer_workers
            set first_name = 'Zoë "Z"', last_name = 'O''Neil <b>', bio = e'two\\nlines', dob = '1985-02-28',
                profile_picture_path = 'workers/1/picture-2.jpg', password_hash = 'x', is_active = false
          where id = $1`,
        [workerIds[0]],
      );
      await assertCardsRight(db, 'after editing a worker');
      await db.query(`update enterprise_customer_workers set profile_picture_path = null, password_hash = null, is_active = true where id = $1`, [
        workerIds[0],
      ]);
      const [{ id: crewId }] = await db.query<{ id: number }>('select id from crews where enterprise_customer_id = $1 order by id limit 1', [customerId]);
      await db.query('delete from crew_workers where crew_id = $1 and worker_id = any($2::int[])', [crewId, workerIds]);
      await db.query('insert into crew_workers (enterprise_customer_id, crew_id, worker_id) select $1, $2, unnest($3::int[])', [
        customerId,
        crewId,
        workerIds,
      ]);
      await assertCardsRight(db, 'after clearing a picture and joining a crew');
    });

    test('linking a user, and its name, trade and trade name changing, reach the linked workers\u2019 cards', async () => {
      await db.query('update enterprise_customer_workers set user_id = $1 where id = any($2::int[])', [userId, workerIds.slice(0, 2)]);
      await assertCardsRight(db, 'after linking a user');
      await db.query(`update users set first_name = 'Renamed' where id = $1`, [userId]);
      await assertCardsRight(db, 'after renaming the linked user');
      await db.query(`update trades set name = 'Renamed card trade' where id = $1`, [tradeId]);
      await assertCardsRight(db, 'after renaming the user\u2019s trade');
      const [{ id: otherTrade }] = await db.query<{ id: number }>(`insert into trades (name) values ('Other card trade') returning id`);
      await db.query('update users set trade_id = $1 where id = $2', [otherTrade, userId]);
      await assertCardsRight(db, 'after changing the user\u2019s trade');
      await db.query('delete from trades where id = $1', [otherTrade]);
      await assertCardsRight(db, 'after deleting the user\u2019s trade');
      await db.query('delete from users where id = $1', [userId]);
      await assertCardsRight(db, 'after deleting the linked user');
    });

    test('an update that changes nothing a card shows leaves it unwritten', async () => {
      const lastWritten = async () =>
        (await db.query<{ xmin: string }>('select xmin::text from worker_cards where worker_id = $1', [workerIds[1]]))[0].xmin;
      const before = await lastWritten();
      await db.query(`update enterprise_customer_workers set updated_at = now() + interval '1 hour' where id = $1`, [workerIds[1]]);
      assert.equal(await lastWritten(), before);
    });

    test('deleting a worker takes its card away', async () => {
      await db.query('delete from enterprise_customer_workers where id = $1', [workerIds[2]]);
      assert.deepEqual(await db.query('select 1 from worker_cards where worker_id = $1', [workerIds[2]]), []);
      await assertCardsRight(db, 'after deleting a worker');
    });

    test(
      'a worker edited while its linked user is renamed keeps both changes',
      { skip: target.name === 'pglite' && 'PGlite is a single session' },
      async () => {
        const [{ id: racer }] = await db.query<{ id: number }>(
          `insert into users (first_name, last_name, email) values ('Racing', 'User', 'racing.card@example.test') returning id`,
        );
        await db.query('update enterprise_customer_workers set user_id = $1 where id = $2', [racer, workerIds[0]]);
        let releaseFirst!: () => void;
        let firstEdited!: () => void;
        const edited = new Promise<void>((resolve) => (firstEdited = resolve));
        const first = db.transaction(async (tx) => {
          await tx.query(`update enterprise_customer_workers set job_title = 'Raced title' where id = $1`, [workerIds[0]]);
          firstEdited();
          await new Promise<void>((resolve) => (releaseFirst = resolve));
        });
        await edited;
        // The second rebuilds the same worker's card while the first has not committed.
        const second = db.transaction((tx) => tx.query(`update users set last_name = 'Renamed racer' where id = $1`, [racer]));
        await new Promise((resolve) => setTimeout(resolve, 300));
        releaseFirst();
        await Promise.all([first, second]);
        const [{ worker }] = await db.query<{ worker: { job_title: string; user: { full_name: string } } }>(
          'select worker from worker_cards where worker_id = $1',
          [workerIds[0]],
        );
        assert.equal(worker.job_title, 'Raced title');
        assert.equal(worker.user.full_name, 'Racing Renamed racer');
        await assertCardsRight(db, 'after the two transactions');
      },
    );
  });
}
