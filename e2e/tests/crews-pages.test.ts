import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { CrewComplianceOutlookResponse, CrewsResponse } from '../../shared-api/src/crews-types';
import { apiGet, apiPostForm } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { englishOnlyTexts, frenchSignIn } from '../support/french';
import { pngImage } from '../support/png';
import { portalSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { modal } from '../support/workers';

/** The crew pages the menu links to, by menu label. */
const SUB_PAGES: Array<{ label: string; path: string; ready: string }> = [
  { label: 'Dashboard', path: '', ready: 'Compliance outlook' },
  { label: 'Credentials', path: '/credentials', ready: 'Compliance outlook' },
  { label: 'Workers', path: '/workers', ready: 'Worker quota' },
  { label: 'Activity', path: '/activity', ready: 'Load More Logs' },
  { label: 'Notes', path: '/notes', ready: 'New note' },
  { label: 'Notifications', path: '/notifications', ready: 'Notifications' },
  { label: 'Admin', path: '/admin', ready: 'Crew administrator' },
  { label: 'Share Crew', path: '/share-crew', ready: 'Imported Crews' },
];

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the crews pages', () => {
  const suite = portalSuite();
  const { pageErrors } = suite;

  const signedIn = async (email: string, viewport = DESKTOP) => (await suite.open({ viewport, email })).page;

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    test(`every crew page at ${width} px: the list, each sub-page from the menu, no axe violation, no sideways scroll`, async () => {
      const page = await signedIn('owner@demo.test', viewport);
      const { crews } = await apiGet<CrewsResponse>(page, '/crews');
      const crew = crews.data[0];
      await page.goto('/crews');
      await page.getByRole('link', { name: crew.name, exact: true }).waitFor();
      assert.equal(await page.title(), 'Crews · Trades Portal');
      assert.deepEqual(await axeViolations(page), []);
      assert.equal(await sideways(page), 0);
      await screenshot(page, `crews-list-${width}`);

      await page.getByRole('link', { name: crew.name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: crew.name }).waitFor();
      for (const sub of SUB_PAGES) {
        await page.getByRole('navigation', { name: 'Crew pages' }).getByRole('link', { name: sub.label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/crews/${crew.id}${sub.path}`);
        await page.getByRole('main').getByText(sub.ready, { exact: true }).first().waitFor();
        // Nothing still loading when axe and the screenshot look.
        await eventually(() => page.locator('[aria-busy="true"]').count(), 0, `${sub.label} finished loading`);
        assert.deepEqual(await axeViolations(page), [], sub.label);
        await eventually(() => sideways(page), 0, `${sub.label} fits ${width} px`);
        await screenshot(page, `crews-${sub.label.toLowerCase().replace(/\s+/g, '-')}-${width}`);
      }
      for (const tab of ['Expiring', 'Missing']) {
        await page.goto(`/crews/${crew.id}/credentials/${tab.toLowerCase()}`);
        await page.getByRole('tab', { name: tab, selected: true }).waitFor();
        await eventually(() => page.locator('[aria-busy="true"]').count(), 0, `${tab} finished loading`);
        assert.deepEqual(await axeViolations(page), [], tab);
        await eventually(() => sideways(page), 0, `${tab} fits ${width} px`);
        await screenshot(page, `crews-credentials-${tab.toLowerCase()}-${width}`);
      }
      await page.context().close();
    });
  }

  test('the compliance outlook says who loses a followed credential first and how many will still hold it', async () => {
    const page = await signedIn('owner@demo.test');
    const { crews } = await apiGet<CrewsResponse>(page, '/crews');
    let found: { crewId: number; outlook: CrewComplianceOutlookResponse } | null = null;
    for (const crew of crews.data) {
      const outlook = await apiGet<CrewComplianceOutlookResponse>(page, `/crews/${crew.id}/compliance-outlook`);
      if (outlook.credentials.some((row) => row.first_loss?.workers.length === 1)) {
        found = { crewId: crew.id, outlook };
        break;
      }
    }
    assert.ok(found, 'a seeded crew has someone losing a followed credential within 90 days');
    const row = found.outlook.credentials.find((entry) => entry.first_loss?.workers.length === 1);
    assert.ok(row?.first_loss);
    await page.goto(`/crews/${found.crewId}`);
    const date = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${row.first_loss.expiry}T00:00:00Z`));
    const sentence = `${row.first_loss.workers[0].full_name}'s ${row.credential.label} expires ${date} — ${row.first_loss.holders_after} of ${found.outlook.workers_count} will hold it`;
    await page.getByRole('table', { name: 'Compliance outlook of the followed credentials' }).getByText(sentence, { exact: true }).waitFor();
    await screenshot(page, 'crews-outlook-1280');
    await page.context().close();
  });

  test('Northern Electric (no crews feature, 3 crews) gets the limit modal, and the server refuses a 4th crew too', async () => {
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      const page = await signedIn('owner@northern.test', viewport);
      const list = await apiGet<CrewsResponse>(page, '/crews');
      assert.equal(list.crew_limit, 3);
      assert.equal(list.count, 3);
      await page.goto('/crews');
      await page.getByRole('link', { name: list.crews.data[0].name, exact: true }).waitFor();
      await page.getByRole('button', { name: 'Create Crew' }).first().click();
      const dialog = modal(page, 'Crew limit reached');
      await dialog.getByText(/may hold 3 crews without the Crews feature/).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `crews-limit-${width}`);
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      const response = await apiPostForm(page, '/crews', { name: 'Fourth Crew', admin_id: String(list.crews.data[0].admin_id) });
      assert.equal(response.status(), 403);
      await page.context().close();
    }
  });

  test('create a crew: the checks, then the new crew opens on its dashboard', async () => {
    const page = await signedIn('owner@demo.test');
    await page.goto('/crews');
    await page.getByRole('button', { name: 'Create Crew' }).first().click();
    const dialog = modal(page, 'Create Crew');
    await dialog.getByRole('button', { name: 'Create Crew' }).click();
    await dialog.getByText('Crew name is required').waitFor();
    await dialog.getByText('Crew admin is required').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'crews-create-1280');
    await dialog.getByLabel(/Crew name/).fill('Night Paving Crew');
    await dialog.getByLabel(/Description/).fill('Resurfacing at night on the ring road.');
    await dialog.getByLabel('Image').setInputFiles({ name: 'paving.png', mimeType: 'image/png', buffer: pngImage(96, [30, 60, 120], [250, 200, 40]) });
    const admin = dialog.getByLabel(/Crew administrator/);
    await admin.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Create Crew' }).click();
    await page.getByRole('heading', { level: 1, name: 'Night Paving Crew' }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/crews\/\d+$/);
    // The uploaded picture is the crew's image on its heading card.
    const image = page.locator('main img').first();
    await image.waitFor();
    await eventually(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0), true, 'the crew image loads');
    await page.getByText('No workers in this crew').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(pageErrors, []);
    await page.context().close();
  });

  test('a French browser reads the crew pages in French at 390 px', async () => {
    const english = englishOnlyTexts(['mfe-crews/src/i18n'], { longWords: true });
    await suite.withPage({ viewport: PHONE, context: { locale: 'fr-CA' } }, async ({ page }) => {
      await frenchSignIn(page, 'member@demo.test');
      const { crews } = await apiGet<CrewsResponse>(page, '/crews');
      for (const path of ['/crews', `/crews/${crews.data[0].id}`, `/crews/${crews.data[0].id}/credentials/missing`, `/crews/${crews.data[0].id}/workers`, `/crews/${crews.data[0].id}/activity`, `/crews/${crews.data[0].id}/share-crew`]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await eventually(() => page.locator('[aria-busy="true"]').count(), 0, `${path} finished loading`);
        const shown = await page.evaluate(() => document.body.innerText);
        assert.deepEqual(english.filter((text) => shown.includes(text)), [], `${path} shows English`);
        assert.equal(await sideways(page), 0, `${path} fits 390 px`);
        assert.deepEqual(await axeViolations(page), [], path);
      }
      await screenshot(page, 'crews-share-crew-fr-390');
    });
  });
});
