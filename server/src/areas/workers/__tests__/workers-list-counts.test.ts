import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

/**
 * The workers list answers totals from counters the database keeps and picks a query plan per filter
 * (walking the list order, or sorting all matches). Whatever it picks, every page and total must equal a
 * plain query over the roster, also after the roster changes through the API.
 */
const ORDER_SQL = { name: 'w.last_name, w.first_name, w.id', newest: 'w.created_at desc, w.id desc', oldest: 'w.created_at, w.id' } as const;
type Order = keyof typeof ORDER_SQL;

interface Case {
  active: '' | 'true' | 'false';
  has_crews: '' | 'true' | 'false';
  tags: string[];
  order_by: Order;
  per_page: number;
  page: number;
}

function cases(tagNames: string[]): Case[] {
  const out: Case[] = [];
  for (const active of ['', 'true', 'false'] as const)
    for (const has_crews of ['', 'true', 'false'] as const)
      for (const tags of [[], [tagNames[0]], [tagNames[1]], tagNames.slice(0, 2), ['No such tag']])
        for (const [per_page, page] of [[1, 1], [3, 2], [100, 1], [5, 999]])
          out.push({ active, has_crews, tags, order_by: (['name', 'newest', 'oldest'] as const)[out.length % 3], per_page, page });
  return out;
}

for (const target of await databaseTargets()) {
  describe(`workers list totals and pages on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let demoId: number;
    let tagNames: string[];

    /** The page and total a plain query gives for the case. */
    async function expected(c: Case): Promise<{ ids: number[]; total: number }> {
      const params: unknown[] = [demoId];
      const conditions = ['w.enterprise_customer_id = $1'];
      if (c.active) conditions.push(`w.is_active = ${c.active}`);
      if (c.has_crews) conditions.push(`${c.has_crews === 'true' ? '' : 'not '}exists (select 1 from crew_workers cw where cw.worker_id = w.id)`);
      if (c.tags.length > 0) {
        params.push(c.tags.map((name) => name.toLowerCase()));
        conditions.push(`exists (select 1 from worker_tags wt join tags t on t.id = wt.tag_id where wt.worker_id = w.id and lower(t.name) = any($2::text[]))`);
      }
      const rows = await ctx.db.query<{ id: number }>(
        `select w.id from enterprise_customer_workers w where ${conditions.join(' and ')} order by ${ORDER_SQL[c.order_by]}`,
        params,
      );
      const ids = rows.map((row) => row.id);
      return { ids: ids.slice((c.page - 1) * c.per_page, c.page * c.per_page), total: ids.length };
    }

    async function assertListsAgree(when: string): Promise<void> {
      for (const c of cases(tagNames)) {
        const query = new URLSearchParams({ active: c.active, has_crews: c.has_crews, order_by: c.order_by, per_page: String(c.per_page), page: String(c.page) });
        for (const tag of c.tags) query.append('worker_tags[]', tag);
        const response = await demo.get(`/json/workers?${query}`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        const { data, total } = response.body.workers as { data: Array<{ id: number; crews_count: number }>; total: number };
        const want = await expected(c);
        const label = `${when}: ${query}`;
        assert.equal(total, want.total, `total ${label}`);
        assert.deepEqual(data.map((w) => w.id), want.ids, `page ${label}`);
      }
    }

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
      // The customer's two most used tags: big enough that a small page walks the list order.
      tagNames = (
        await ctx.db.query<{ name: string }>(
          `select t.name from tags t join worker_tags wt on wt.tag_id = t.id where t.enterprise_customer_id = $1
            group by t.id order by count(*) desc, t.id limit 2`,
          [demoId],
        )
      ).map((row) => row.name);
      assert.equal(tagNames.length, 2);
    });
    after(async () => ctx?.close());

    test('every filter combination pages and counts like a plain query', async () => {
      await assertListsAgree('as seeded');
    });

    test('they still agree after deactivating, activating, tagging, untagging and renaming through the API', async () => {
      const [tagged] = await ctx.db.query<{ id: number; tag_id: number }>(
        `select wt.worker_id as id, wt.tag_id from worker_tags wt join tags t on t.id = wt.tag_id
          join enterprise_customer_workers w on w.id = wt.worker_id
          where t.enterprise_customer_id = $1 and t.name = $2 and w.crews_count > 0 and w.is_active order by wt.worker_id limit 1`,
        [demoId, tagNames[0]],
      );
      assert.equal((await demo.put(`/json/workers/${tagged.id}/archive`)).status, 200);
      await assertListsAgree('after deactivating a tagged worker in crews');

      const [untagged] = await ctx.db.query<{ id: number }>(
        `select w.id from enterprise_customer_workers w where w.enterprise_customer_id = $1
            and not exists (select 1 from worker_tags wt where wt.worker_id = w.id) order by w.id limit 1`,
        [demoId],
      );
      assert.equal((await demo.post(`/json/workers/${untagged.id}/tags`, { name: tagNames[1] })).status, 200);
      assert.equal((await demo.delete(`/json/workers/${tagged.id}/tags/${tagged.tag_id}`)).status, 200);
      assert.equal((await demo.put(`/json/workers/${tagged.id}/restore`)).status, 200);
      assert.equal((await demo.put(`/json/workers/${untagged.id}`, { last_name: 'Aardvark' })).status, 200);
      await assertListsAgree('after tagging, untagging, activating and renaming a tagged worker');
    });
  });
}
