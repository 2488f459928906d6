import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { CredentialsResponse } from '../../shared-api/src/types';
import type { WalletShareResponse } from '../../shared-api/src/workers-types';
import { apiGet, apiSend } from '../support/api';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { repoRoot, startPortal, type PortalServer } from '../support/server';
import { axeViolations } from '../support/axe';

type Catalog = { [key: string]: string | Catalog };

/** Every text of a catalog, by its key path. */
function texts(catalog: Catalog, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of texts(value, path)) found.set(inner, text);
  }
  return found;
}

/**
 * The English texts a French page must not show: those of the catalogs the pages use whose French differs,
 * without placeholders (filled in, they are data), of at least two words or one long word (short ones such as
 * "Zip" also occur in names and data).
 */
function englishOnlyTexts(): string[] {
  const folders = ['shell/src/i18n', 'shared-ui/src/i18n', 'mfe-dashboard/src/i18n', 'mfe-workers/src/i18n', 'mfe-credentials/src/i18n', 'mfe-public/src/i18n'];
  const english = new Set<string>();
  for (const folder of folders) {
    const read = (locale: string) => texts(JSON.parse(readFileSync(join(repoRoot, folder, `${locale}.json`), 'utf8')) as Catalog);
    const en = read('en-CA');
    const fr = read('fr-CA');
    for (const [key, text] of en) {
      if (text === fr.get(key) || text.includes('{{') || !/[a-z]/i.test(text)) continue;
      if (text.trim().split(/\s+/).length >= 2 || text.length >= 8) english.add(text.trim());
    }
  }
  return [...english];
}

const ENGLISH = englishOnlyTexts();

/** The English texts the page shows (as whole words), and that the page is no wider than the window. */
async function assertFrench(page: Page, where: string): Promise<void> {
  const shown = await page.evaluate(() => document.body.innerText);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const left = ENGLISH.filter((text) => new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'u').test(shown));
  assert.deepEqual(left, [], `${where} shows English: ${left.join(' | ')}`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr-CA', `${where}: <html lang>`);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${where} is ${scrollWidth}px wide in a ${innerWidth}px window`);
}

describe('the built pages in French (issue 12)', () => {
  let portal: PortalServer;
  let browser: Browser;
  let walletUrl: string;

  before(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    assert.ok(ENGLISH.length > 200, 'the catalogs give enough English texts to look for');
    // A wallet link to open as a visitor: shared through the API by a signed-in admin.
    const { context, page } = await newPage(browser, portal.url);
    try {
      await signIn(page, 'admin@demo.test');
      const { credentials } = await apiGet<CredentialsResponse>(page, '/credentials?page=1');
      const worker = credentials.data.find((credential) => credential.worker)?.worker;
      assert.ok(worker, 'the seed has a worker with credentials');
      // The share's answer is the only one that carries the link (only its hash is kept).
      const shared = await apiSend<WalletShareResponse>(page, 'POST', `/workers/${worker.id}/wallets`, { email: 'foreman@example.com' });
      walletUrl = shared.wallet_token.url ?? '';
      assert.match(walletUrl, /^\/wallet\?token=[A-Za-z0-9_-]{43}$/);
    } finally {
      await context.close();
    }
  });

  after(async () => {
    await browser?.close();
    await portal?.stop();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`a French browser sees the dashboard, workers, a worker's panel, credentials and a wallet in French at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, portal.url, viewport, { locale: 'fr-CA' });
      try {
        // The member has chosen no language: the browser's decides, from the sign-in page on.
        await page.goto('/login');
        await page.getByLabel(/^Courriel/).fill('member@demo.test');
        await page.getByLabel(/^Mot de passe/).fill('Password123!');
        await page.getByRole('button', { name: 'Se connecter' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await assertFrench(page, 'the dashboard');
        await screenshot(page, `dashboard-fr-${viewport.width}`);
        assert.deepEqual(await axeViolations(page), []);

        await page.goto('/workers');
        await page.getByRole('heading', { level: 1, name: 'Travailleurs' }).waitFor();
        await page.waitForLoadState('networkidle');
        await assertFrench(page, 'the workers list');
        await screenshot(page, `workers-fr-${viewport.width}`);
        assert.deepEqual(await axeViolations(page), []);

        const { data } = (await apiGet<{ workers: { data: Array<{ id: number; full_name: string }> } }>(page, '/workers?page=1')).workers;
        await page.goto(`/workers/${data[0].id}`);
        await page.getByRole('dialog', { name: data[0].full_name }).waitFor();
        await page.waitForLoadState('networkidle');
        await assertFrench(page, "a worker's panel");

        await page.goto('/credentials');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await assertFrench(page, 'the credentials page');
        await screenshot(page, `credentials-fr-${viewport.width}`);
        assert.deepEqual(await axeViolations(page), []);
      } finally {
        await context.close();
      }

      const visitor = await newPage(browser, portal.url, viewport, { locale: 'fr-CA' });
      try {
        await visitor.page.goto(walletUrl);
        await visitor.page.getByRole('heading', { level: 1 }).waitFor();
        await visitor.page.waitForLoadState('networkidle');
        await assertFrench(visitor.page, 'the public wallet');
        await screenshot(visitor.page, `wallet-fr-${viewport.width}`);
        assert.deepEqual(await axeViolations(visitor.page), []);
      } finally {
        await visitor.context.close();
      }
    });
  }
});
