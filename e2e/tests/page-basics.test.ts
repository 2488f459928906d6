import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { WorkersResponse } from '../../shared-api/src/workers-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot, signIn } from '../support/browser';
import { FIRST_RELEASE_REMOTES } from '../support/server';
import { portalSuite } from '../support/suite';
import { eventually } from '../support/wait';

const PRODUCT = 'Trades Portal';

/** What the tab reads once the page has settled; every page names itself ("Workers · Trades Portal"). */
async function expectTitle(page: Page, title: string): Promise<void> {
  const expected = `${title} · ${PRODUCT}`;
  await eventually(() => page.title(), expected);
}

async function expectAccessible(page: Page): Promise<void> {
  assert.deepEqual(await axeViolations(page), []);
}

/**
 * The basics of every built page of the first release, at a desk and on a phone: its own document title and no
 * axe-core violation of any impact. Pages of later areas are checked by their own tests.
 */
describe('page basics: document titles and accessibility', () => {
  const suite = portalSuite({ remotes: FIRST_RELEASE_REMOTES });

  for (const [viewportName, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`signed-in pages at ${viewport.width} px name themselves and pass axe`, async () => {
      await suite.withPage({ viewport }, async ({ page }) => {
        await page.goto('/login');
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
        await expectTitle(page, 'Sign in');
        await expectAccessible(page);

        await signIn(page, 'owner@demo.test');
        await page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Dana$/ }).waitFor();
        await page.getByRole('table').first().waitFor();
        await expectTitle(page, 'Dashboard');
        await expectAccessible(page);

        await page.goto('/workers');
        await page.getByRole('heading', { level: 1, name: 'Workers' }).waitFor();
        await expectTitle(page, 'Workers');
        await expectAccessible(page);

        // An open panel names the tab after the worker; closing it gives the list its title back.
        const { workers } = await apiGet<WorkersResponse>(page, '/workers?page=1');
        const worker = workers.data[0];
        await page.goto(`/workers/${worker.id}`);
        await page.getByRole('dialog', { name: worker.full_name }).waitFor();
        await expectTitle(page, worker.full_name);
        await expectAccessible(page);
        await screenshot(page, `page-basics-worker-panel-${viewportName}`);
        await page.keyboard.press('Escape');
        await page.waitForURL((url) => url.pathname === '/workers');
        await expectTitle(page, 'Workers');

        await page.goto('/workers/time-logs');
        await page.getByRole('heading', { level: 1, name: 'Time Logs' }).waitFor();
        await expectTitle(page, 'Time Logs');
        await expectAccessible(page);

        await page.goto('/credentials');
        await page.getByRole('heading', { level: 1, name: 'Credentials' }).waitFor();
        await expectTitle(page, 'Credentials');
        await expectAccessible(page);
        for (const [tab, name] of [
          ['credential-update-requests', 'Update Requests'],
          ['add', 'Add Credentials'],
          ['credential-issuers', 'Credential Issuers'],
        ] as const) {
          await page.goto(`/credentials?page-name=${tab}`);
          await page.getByRole('tab', { name, selected: true }).waitFor();
          await expectTitle(page, `${name} · Credentials`);
          await expectAccessible(page);
        }

        await page.goto('/no-such-page');
        await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
        await expectTitle(page, 'Page not found');
        await expectAccessible(page);

        // An area whose remote is not deployed in this portal.
        await page.goto('/crews');
        await page.getByRole('heading', { level: 1, name: "This area isn't available right now" }).waitFor();
        await expectTitle(page, 'Crews');
        await expectAccessible(page);
        await screenshot(page, `page-basics-not-deployed-${viewportName}`);
      });
    });
  }
});
