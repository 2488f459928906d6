import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Queryable } from '../../db';
import { readPage, readPageCountedOver } from '../pagination';

/** A Queryable that answers each statement from `answer` and keeps what it was asked, whitespace folded. */
function recorder(answer: (sql: string) => unknown[]) {
  const asked: Array<{ sql: string; params: unknown[] }> = [];
  const db: Queryable = {
    query: async <T>(text: string, params: unknown[] = []) => {
      const sql = text.replace(/\s+/g, ' ').trim();
      asked.push({ sql, params });
      return answer(sql) as T[];
    },
  };
  return { db, asked };
}

test('readPage counts the listed table under the condition alone and reads the page with its joins, limit and offset', async () => {
  const { db, asked } = recorder((sql) => (sql.startsWith('select count(*)') ? [{ total: 7, duration: 90 }] : [{ id: 3 }]));
  const page = await readPage<{ id: number }, { duration: number }>(
    db,
    {
      columns: 'n.id',
      from: 'notes n',
      joins: 'join members m on m.user_id = $3',
      where: 'n.customer_id = $1 and n.kind = $2',
      params: [5, 'a'],
      joinParams: [11],
      order: 'n.id desc',
      totals: 'sum(n.minutes)::int as duration',
    },
    3,
    2,
  );
  assert.deepEqual(page, { rows: [{ id: 3 }], total: 7, duration: 90 });
  assert.deepEqual(asked, [
    { sql: 'select count(*)::int as total, sum(n.minutes)::int as duration from notes n where n.customer_id = $1 and n.kind = $2', params: [5, 'a'] },
    {
      sql: 'select n.id from notes n join members m on m.user_id = $3 where n.customer_id = $1 and n.kind = $2 order by n.id desc limit $4 offset $5',
      params: [5, 'a', 11, 2, 4],
    },
  ]);
});

test('readPageCountedOver reads the page and its total in one statement; a page past the end has a total of 0', async () => {
  const list = { columns: 's.id', from: 'shares s', where: 's.crew_id = $1', params: [9], order: 's.id' };
  const { db, asked } = recorder(() => [
    { id: 1, total: 4 },
    { id: 2, total: 4 },
  ]);
  assert.equal((await readPageCountedOver<{ id: number }>(db, list, 1, 2)).total, 4);
  assert.deepEqual(asked, [
    { sql: 'select s.id, count(*) over ()::int as total from shares s where s.crew_id = $1 order by s.id limit $2 offset $3', params: [9, 2, 0] },
  ]);
  const empty = recorder(() => []);
  assert.deepEqual(await readPageCountedOver(empty.db, list, 5, 2), { rows: [], total: 0 });
});
