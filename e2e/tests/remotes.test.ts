import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page, Response } from 'playwright-core';
import type { DeployedRemote, RemotesFile } from '../../shared-api/src/types';
import { apiGet } from '../support/api';
import { screenshot } from '../support/browser';
import { expectGreeting, greetingHeading, navLink, notDeployed } from '../support/portal';
import { FIRST_RELEASE_REMOTES, repoRoot, type PortalServer } from '../support/server';
import { signedInSuite } from '../support/suite';
import { remoteVariant, type RemoteVariant } from '../support/variant';
import { axeViolations } from '../support/axe';

const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const shellDist = join(repoRoot, 'shell', 'dist');

const liveDashboard = async (page: Page): Promise<DeployedRemote> => {
  const { remotes } = await apiGet<RemotesFile>(page, '/remotes.json');
  assert.ok(remotes.mfe_dashboard, 'mfe_dashboard is in /remotes.json');
  return remotes.mfe_dashboard;
};

interface PageLoad {
  /** The page as the server sent it (index.html with this session's CSRF token). */
  document: Buffer;
  /** Every /static/ file of the shell the page loaded, by path, with the sha256 of what the server serves. */
  shellFiles: Map<string, string>;
  /** The remote containers the page loaded. */
  remoteEntries: string[];
}

/** Reloads the page, waits for the dashboard to render `tagsTitle`, and records what the page loaded. */
async function reloadAndRecord(page: Page, tagsTitle: string): Promise<PageLoad> {
  const loaded: string[] = [];
  const onResponse = (response: Response) => loaded.push(new URL(response.url()).pathname);
  page.on('response', onResponse);
  try {
    const response = await page.reload();
    assert.ok(response && response.ok(), 'the page loaded');
    await expectGreeting(page, 'Dana');
    await page.getByRole('region', { name: tagsTitle, exact: true }).getByRole('list').waitFor();
    const document = await response.body();

    const shellFiles = new Map<string, string>();
    for (const path of [...new Set(loaded.filter((p) => p.startsWith('/static/')))].sort()) {
      // What the server serves now (no browser cache in between) is what the shell's build holds.
      const served = await page.request.get(path);
      assert.equal(served.status(), 200, path);
      const body = await served.body();
      assert.equal(sha(body), sha(readFileSync(join(shellDist, path))), `${path} is served from shell/dist`);
      shellFiles.set(path, sha(body));
    }
    // The page is shell/dist/index.html with the session's CSRF token filled in and, before </head>, what the first
    // paint needs (server/src/areas/portal/first-paint.ts): preload links, the live remotes.json and the signed-in
    // chrome's answers, which change with a deploy or the session by design; the rest is the shell's file as built.
    const html = document.toString('utf8');
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
    assert.ok(token && token !== '__CSRF_TOKEN__', 'the page carries a CSRF token');
    const firstPaint = /(?:<link rel="preload" as="script" href="[^"]+">)*(?:<script type="application\/json" id="remotes">[^<]*<\/script>)?(?:<script type="application\/json" id="page-data">[^<]*<\/script>)?(?=<\/head>)/;
    const shellPage = html.replace(token, '__CSRF_TOKEN__').replace(firstPaint, '');
    assert.equal(shellPage, readFileSync(join(shellDist, 'index.html'), 'utf8'));

    // At least every script index.html names (the rest are chunks those load).
    const named = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(named.length > 0, 'index.html loads the shell by <script src>');
    for (const src of named) assert.ok(shellFiles.has(src), `${src} was loaded`);
    const remoteEntries = [...new Set(loaded.filter((p) => /^\/mfe\/[^/]+\/[^/]+\/remoteEntry\.js$/.test(p)))];
    return { document: Buffer.from(shellPage), shellFiles, remoteEntries };
  } finally {
    page.off('response', onResponse);
  }
}

function assertShellUntouched(before: PageLoad, now: PageLoad, when: string): void {
  assert.ok(now.document.equals(before.document), `index.html is byte-identical ${when}`);
  assert.ok(before.shellFiles.size > 0, 'the page loaded shell files');
  assert.deepEqual(now.shellFiles, before.shellFiles, `the shell files the page loaded are the same, byte for byte, ${when}`);
}

describe('remotes: failure, retry, redeploy and rollback', () => {
  let portal: PortalServer;
  let page: Page;
  let variant: RemoteVariant | undefined;
  const suite = signedInSuite((signedIn) => ({ page, portal } = signedIn), { remotes: FIRST_RELEASE_REMOTES });

  before(() => expectGreeting(page, 'Dana'));
  after(() => variant?.remove());

  test('a dashboard that cannot be loaded says so with Retry, the rest keeps working, and Retry recovers', async () => {
    const live = await liveDashboard(page);
    const stored = join(portal.dataDir, 'mfe', 'mfe_dashboard', live.version);
    assert.ok(existsSync(join(stored, 'remoteEntry.js')));
    // A browser that has not cached the dashboard yet (the signed-in page above has: its files are immutable).
    await suite.withPage({}, async ({ page }) => {
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/mfe/')) remoteRequests.push(request.url());
      });
      // Signed in straight into another area, so the dashboard's code has not been fetched.
      await page.goto('/crews');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel(/^e-?mail/i).fill('admin@demo.test');
      await page.getByLabel(/^password/i).fill('Password123!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await notDeployed(page, 'Crews').waitFor();
      assert.deepEqual(remoteRequests, []);

      // The remote's files disappear from the server (a broken deploy, a storage outage).
      renameSync(stored, `${stored}.gone`);
      try {
        await navLink(page, 'Dashboard').click();
        await page.getByText('Dashboard could not be loaded.', { exact: true }).waitFor();
        const retry = page.getByRole('button', { name: 'Retry' });
        await retry.waitFor();
        assert.equal(await greetingHeading(page).count(), 0);
        // The chrome around it is fine: the user's name and the whole sidebar.
        await page.getByText('Marcus Leblanc', { exact: true }).waitFor();
        await screenshot(page, 'remote-dashboard-failed');
        assert.deepEqual(await axeViolations(page), []);

        // Another remote loads and works meanwhile.
        await navLink(page, 'Workers').click();
        await page.getByRole('heading', { level: 1, name: 'Workers', exact: true }).waitFor();
        await page.getByRole('region', { name: 'Filter workers' }).waitFor();
        await navLink(page, 'Time Logs').waitFor();
        // Coming back does not retry on its own: the failure stays until the user asks.
        await navLink(page, 'Dashboard').click();
        await page.getByText('Dashboard could not be loaded.', { exact: true }).waitFor();

        // Still broken: Retry tries again and fails again, visibly.
        const entryRequested = page.waitForRequest((request) => request.url().endsWith(live.entry));
        await retry.click();
        await entryRequested;
        await page.getByText('Dashboard could not be loaded.', { exact: true }).waitFor();
      } finally {
        renameSync(`${stored}.gone`, stored);
      }

      await page.getByRole('button', { name: 'Retry' }).click();
      await expectGreeting(page, 'Marcus');
      await page.getByRole('region', { name: 'Total Workers' }).locator('tbody tr').first().waitFor();
      assert.equal(await page.getByText('could not be loaded').count(), 0);
    });
  });

  test('a redeployed dashboard reaches a reloaded page with the shell untouched, and a rollback switches back', async () => {
    const first = await liveDashboard(page);
    const original = await reloadAndRecord(page, 'Worker Tags');
    assert.deepEqual(original.remoteEntries, [first.entry], 'the page runs the live version');

    // A different build of the dashboard: one visible title changed.
    // The title is the English catalog's text, bundled into the remote's build (ADR 13).
    variant = remoteVariant('mfe-dashboard', [{ from: '"tags":{"title":"Worker Tags"', to: '"tags":{"title":"Worker Tags (build 2)"' }]);
    portal.deploy(variant.dir);
    const second = await liveDashboard(page);
    assert.notEqual(second.version, first.version);
    assert.equal(second.entry, `/mfe/mfe_dashboard/${second.version}/remoteEntry.js`);
    assert.deepEqual(second.history.map((entry) => entry.version), [first.version]);

    const redeployed = await reloadAndRecord(page, 'Worker Tags (build 2)');
    assert.deepEqual(redeployed.remoteEntries, [second.entry], 'the reloaded page runs the new version');
    assert.equal(await page.getByRole('region', { name: 'Worker Tags', exact: true }).count(), 0);
    assertShellUntouched(original, redeployed, 'after the redeploy');
    await screenshot(page, 'remote-dashboard-redeployed');
    assert.deepEqual(await axeViolations(page), []);

    // The old version stays stored, so a rollback is only a switch of /remotes.json.
    portal.rollback('mfe_dashboard');
    const rolledBack = await liveDashboard(page);
    assert.equal(rolledBack.entry, first.entry);
    assert.equal(rolledBack.version, first.version);
    const restored = await reloadAndRecord(page, 'Worker Tags');
    assert.deepEqual(restored.remoteEntries, [first.entry], 'the reloaded page runs the old version again');
    assert.equal(await page.getByRole('region', { name: 'Worker Tags (build 2)', exact: true }).count(), 0);
    assertShellUntouched(original, restored, 'after the rollback');
  });
});
