import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { MAX_REMOTE_FIRST_DATA } from '../first-paint';

const SHELL_PRELOAD = {
  scripts: {
    portal: ['/static/js/portal.cccccccc.js', '/static/js/923.bbbbbbbb.js'],
    public: ['/static/js/public.dddddddd.js'],
  },
  publicPaths: { exact: ['/wallet'], prefixes: ['/wallet/', '/invites/'] },
};

function remote(name: string, version: string, nav: Array<{ key: string; to: string }>, routes?: string[]) {
  return {
    version,
    entry: `/mfe/${name}/${version}/remoteEntry.js`,
    deployed_at: '2026-11-25T10:00:00.000Z',
    manifest: { name, label: name, nav: nav.map((item) => ({ ...item, label: item.key, icon: 'more', order: 1 })), routes },
    history: [],
  };
}

const REMOTES = {
  remotes: {
    mfe_dashboard: remote('mfe_dashboard', '1.0.0-11111111', [{ key: 'dashboard', to: '/' }, { key: 'notifications', to: '/notifications' }]),
    mfe_workers: remote('mfe_workers', '1.0.0-22222222', [{ key: 'workers', to: '/workers' }]),
    mfe_time: remote('mfe_time', '1.0.0-33333333', [{ key: 'time-logs', to: '/workers/time-logs' }]),
    mfe_public: remote('mfe_public', '1.0.0-44444444', []),
    // A label that would end the script element if it were inlined as it is.
    mfe_crews: { ...remote('mfe_crews', '1.0.0-55555555', [{ key: 'crews', to: '/crews' }]), manifest: { name: 'mfe_crews', label: '</script><script>alert(1)</script>', nav: [], routes: ['/crews'] } },
  },
};

/** What a JSON file holds (no undefined members). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const PAGE_DATA = /<script type="application\/json" id="page-data">([^<]*)<\/script>/;
/** The page's data block as a map from each SWR key (as JSON) to its answer. */
const pageData = (html: string) => new Map((JSON.parse(PAGE_DATA.exec(html)![1]) as Array<[unknown, unknown]>).map(([key, answer]) => [JSON.stringify(key), answer]));
const CHROME_KEYS = ['/users/me', '/enterprise-customer', '/users/me/customers', '/notifications/unread-count'].map((key) => JSON.stringify(key));
const INLINED = /<script type="application\/json" id="remotes">([^<]*)<\/script>/;
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);

for (const target of await databaseTargets()) {
  describe(`the portal page carries what its first paint needs on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let client: TestClient;
    const page = async (url: string) => {
      const response = await client.request<string>({ method: 'GET', url });
      assert.equal(response.status, 200);
      return response.body;
    };
    const deploy = (data: unknown) => {
      // As scripts/deploy-remote.mjs does: a new file renamed over the old one.
      const temp = join(ctx.dataDir, 'remotes.json.tmp');
      writeFileSync(temp, JSON.stringify(data, null, 2));
      renameSync(temp, join(ctx.dataDir, 'remotes.json'));
    };

    before(async () => {
      // Seeded: a signed-in page carries the user's own answers.
      ctx = await startTestApp(target);
      client = new TestClient(ctx.app);
      writeFileSync(join(ctx.dataDir, 'shell', 'preload.json'), JSON.stringify(SHELL_PRELOAD));
      deploy(REMOTES);
    });
    after(async () => ctx?.close());

    test('the live remotes.json is inlined as a data block, with `<` escaped so nothing in it ends the element', async () => {
      const html = await page('/workers');
      const inlined = INLINED.exec(html);
      assert.ok(inlined, 'the data block is in the page');
      assert.ok(html.indexOf(inlined[0]) < html.indexOf('</head>'));
      assert.ok(!inlined[1].includes('<'));
      assert.deepEqual(JSON.parse(inlined[1]), asJson(REMOTES));
      assert.equal(html.match(/<script/g)?.length, 1, 'no script element was smuggled in');
    });

    test('after a deploy the next page carries the new remotes.json', async () => {
      const next = structuredClone(REMOTES);
      next.remotes.mfe_workers = remote('mfe_workers', '1.0.1-66666666', [{ key: 'workers', to: '/workers' }]);
      deploy(next);
      const html = await page('/workers');
      assert.deepEqual(JSON.parse(INLINED.exec(html)![1]), asJson(next));
      assert.ok(preloads(html).includes('/mfe/mfe_workers/1.0.1-66666666/remoteEntry.js'));
      deploy(REMOTES);
    });

    test("a portal page preloads the shell's portal scripts and the entry of the remote serving its path", async () => {
      const shell = ['/static/js/portal.cccccccc.js', '/static/js/923.bbbbbbbb.js'];
      assert.deepEqual(preloads(await page('/')), [...shell, '/mfe/mfe_dashboard/1.0.0-11111111/remoteEntry.js']);
      assert.deepEqual(preloads(await page('/notifications')), [...shell, '/mfe/mfe_dashboard/1.0.0-11111111/remoteEntry.js']);
      assert.deepEqual(preloads(await page('/workers/12?tab=notes')), [...shell, '/mfe/mfe_workers/1.0.0-22222222/remoteEntry.js']);
      // The longest claimed base path wins, as in the shell.
      assert.deepEqual(preloads(await page('/workers/time-logs')), [...shell, '/mfe/mfe_time/1.0.0-33333333/remoteEntry.js']);
      // Claimed through the manifest's routes.
      assert.deepEqual(preloads(await page('/crews/3')), [...shell, '/mfe/mfe_crews/1.0.0-55555555/remoteEntry.js']);
      // The sign-in page and paths no remote claims: the shell's scripts only.
      assert.deepEqual(preloads(await page('/login')), shell);
      assert.deepEqual(preloads(await page('/jobs-feed')), shell);
    });

    test("the remote's first chunk, as its build recorded it, is preloaded beside its entry; a build without the record preloads the entry alone", async () => {
      const shell = ['/static/js/portal.cccccccc.js', '/static/js/923.bbbbbbbb.js'];
      const version = join(ctx.dataDir, 'mfe', 'mfe_workers', '1.0.2-77777777');
      mkdirSync(version, { recursive: true });
      // What tools/webpack/preload-plugin.cjs writes; a path that is not a script of the build is ignored.
      writeFileSync(join(version, 'preload.json'), JSON.stringify({ first: ['static/js/routes.0badcafe.js', '../../../etc/passwd'] }));
      const next = structuredClone(REMOTES);
      next.remotes.mfe_workers = remote('mfe_workers', '1.0.2-77777777', [{ key: 'workers', to: '/workers' }]);
      deploy(next);
      assert.deepEqual(preloads(await page('/workers')), [
        ...shell,
        '/mfe/mfe_workers/1.0.2-77777777/remoteEntry.js',
        '/mfe/mfe_workers/1.0.2-77777777/static/js/routes.0badcafe.js',
      ]);
      // mfe_dashboard's version folder has no preload.json.
      assert.deepEqual(preloads(await page('/')), [...shell, '/mfe/mfe_dashboard/1.0.0-11111111/remoteEntry.js']);
      deploy(REMOTES);
    });

    test("a public page preloads the public application's scripts and mfe_public's entry, not the portal's", async () => {
      assert.deepEqual(preloads(await page('/wallet/abc')), [
        '/static/js/public.dddddddd.js',
        '/mfe/mfe_public/1.0.0-44444444/remoteEntry.js',
      ]);
    });

    test('a hashed shell script is cached for good whether it is sent as it is or as its Brotli copy', async () => {
      const js = join(ctx.dataDir, 'shell', 'static', 'js');
      mkdirSync(js, { recursive: true });
      writeFileSync(join(js, 'portal.cccccccc.js'), 'console.log("portal");');
      writeFileSync(join(js, 'portal.cccccccc.js.br'), brotliCompressSync('console.log("portal");'));
      for (const encoding of ['br', undefined]) {
        const response = await client.request({ method: 'GET', url: '/static/js/portal.cccccccc.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
        assert.equal(response.status, 200);
        assert.equal(response.headers['content-encoding'], encoding);
        assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      }
    });

    test('with nothing deployed the data block says so; an unreadable remotes.json is left to the shell to fetch and report', async () => {
      deploy({ remotes: {} });
      const empty = await page('/');
      assert.deepEqual(JSON.parse(INLINED.exec(empty)![1]), { remotes: {} });
      writeFileSync(join(ctx.dataDir, 'remotes.json'), '{ half written');
      const broken = await page('/');
      assert.equal(INLINED.exec(broken), null);
      assert.deepEqual(preloads(broken), ['/static/js/portal.cccccccc.js', '/static/js/923.bbbbbbbb.js']);
      deploy(REMOTES);
    });

    test("a signed-in page carries the chrome's own answers (user, customer, customers, unread count) exactly as the API gives them; a signed-out page carries none", async () => {
      assert.equal(PAGE_DATA.exec(await page('/login')), null);
      const visitor = new TestClient(ctx.app);
      assert.equal((await visitor.signIn('owner@demo.test')).status, 200);
      const html = await visitor.loadPage('/workers');
      const data = pageData(html);
      assert.deepEqual([...data.keys()], CHROME_KEYS);
      for (const [key, value] of data) assert.deepEqual(value, (await visitor.get(`/json${JSON.parse(key) as string}`)).body, key);
      assert.equal((data.get('"/users/me"') as { user: { email: string } }).user.email, 'owner@demo.test');
      assert.doesNotMatch(html, /password|token_hash/);
      // Another user's page carries that user's answers, never the previous one's.
      const other = new TestClient(ctx.app);
      assert.equal((await other.signIn('admin@demo.test')).status, 200);
      const otherData = pageData(await other.loadPage('/'));
      assert.equal((otherData.get('"/users/me"') as { user: { email: string } }).user.email, 'admin@demo.test');
    });

    test("a page carries the answers its remote's manifest declares for its path, under the declared SWR keys; a query string, a bad entry or one past the cap is not asked", async () => {
      const declared = [
        { key: ['/summaries/workers', 10], url: '/summaries/workers?limit=10' },
        { key: '/summaries/worker-tags', url: '/summaries/worker-tags' },
        // Not a call a page may make the server ask: another origin, a way out of /json, a key that is not an API path.
        { key: '/x', url: '//evil.test/json' },
        { key: '/x', url: '/../remotes.json' },
        { key: 'summaries', url: '/summaries/worker-tags' },
        // Not answered 200: left out, the page asks itself.
        { key: '/workers/999999', url: '/workers/999999' },
      ];
      const manifest = { ...REMOTES.remotes.mfe_dashboard.manifest, firstData: { '/': declared, '/notifications': [{ key: '/users', url: '/users' }] } };
      deploy({ remotes: { ...REMOTES.remotes, mfe_dashboard: { ...REMOTES.remotes.mfe_dashboard, manifest } } });
      try {
        const visitor = new TestClient(ctx.app);
        assert.equal((await visitor.signIn('owner@demo.test')).status, 200);
        const data = pageData(await visitor.loadPage('/'));
        assert.deepEqual([...data.keys()], [...CHROME_KEYS, '["/summaries/workers",10]', '"/summaries/worker-tags"']);
        assert.deepEqual(data.get('["/summaries/workers",10]'), (await visitor.get('/json/summaries/workers?limit=10')).body);
        assert.deepEqual(data.get('"/summaries/worker-tags"'), (await visitor.get('/json/summaries/worker-tags')).body);
        // Each path carries its own list; another remote's path carries none of this one's.
        assert.deepEqual([...pageData(await visitor.loadPage('/notifications')).keys()], [...CHROME_KEYS, '"/users"']);
        assert.deepEqual([...pageData(await visitor.loadPage('/workers')).keys()], CHROME_KEYS);
        // With a query string the page may show another state than the declared one: only the chrome's answers.
        assert.deepEqual([...pageData(await visitor.loadPage('/?view=expired')).keys()], CHROME_KEYS);

        const many = Array.from({ length: MAX_REMOTE_FIRST_DATA + 3 }, (_, index) => ({ key: ['/summaries/workers', index + 1], url: `/summaries/workers?limit=${index + 1}` }));
        deploy({ remotes: { ...REMOTES.remotes, mfe_dashboard: { ...REMOTES.remotes.mfe_dashboard, manifest: { ...manifest, firstData: { '/': many } } } } });
        assert.equal(pageData(await visitor.loadPage('/')).size, CHROME_KEYS.length + MAX_REMOTE_FIRST_DATA);
      } finally {
        deploy(REMOTES);
      }
    });
  });
}
