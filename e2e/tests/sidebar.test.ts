import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { WorkersSummaryResponse } from '../../shared-api/src/types';
import { apiGet } from '../support/api';
import { PHONE, newPage, screenshot, signIn } from '../support/browser';
import { expectGreeting, navLink, notDeployed } from '../support/portal';
import { FIRST_RELEASE_REMOTES } from '../support/server';
import { signedInSuite, type SignedIn } from '../support/suite';
import { eventually, until } from '../support/wait';
import { axeViolations } from '../support/axe';

const MAIN_ITEMS = [
  'Dashboard',
  'Notifications',
  'Admins',
  'Workers',
  'Credentials',
  'Crews',
  'Jobs Feed',
  'Testing & Training',
  'Referrals',
  'Access',
];
const PINNED_ITEMS = ['User Guides', 'Settings'];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The visible labels of each list in the sidebar: the main list, then the group pinned at the bottom. */
function sidebarLists(page: Page): Promise<string[][]> {
  return nav(page)
    .locator(':scope > ul')
    .evaluateAll((lists) =>
      lists.map((list) =>
        // An entry's label is the first span of its link (the icon is an svg; the new-tab note comes after).
        Array.from(list.querySelectorAll(':scope > li > a > span:first-of-type'))
          .map((span) => span.textContent?.trim() ?? '')
          .filter(Boolean),
      ),
    );
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('the sidebar', () => {
  let demo: SignedIn;
  signedInSuite((signedIn) => (demo = signedIn), { remotes: FIRST_RELEASE_REMOTES });

  before(() => expectGreeting(demo.page, 'Dana'));

  test("lists the spec's areas in order, with Referrals and the access link for Demo, and User Guides and Settings at the bottom", async () => {
    const { page } = demo;
    await eventually(() => sidebarLists(page), [MAIN_ITEMS, PINNED_ITEMS]);

    const access = navLink(page, /^Access/);
    assert.equal(await access.getAttribute('href'), 'https://access.example.com');
    assert.equal(await access.getAttribute('target'), '_blank');
    assert.match((await access.getAttribute('rel')) ?? '', /noopener/);
    assert.equal(await navLink(page, 'Referrals').getAttribute('href'), '/referrals');

    // Pinned: the group sits at the foot of the navigation, below a gap after the main list.
    const [mainList, pinnedList] = await nav(page).locator(':scope > ul').all();
    const navBox = await nav(page).boundingBox();
    const mainBox = await mainList.boundingBox();
    const pinnedBox = await pinnedList.boundingBox();
    assert.ok(navBox && mainBox && pinnedBox);
    assert.ok(pinnedBox.y - (mainBox.y + mainBox.height) > 40, 'a gap separates the pinned group from the main list');
    assert.ok(navBox.y + navBox.height - (pinnedBox.y + pinnedBox.height) < 32, 'the pinned group is at the bottom of the sidebar');

    // The current area is marked.
    assert.equal(await navLink(page, 'Dashboard').getAttribute('aria-current'), 'page');
  });

  test('Time Logs appears under Workers only while within /workers', async () => {
    const { page } = demo;
    const timeLogs = navLink(page, 'Time Logs');
    assert.equal(await timeLogs.count(), 0);

    await navLink(page, 'Workers').click();
    await page.getByRole('heading', { level: 1, name: 'Workers', exact: true }).waitFor();
    assert.equal(pathOf(page), '/workers');
    await timeLogs.waitFor();
    assert.equal(await timeLogs.getAttribute('href'), '/workers/time-logs');
    // It is listed under Workers, not as an area of its own.
    const [mainItems] = await sidebarLists(page);
    assert.deepEqual(mainItems, MAIN_ITEMS);

    await timeLogs.click();
    await page.getByRole('heading', { level: 1, name: 'Time Logs', exact: true }).waitFor();
    assert.equal(pathOf(page), '/workers/time-logs');
    assert.equal(await timeLogs.getAttribute('aria-current'), 'page');
    await screenshot(page, 'sidebar-time-logs');
    assert.deepEqual(await axeViolations(page), []);

    await navLink(page, 'Crews').click();
    await notDeployed(page, 'Crews').waitFor();
    await timeLogs.waitFor({ state: 'detached' });

    await navLink(page, 'Dashboard').click();
    await expectGreeting(page, 'Dana');
    assert.equal(await timeLogs.count(), 0);
  });

  test('an area that is not deployed says so while the sidebar keeps working', async () => {
    const { page } = demo;
    // By a deep link (the server answers the page for any path) and by the sidebar.
    await page.goto('/crews');
    await notDeployed(page, 'Crews').waitFor();
    await page.getByText("This area isn't available right now").first().waitFor();
    assert.equal(await navLink(page, 'Crews').getAttribute('aria-current'), 'page');

    await navLink(page, 'Jobs Feed').click();
    await notDeployed(page, 'Jobs Feed').waitFor();
    assert.equal(pathOf(page), '/jobs-feed');
    await navLink(page, 'Settings').click();
    await notDeployed(page, 'Settings').waitFor();
    await navLink(page, 'Crews').click();
    await notDeployed(page, 'Crews').waitFor();
    await screenshot(page, 'sidebar-crews-not-deployed');
    assert.deepEqual(await axeViolations(page), []);

    await navLink(page, 'Dashboard').click();
    await expectGreeting(page, 'Dana');
    await page.getByRole('region', { name: 'Total Workers' }).waitFor();
  });

  test("Northern Electric sees no Referrals or access link, and only its own numbers", async () => {
    const northern = await newPage(demo.browser, demo.portal.url);
    try {
      const { page } = northern;
      await signIn(page, 'owner@northern.test');
      await expectGreeting(page, 'Renée');
      // The customer (and so its features) has loaded once its name is in the sidebar's footer.
      await page.getByText('Northern Electric Inc.', { exact: true }).waitFor();
      await eventually(
        () => sidebarLists(page),
        [MAIN_ITEMS.filter((item) => item !== 'Referrals' && item !== 'Access'), PINNED_ITEMS],
      );
      assert.equal(await navLink(page, /Referrals|Access/).count(), 0);
      assert.equal(await page.locator('a[target="_blank"]').count(), 0);

      const own = await apiGet<WorkersSummaryResponse>(page, '/summaries/workers?limit=10');
      const demos = await apiGet<WorkersSummaryResponse>(demo.page, '/summaries/workers?limit=10');
      assert.notEqual(own.workers_count, demos.workers_count, 'the two customers have different numbers of workers');

      const card = page.getByRole('region', { name: 'Total Workers' });
      await card.locator('strong').first().waitFor();
      assert.equal(await card.locator('strong').first().innerText(), String(own.workers_count));
      const names = await card.locator('tbody tr td:first-child').allInnerTexts();
      assert.deepEqual(names, own.workers.map((worker) => worker.full_name));
      const demoOnly = demos.workers.map((worker) => worker.full_name).filter((name) => !names.includes(name));
      assert.equal(demoOnly.length, demos.workers.length, "none of Demo's workers is listed for Northern");
      await screenshot(page, 'dashboard-northern');
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await northern.context.close();
    }
  });

  test('on a phone the sidebar hides behind "Open menu" and opens as a drawer', async () => {
    const phone = await newPage(demo.browser, demo.portal.url, PHONE);
    try {
      const { page } = phone;
      await signIn(page, 'owner@demo.test');
      await expectGreeting(page, 'Dana');
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.waitFor();
      assert.equal(await menu.getAttribute('aria-expanded'), 'false');
      assert.equal(await navLink(page, 'Crews').isVisible(), false, 'the sidebar is collapsed');
      await screenshot(page, 'sidebar-phone-closed', { fullPage: false });
      assert.deepEqual(await axeViolations(page), []);

      await menu.click();
      await navLink(page, 'Crews').waitFor();
      assert.equal(await menu.getAttribute('aria-expanded'), 'true');
      // The drawer slides in; once it has settled it lies within the screen.
      const drawer = await until(() => nav(page).boundingBox(), (box) => box !== null && box.x >= 0);
      assert.ok(drawer && drawer.x >= 0 && drawer.x + drawer.width <= PHONE.width, `the drawer fits the screen: ${JSON.stringify(drawer)}`);
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
      await screenshot(page, 'sidebar-phone-open', { fullPage: false });
      assert.deepEqual(await axeViolations(page), []);

      // Following a link closes the drawer.
      await navLink(page, 'Crews').click();
      await notDeployed(page, 'Crews').waitFor();
      await navLink(page, 'Crews').waitFor({ state: 'hidden' });
      assert.equal(pathOf(page), '/crews');

      // Close menu closes it too.
      await menu.click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await navLink(page, 'Dashboard').waitFor({ state: 'hidden' });
      assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    } finally {
      await phone.context.close();
    }
  });
});
