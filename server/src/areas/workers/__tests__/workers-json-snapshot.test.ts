import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

/**
 * The workers list, the worker panel and the export answer the demo seed with the JSON they answered before the
 * server moved to areas (the fixture was written by the code of that time, with UPDATE_FIXTURES=1).
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/workers-demo-seed.json', import.meta.url));
const DAY_MS = 86_400_000;

const LIST_QUERIES = [
  '',
  'with_crews=true',
  'search=smi',
  'search=mar%20lo&with_crews=true',
  'worker_tags%5B%5D=Red%20Seal',
  'worker_tags%5B%5D=Red%20Seal&worker_tags%5B%5D=Apprentice&with_crews=true',
  'has_crews=false',
  'has_crews=true&active=true',
  'active=false',
  'order_by=newest&per_page=5&page=2',
  'order_by=oldest&per_page=7&page=3&with_crews=true',
];

/**
 * The seed's dates are relative to the day it runs: each becomes its distance in days from now, also inside a
 * text (the export's CSV). Birth dates are the seed's own fixed dates and stay as they are.
 */
function relativeDates(value: unknown, now: number, key?: string): unknown {
  if (typeof value === 'string') {
    if (key === 'dob') return value;
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(value)) return `<now${signed(Math.round((Date.parse(value) - now) / DAY_MS))}d>`;
    const today = Date.parse(new Date(now).toISOString().slice(0, 10));
    return value.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => `<today${signed(Math.round((Date.parse(day) - today) / DAY_MS))}d>`);
  }
  if (Array.isArray(value)) return value.map((item) => relativeDates(item, now, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, relativeDates(item, now, name)]));
  }
  return value;
}
const signed = (days: number) => (days >= 0 ? `+${days}` : `${days}`);

for (const target of await databaseTargets()) {
  describe(`workers JSON of the demo seed on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let answers: Record<string, unknown>;

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      // Times are kept relative to the moment of the seed, which dates the demo customer 600 days back: a seed made
      // minutes before the test (a copied template) gives the same answers.
      const [{ created_at: customerCreated }] = await ctx.db.query<{ created_at: Date }>(
        `select created_at from enterprise_customers where name = 'Demo Construction Ltd.'`,
      );
      const now = new Date(customerCreated).getTime() + 600 * DAY_MS;
      const read = async (url: string) => {
        const response = await demo.get(url);
        assert.equal(response.status, 200, `${url}: ${JSON.stringify(response.body)}`);
        return relativeDates(response.body, now);
      };
      answers = {};
      for (const query of LIST_QUERIES) answers[`GET /json/workers?${query}`] = await read(`/json/workers?${query}`);
      const ids = (await ctx.db.query<{ id: number }>(
        `select w.id from enterprise_customer_workers w join enterprise_customers c on c.id = w.enterprise_customer_id
          where c.name = 'Demo Construction Ltd.' order by w.id`,
      )).map((row) => row.id);
      for (const id of ids) answers[`GET /json/workers/${id}`] = await read(`/json/workers/${id}`);
      const held = await demo.get('/json/credentials/unique');
      const exported = await demo.post('/json/exports/workers', {
        first_name: true,
        last_name: true,
        full_name: true,
        email: true,
        credentials: held.body.credentials.map((credential: { id: number }) => credential.id),
      });
      assert.equal(exported.status, 200, JSON.stringify(exported.body));
      answers['POST /json/exports/workers'] = relativeDates(exported.body, now);
      if (process.env.UPDATE_FIXTURES === '1' && target.name === 'pglite') {
        writeFileSync(FIXTURE, `${JSON.stringify(answers, null, 1)}\n`);
      }
    });
    after(() => ctx.close());

    test('every answer is the one the fixture holds', () => {
      assert.ok(existsSync(FIXTURE), 'the fixture exists');
      const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
      assert.deepEqual(Object.keys(answers), Object.keys(expected));
      for (const [request, answer] of Object.entries(expected)) assert.deepEqual(answers[request], answer, request);
    });
  });
}
