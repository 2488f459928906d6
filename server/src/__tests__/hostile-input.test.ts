import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { databaseTargets } from './support/databases';
import { startTestApp, type TestApp } from './support/app';
import { TestClient, type Response } from './support/client';
import { multipartForm } from './support/multipart';

/** A refusal's body: the summary and, for a 422, the messages per field. */
interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

interface Route {
  method: string;
  path: string;
}

/** Every route the app registered, read from Fastify's route tree (HEAD copies of GET left out). */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[└├]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    if (!match[3]) continue;
    const path = stack.join('').replace(/^\/+/, '/');
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** A fixed-seed generator (mulberry32): the same run every time, so a failure reproduces. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] };
}

const NUL = 'abc\u0000def';
const HOSTILE_IDS = ['99999999999', '2147483648', '0', '-1', '1.5', 'abc', '%00', '1e3'];
const HOSTILE_VALUES: readonly unknown[] = [
  NUL,
  '\u0000',
  '0000-01-01',
  '10000-01-01',
  '2025-02-30',
  99999999999,
  2147483648,
  -1,
  1.5,
  '',
  ' ',
  null,
  true,
  [],
  [NUL],
  [99999999999],
  {},
  { nested: NUL },
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  'owner@demo.test',
  '2026-01-15',
  '1',
];
/** Field names the portal's forms and filters use, so hostile values reach the checks behind them. */
const FIELDS = [
  'name', 'email', 'first_name', 'last_name', 'description', 'message', 'title', 'search', 'date', 'start_time',
  'end_time', 'hours', 'minutes', 'issued', 'expiry', 'expires_at', 'dob', 'worker_id', 'crew_id', 'credential_id',
  'admin_id', 'crew_type_id', 'plan_id', 'ids', 'worker_ids', 'page', 'per_page', 'tag', 'tags', 'role', 'password',
  'password_confirmation', 'url', 'province', 'town', 'domain', 'salary', 'term', 'positions', 'date_posted',
  'display_until', 'active', 'note', 'content', 'color', 'phone', 'min', 'max', 'thresholds', 'locale', 'token',
  'notification_type', 'type', 'status', 'job_title', 'preferred_language', 'recipient_name', 'recipient_email',
];
const QUERY_KEYS = ['page', 'per_page', 'search', 'date', 'year', 'month', 'worker_id', 'crew_id', 'tag', 'type', 'status', 'expiring', 'notification_type', 'email', 'sort', 'order', 'file_url', 'page-name'];

function hostileBody(random: ReturnType<typeof seeded>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const count = 1 + Math.floor(random.next() * 6);
  for (let i = 0; i < count; i++) body[random.pick(FIELDS)] = random.pick(HOSTILE_VALUES);
  return body;
}

function hostileQuery(random: ReturnType<typeof seeded>): string {
  const params = new URLSearchParams();
  const count = 1 + Math.floor(random.next() * 4);
  for (let i = 0; i < count; i++) {
    const value = random.pick(HOSTILE_VALUES);
    params.set(random.pick(QUERY_KEYS), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}

/** Malformed multipart bodies: no closing boundary, a broken part header, a boundary never sent. */
function brokenMultiparts(): Array<{ payload: Buffer; headers: Record<string, string> }> {
  const whole = multipartForm([{ name: 'file', value: Buffer.from('%PDF-1.4 hello'), filename: 'a.pdf', contentType: 'application/pdf' }]);
  const truncated = { payload: whole.payload.subarray(0, whole.payload.length - 30), headers: whole.headers };
  const badHeader = {
    payload: Buffer.from('--XYZ\r\nContent-Disposition form-data name\r\n\r\nvalue\r\n--XYZ--\r\n'),
    headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
  };
  const noBoundary = { payload: Buffer.from('just text'), headers: { 'content-type': 'multipart/form-data' } };
  const withNul = multipartForm([
    { name: 'name', value: NUL },
    { name: 'file', value: Buffer.from(`first_name,last_name\n${NUL},x\n`), filename: 'w.csv', contentType: 'text/csv' },
  ]);
  return [truncated, badHeader, noBoundary, withNul];
}

const withParams = (path: string, id: () => string) => path.replace(/:(\w+)/g, () => encodeURIComponent(id()));

/** JSON nested far deeper than any form: 4 KB of 2,000 arrays, and 1 MB (just under the body limit) of 100,000. */
const DEEP_BODIES = [
  { label: '4 KB nested 2,000 levels', payload: `${'['.repeat(2000)}${']'.repeat(2000)}` },
  { label: '1 MB nested 100,000 levels', payload: `${'[{"a":'.repeat(50_000)}"${'x'.repeat(400_000)}"${'}]'.repeat(50_000)}` },
];
const JSON_HEADERS = { 'content-type': 'application/json' };

for (const target of await databaseTargets()) {
  describe(`hostile input on ${target.name}: no answer is a 5xx`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let routes: Route[];
    const failures: string[] = [];

    const record = (label: string, response: Response) => {
      if (response.status >= 500) failures.push(`${label} → ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
    };

    before(async () => {
      ctx = await startTestApp(target);
      // Signing out or switching customer would only make the rest of the run anonymous.
      routes = registeredRoutes(ctx.app).filter(({ path }) => !/^\/json\/auth\/logout|^\/json\/session\//.test(path));
    });
    after(async () => ctx?.close());

    test('the route tree is read: every area is in it', () => {
      const paths = new Set(routes.map(({ path }) => path));
      for (const path of ['/json/workers', '/json/workers/:id', '/json/credentials', '/json/time-logs', '/json/wallets/:token']) {
        assert.ok(paths.has(path), `${path} is among ${routes.length} routes`);
      }
    });

    test('signed in and anonymous, every route with hostile ids, queries, JSON bodies and broken multipart bodies', async () => {
      const random = seeded(20261125);
      const owner = new TestClient(ctx.app);
      assert.equal((await owner.signIn('owner@demo.test')).status, 200);
      const anonymous = new TestClient(ctx.app);
      await anonymous.loadPage();

      for (const client of [owner, anonymous]) {
        for (const { method, path } of routes) {
          for (let round = 0; round < 4; round++) {
            const url = `${withParams(path, () => random.pick(HOSTILE_IDS))}?${hostileQuery(random)}`;
            if (method === 'GET' || method === 'DELETE') {
              record(`${method} ${url}`, await client.request({ method, url }));
              continue;
            }
            const body = hostileBody(random);
            record(`${method} ${url} ${JSON.stringify(body).slice(0, 120)}`, await client.request({ method: method as 'POST', url, payload: body }));
          }
          if (method !== 'GET') {
            const url = withParams(path, () => '1');
            for (const deep of DEEP_BODIES) {
              record(`${method} ${url} (${deep.label})`, await client.request({ method: method as 'POST', url, payload: deep.payload, headers: JSON_HEADERS }));
            }
          }
          if (method === 'POST' || method === 'PUT') {
            const url = withParams(path, () => '1');
            for (const broken of brokenMultiparts()) {
              record(`${method} ${url} (broken multipart)`, await client.request({ method, url, payload: broken.payload, headers: broken.headers }));
            }
          }
        }
      }
      assert.deepEqual(failures, []);
    });

    test('a NUL in a text field, a search, a path token, a multipart field or a CSV answers 4xx naming the field', async () => {
      const owner = new TestClient(ctx.app);
      await owner.signIn('owner@demo.test');
      const created = await owner.post('/json/workers', { first_name: 'Ana\u0000', last_name: 'Silva' });
      assert.equal(created.status, 422);
      assert.deepEqual(Object.keys(created.body.errors), ['first_name']);
      assert.equal(created.body.errors.first_name[0], 'The first_name field contains a NUL character, which cannot be stored.');
      const searched = await owner.get(`/json/workers?search=${encodeURIComponent('kel\u0000ly')}`);
      assert.equal(searched.status, 422);
      assert.deepEqual(Object.keys(searched.body.errors), ['search']);
      const [{ id: workerId }] = (await owner.get('/json/workers')).body.workers.data;
      const note = await owner.post(`/json/workers/${workerId}/notes`, { note: ['ok', 'x\u0000'] });
      assert.equal(note.status, 422);
      assert.deepEqual(Object.keys(note.body.errors), ['note.1']);
      // Nothing was written by the refused requests.
      const [{ count }] = await ctx.db.query<{ count: number }>(`select count(*)::int as count from enterprise_customer_workers where first_name like 'Ana%' and last_name = 'Silva'`);
      assert.equal(count, 0);

      const anonymous = new TestClient(ctx.app);
      await anonymous.loadPage();
      assert.equal((await anonymous.get(`/json/wallets/${encodeURIComponent('abc\u0000')}`)).status, 404);

      const form = multipartForm([
        { name: 'name', value: 'Calgary\u0000 Safety' },
        { name: 'contact_email', value: 'info@example.com' },
      ]);
      const issuer = await owner.request<ErrorBody>({ method: 'POST', url: '/json/credential-issuers', ...form });
      assert.equal(issuer.status, 422);
      assert.deepEqual(Object.keys(issuer.body.errors), ['name']);

      const preview = await owner.post('/json/credentials/bulk-upload/preview', { csv: 'email,credential\nana@example.com,First\u0000Aid\n' });
      assert.equal(preview.status, 422, 'refused at preview, before anything is queued');
      assert.deepEqual(Object.keys(preview.body.errors), ['csv']);
    });

    test('a JSON body nested thousands of levels deep answers 400 saying so, in the reader\'s language; 32 levels still reach the route', async () => {
      const owner = new TestClient(ctx.app);
      await owner.signIn('owner@demo.test');
      for (const deep of DEEP_BODIES) {
        assert.ok(deep.payload.length < 1024 * 1024, 'within the body limit: refused for its depth, not its size');
        const refused = await owner.request<ErrorBody>({ method: 'POST', url: '/json/workers', payload: deep.payload, headers: JSON_HEADERS });
        assert.equal(refused.status, 400, deep.label);
        assert.equal(refused.body.message, 'The request body is nested too deeply: JSON may nest at most 32 levels of arrays and objects.');
        const french = await owner.request<ErrorBody>({ method: 'POST', url: '/json/workers', payload: deep.payload, headers: { ...JSON_HEADERS, 'accept-language': 'fr-CA' } });
        assert.equal(french.status, 400);
        assert.match(french.body.message, /imbriqué trop profondément/);
      }
      const anonymous = new TestClient(ctx.app);
      await anonymous.loadPage();
      const publicRoute = await anonymous.request<ErrorBody>({ method: 'POST', url: '/json/password-resets', payload: DEEP_BODIES[1].payload, headers: JSON_HEADERS });
      assert.equal(publicRoute.status, 400, 'a public route refuses it too');
      const nested32 = { first_name: 'Deep', last_name: 'Nest', extra: JSON.parse(`${'['.repeat(31)}${']'.repeat(31)}`) };
      const created = await owner.post('/json/workers', nested32);
      assert.ok(created.status < 300, `a body 32 levels deep is read by the route (${created.status})`);
      assert.equal((await ctx.db.query(`select 1 from enterprise_customer_workers where first_name = 'Deep' and last_name = 'Nest'`)).length, 1);

      const deepNul = `{"note":${'['.repeat(20)}"x\\u0000"${']'.repeat(20)}}`;
      const [{ id: workerId }] = (await owner.get('/json/workers')).body.workers.data;
      const nul = await owner.request<ErrorBody>({ method: 'POST', url: `/json/workers/${workerId}/notes`, payload: deepNul, headers: JSON_HEADERS });
      assert.equal(nul.status, 422);
      assert.deepEqual(Object.keys(nul.body.errors), [`note${'.0'.repeat(20)}`], 'a NUL deep in the body is still found and named');
    });

    test('dates PostgreSQL cannot store and ids above 2^31-1 are validation errors', async () => {
      const owner = new TestClient(ctx.app);
      await owner.signIn('owner@demo.test');
      const [{ id: workerId }] = (await owner.get('/json/workers')).body.workers.data;
      const dob = await owner.put(`/json/workers/${workerId}`, { dob: '0000-01-01' });
      assert.equal(dob.status, 422);
      assert.ok(dob.body.errors.dob, JSON.stringify(dob.body));
      const [{ id: logId, worker }] = (await owner.get('/json/time-logs')).body.time_logs.data;
      const log = await owner.put(`/json/time-logs/${logId}`, { worker_id: worker.id, date: '0000-06-01', hours: 1, minutes: 0 });
      assert.equal(log.status, 422);
      assert.ok(log.body.errors.date, JSON.stringify(log.body));
      const crewLog = await owner.put(`/json/time-logs/${logId}`, { worker_id: worker.id, crew_id: 99999999999, date: '2026-06-01', hours: 1, minutes: 0 });
      assert.equal(crewLog.status, 422);
      assert.ok(crewLog.body.errors.crew_id, JSON.stringify(crewLog.body));
      const exported = await owner.post('/json/exports/workers', { credentials: [99999999999] });
      assert.equal(exported.status, 422);
      assert.equal((await owner.get('/json/workers/99999999999')).status, 404);
    });

    test('a broken multipart body answers 422 with what to do, in the reader\'s language', async () => {
      const owner = new TestClient(ctx.app);
      await owner.signIn('owner@demo.test');
      const [{ id: workerId }] = (await owner.get('/json/workers')).body.workers.data;
      const [truncated] = brokenMultiparts();
      const english = await owner.request<ErrorBody>({ method: 'POST', url: `/json/workers/${workerId}/profile/image`, ...truncated });
      assert.equal(english.status, 422);
      assert.match(english.body.message, /could not be read .* send it again/);
      const french = await owner.request<ErrorBody>({
        method: 'POST',
        url: `/json/workers/${workerId}/profile/image`,
        payload: truncated.payload,
        headers: { ...truncated.headers, 'accept-language': 'fr-CA' },
      });
      assert.equal(french.status, 422);
      assert.match(french.body.message, /n’a pas pu être lu/);
    });
  });
}
