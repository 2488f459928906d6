import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { TrainingProvidersResponse } from '../../shared-api/src/training-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { assertFrench, englishOnlyTexts, frenchSignIn } from '../support/french';
import type { PortalServer } from '../support/server';
import { portalSuite } from '../support/suite';
import { eventually } from '../support/wait';

const SAMPLE = 'Test Suite – Sample Training Provider';

/** A dialog fading in has, for a moment, text too faint for axe's contrast check; endless ones (a skeleton's shimmer) never end. */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function check(page: Page, name: string): Promise<void> {
  await eventually(() => page.locator('[aria-busy="true"]').count(), 0, `${name} finished loading`);
  await transitionsDone(page);
  assert.deepEqual(await axeViolations(page), [], name);
  await eventually(() => sideways(page), 0, `${name} fits the screen`);
  await screenshot(page, name);
}

/** The Service and Price cells of the panel's table, row by row (on a phone, the list that replaces it). */
const serviceRows = (page: Page) =>
  page
    .getByRole('dialog', { name: SAMPLE })
    .locator('table tbody tr, ul[aria-label="Services and prices"] > li')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText.split(/\s*[\t\n]\s*/).filter(Boolean)));

describe('testing and training', () => {
  let portal: PortalServer;
  let browser: Browser;
  const suite = portalSuite({ ready: (started) => ({ browser, portal } = started) });
  const { pageErrors } = suite;

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    test(`at ${width} px: the providers, the side panel's tabs and the service search`, async () => {
      const { page } = await suite.open({ viewport, email: 'owner@demo.test' });
      const searches: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^\/json\/training-providers\/\d+\/services$/.test(url.pathname)) searches.push(url);
      });

      await page.goto('/testing-training');
      await page.getByRole('heading', { level: 1, name: 'Testing & Training' }).waitFor();
      const { training_providers: listed } = await apiGet<TrainingProvidersResponse>(page, '/training-providers?page=1&per_page=20');
      assert.ok(listed.data.some(({ name }) => name === SAMPLE), 'demo mode lists the sample provider');
      for (const provider of listed.data) await page.getByRole('heading', { level: 2, name: provider.name, exact: true }).waitFor();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SAMPLE }) });
      assert.equal(await card.getByRole('link', { name: /Website/ }).getAttribute('target'), '_blank');
      await card.getByText('Sample Course – Fall Protection', { exact: false }).waitFor();
      assert.equal(await page.title(), 'Testing & Training · Trades Portal');
      await check(page, `testing-training-${width}`);

      await card.getByRole('button', { name: `View All Services & Pricing of ${SAMPLE}` }).click();
      const panel = page.getByRole('dialog', { name: SAMPLE });
      await panel.getByRole('tab', { name: 'Services', selected: true }).waitFor();
      await eventually(() => serviceRows(page), [
        ['Sample Course – Custom Site Orientation'],
        ['Sample Course – Fall Protection', '$195.00'],
        ['Sample Course – Standard First Aid & CPR C', '$149.50'],
        ['Sample Course – WHMIS 2015 (online)', '$45.00'],
      ]);
      await check(page, `testing-training-services-${width}`);

      const search = panel.getByRole('searchbox', { name: 'Search services' });
      assert.equal(await search.getAttribute('placeholder'), 'Search services...');
      await search.pressSequentially('  whmis ', { delay: 30 });
      await eventually(() => serviceRows(page), [['Sample Course – WHMIS 2015 (online)', '$45.00']]);
      const sent = searches.at(-1)!;
      assert.deepEqual([sent.searchParams.get('search'), sent.searchParams.get('page')], ['whmis', '1'], 'trimmed, from page 1');
      assert.equal(searches.filter((url) => url.searchParams.get('search')?.startsWith('w')).length, 1, 'one request once typing paused');
      await search.fill('welding');
      await panel.getByText('No services found.').waitFor();
      await check(page, `testing-training-no-services-${width}`);

      await panel.getByRole('tab', { name: 'Details' }).click();
      await panel.getByText('A sample provider for trying the page').waitFor();
      assert.equal(await panel.locator('script').count(), 0, 'no script survives the sanitiser');
      assert.equal(await panel.locator('[onclick], [onerror], a[href^="javascript:"]').count(), 0, 'nor handlers and javascript: links');
      assert.equal(await page.title(), 'Testing & Training · Trades Portal');
      await check(page, `testing-training-details-${width}`);

      await panel.getByRole('tab', { name: 'Locations' }).click();
      const campus = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sample Campus' }) });
      await campus.waitFor();
      await campus.getByText('100 Example Street').waitFor();
      await campus.getByText('Fort McMurray, Alberta').waitFor();
      assert.equal(await campus.getByRole('link', { name: '(780) 555-0100' }).getAttribute('href'), 'tel:7805550100');
      assert.equal(await campus.getByRole('link', { name: /Website/ }).getAttribute('target'), '_blank');
      await check(page, `testing-training-locations-${width}`);

      await panel.getByRole('button', { name: 'Close' }).click();
      await panel.waitFor({ state: 'detached' });
      assert.deepEqual(pageErrors, []);
    });
  }

  test('in French at 390 px: the providers and the side panel read in French and fit the phone', async () => {
    const english = englishOnlyTexts(['mfe-jobs-feed/src/i18n', 'shared-ui/src/i18n']);
    const { page } = await newPage(browser, portal.url, PHONE, { locale: 'fr-CA' });
    await frenchSignIn(page, 'admin@demo.test');
    await page.goto('/testing-training');
    await page.getByRole('heading', { level: 1, name: 'Examens et formation' }).waitFor();
    await page.getByRole('heading', { level: 2, name: SAMPLE }).waitFor();
    await check(page, 'testing-training-fr-390');
    await assertFrench(page, english, 'the providers');
    await page.getByRole('button', { name: `Voir tous les services et les prix de ${SAMPLE}` }).click();
    const panel = page.getByRole('dialog', { name: SAMPLE });
    await panel.getByText('195,00 $').waitFor();
    await check(page, 'testing-training-services-fr-390');
    await assertFrench(page, english, 'the services');
    await panel.getByRole('tab', { name: 'Emplacements' }).click();
    await panel.getByText('Fort McMurray, Alberta').waitFor();
    await assertFrench(page, english, 'the locations');
  });
});
