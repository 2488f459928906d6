import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { CredentialsResponse } from '../../shared-api/src/types';
import type { WalletShareResponse } from '../../shared-api/src/workers-types';
import { apiGet, apiSend } from '../support/api';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { assertFrench, englishOnlyTexts, frenchSignIn } from '../support/french';
import { axeViolations } from '../support/axe';
import { portalSuite } from '../support/suite';

/**
 * The English texts a French page must not show: those of the catalogs the pages use whose French differs,
 * without placeholders (filled in, they are data), of at least two words or one long word (short ones such as
 * "Zip" also occur in names and data).
 */
const ENGLISH = englishOnlyTexts(
  ['shell/src/i18n', 'shared-ui/src/i18n', 'mfe-dashboard/src/i18n', 'mfe-workers/src/i18n', 'mfe-credentials/src/i18n', 'mfe-public/src/i18n'],
  { longWords: true },
);

describe('the built pages in French (issue 12)', () => {
  let walletUrl: string;
  const suite = portalSuite();

  before(async () => {
    assert.ok(ENGLISH.length > 200, 'the catalogs give enough English texts to look for');
    // A wallet link to open as a visitor: shared through the API by a signed-in admin.
    await suite.withPage({ email: 'admin@demo.test' }, async ({ page }) => {
      const { credentials } = await apiGet<CredentialsResponse>(page, '/credentials?page=1');
      const worker = credentials.data.find((credential) => credential.worker)?.worker;
      assert.ok(worker, 'the seed has a worker with credentials');
      // The share's answer is the only one that carries the link (only its hash is kept).
      const shared = await apiSend<WalletShareResponse>(page, 'POST', `/workers/${worker.id}/wallets`, { email: 'foreman@example.com' });
      walletUrl = shared.wallet_token.url ?? '';
      assert.match(walletUrl, /^\/wallet\?token=[A-Za-z0-9_-]{43}$/);
    });
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`a French browser sees the dashboard, workers, a worker's panel, credentials and a wallet in French at ${viewport.width} px`, async () => {
      await suite.withPage({ viewport, context: { locale: 'fr-CA' } }, async ({ page }) => {
        // The member has chosen no language: the browser's decides, from the sign-in page on.
        await frenchSignIn(page, 'member@demo.test');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await assertFrench(page, ENGLISH, 'the dashboard');
        await screenshot(page, `dashboard-fr-${viewport.width}`);
        assert.deepEqual(await axeViolations(page), []);

        await page.goto('/workers');
        await page.getByRole('heading', { level: 1, name: 'Travailleurs' }).waitFor();
        await page.waitForLoadState('networkidle');
        await assertFrench(page, ENGLISH, 'the workers list');
        await screenshot(page, `workers-fr-${viewport.width}`);
        assert.deepEqual(await axeViolations(page), []);

        const { data } = (await apiGet<{ workers: { data: Array<{ id: number; full_name: string }> } }>(page, '/workers?page=1')).workers;
        await page.goto(`/workers/${data[0].id}`);
        await page.getByRole('dialog', { name: data[0].full_name }).waitFor();
        await page.waitForLoadState('networkidle');
        await assertFrench(page, ENGLISH, "a worker's panel");

        await page.goto('/credentials');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await assertFrench(page, ENGLISH, 'the credentials page');
        await screenshot(page, `credentials-fr-${viewport.width}`);
        assert.deepEqual(await axeViolations(page), []);
      });

      await suite.withPage({ viewport, context: { locale: 'fr-CA' } }, async (visitor) => {
        await visitor.page.goto(walletUrl);
        await visitor.page.getByRole('heading', { level: 1 }).waitFor();
        await visitor.page.waitForLoadState('networkidle');
        await assertFrench(visitor.page, ENGLISH, 'the public wallet');
        await screenshot(visitor.page, `wallet-fr-${viewport.width}`);
        assert.deepEqual(await axeViolations(visitor.page), []);
      });
    });
  }
});
