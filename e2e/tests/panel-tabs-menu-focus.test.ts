import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { Worker } from '../../shared-api/src/workers-types';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, newPage, screenshot, signIn } from '../support/browser';
import { FIRST_RELEASE_REMOTES, type PortalServer } from '../support/server';
import { portalSuite } from '../support/suite';
import { gotoWorkers, listWorkers, workerPanel } from '../support/workers';

/** Waits for the opening animations (a modal fades in): axe judges contrast as it is then. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Issue 18's basics: the worker panel's tabs on a phone and the focus after a modal opened from a menu. */
describe('panel tabs on a phone, focus after a menu-opened modal', () => {
  let portal: PortalServer;
  let browser: Browser;
  portalSuite({ remotes: FIRST_RELEASE_REMOTES, ready: (started) => ({ portal, browser } = started) });

  test('at 390 px the panel tabs stay in one row that scrolls, with an arrow on the side that goes on', async () => {
    const { context, page } = await newPage(browser, portal.url, PHONE);
    try {
      await signIn(page, 'owner@demo.test');
      const [worker] = (await listWorkers(page, { per_page: '1' })).data as Worker[];
      await page.goto(`/workers/${worker.id}`);
      const panel = workerPanel(page, worker.full_name);
      const tablist = panel.getByRole('tablist', { name: 'Worker sections' });
      await tablist.getByRole('tab', { name: 'Details', exact: true }).waitFor();

      const tops = await tablist.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      assert.equal(new Set(tops).size, 1, `one row of tabs (tops ${tops.join(', ')})`);
      const frame = tablist.locator('xpath=..');
      const overflows = await tablist.evaluate((list) => list.scrollWidth > list.clientWidth);
      assert.ok(overflows, 'at 390 px the tabs are wider than the panel');
      await frame.locator('[data-cue="end"]').waitFor();
      assert.equal(await frame.locator('[data-cue="start"]').count(), 0);
      await screenshot(page, 'panel-tabs-phone-start', { fullPage: false });

      await tablist.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
      await frame.locator('[data-cue="start"]').waitFor();
      await frame.locator('[data-cue="end"]').waitFor({ state: 'detached' });
      await screenshot(page, 'panel-tabs-phone-end', { fullPage: false });
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  for (const [viewportName, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`closing a modal opened from the Actions menu gives the focus back to the menu button (${viewportName})`, async () => {
      const { context, page } = await newPage(browser, portal.url, viewport);
      try {
        await signIn(page, 'owner@demo.test');
        await gotoWorkers(page);
        const actions = page.getByRole('button', { name: 'Actions', exact: true });
        for (const item of ['Create', 'Import', 'Export']) {
          await actions.focus();
          await page.keyboard.press('ArrowDown');
          const menuItem = page.getByRole('menu', { name: 'Worker actions' }).getByRole('menuitem', { name: item, exact: true });
          await menuItem.waitFor();
          assert.deepEqual(await axeViolations(page), []);
          while (!(await menuItem.evaluate((element) => element === document.activeElement))) await page.keyboard.press('ArrowDown');
          const ring = await menuItem.evaluate((element) => getComputedStyle(element).boxShadow);
          assert.notEqual(ring, 'none', `the focused menu item ${item} shows a focus ring`);
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          await settled(page);
          assert.deepEqual(await axeViolations(page), []);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          assert.ok(await actions.evaluate((element) => element === document.activeElement), `focus is back on Actions after ${item}`);
        }
      } finally {
        await context.close();
      }
    });
  }
});
