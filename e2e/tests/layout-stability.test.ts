import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from '../support/browser';
import { greetingHeading } from '../support/portal';
import { startPortal, type PortalServer } from '../support/server';

/** The dashboard's cards by their headings, in page order. */
const CARDS = ['Total Workers', 'Expiring Credentials', 'Total Crews', 'Worker Tags', 'Recent Notifications'];

type Box = { x: number; y: number; width: number; height: number };

async function cardBoxes(page: Page): Promise<Record<string, Box>> {
  const boxes: Record<string, Box> = {};
  for (const name of CARDS) {
    const box = await page.getByRole('region', { name, exact: true }).boundingBox();
    assert.ok(box, `the ${name} card is on the page`);
    boxes[name] = { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
  }
  return boxes;
}

/**
 * Issue 16: every dashboard card reserves the size its data takes while it loads, so nothing moves when the
 * data arrives (the Expiring Credentials card alone used to shift the page by 0.54).
 */
describe("the dashboard's cards keep their place when their data arrives", () => {
  let portal: PortalServer;
  let browser: Browser;

  before(async () => {
    portal = await startPortal({ remotes: ['mfe-dashboard', 'mfe-public'] });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await portal?.stop();
  });

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    test(`at ${label} size`, async () => {
      const { context, page } = await newPage(browser, portal.url, viewport);
      try {
        await signIn(page, 'owner@demo.test');
        await greetingHeading(page).waitFor();
        // Held until the loading state has been measured: the summaries and the expiring credentials.
        const held: Route[] = [];
        let release = false;
        await page.route(
          (url) => url.pathname.startsWith('/json/summaries/') || url.pathname === '/json/credentials',
          (route) => (release ? route.continue() : void held.push(route)),
        );
        await page.reload();
        await greetingHeading(page).waitFor();
        await page.getByRole('status', { name: /^Loading/ }).first().waitFor();
        assert.ok(held.length >= 5, `the cards' requests are held (${held.length})`);
        const loading = await cardBoxes(page);
        await screenshot(page, `layout-stability-loading-${label}`);

        release = true;
        for (const route of held.splice(0)) await route.continue();
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
        // The data is on the page: the credentials table and the workers' figure.
        await page.getByRole('region', { name: 'Expiring Credentials', exact: true }).getByRole('table').waitFor();
        const loaded = await cardBoxes(page);
        await screenshot(page, `layout-stability-loaded-${label}`);
        assert.deepEqual(loaded, loading);
        assert.deepEqual(await axeViolations(page), []);
      } finally {
        await context.close();
      }
    });
  }
});
