import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { FeedIntegrationResponse, PublicJobsFeed } from '../../shared-api/src/jobs-feed-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { assertFrench, englishOnlyTexts, frenchSignIn } from '../support/french';
import type { PortalServer } from '../support/server';
import { portalSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { answerConfirm, modal, toast } from '../support/workers';

const FEATURE_NOTICE = 'This feature is not currently available in your account. To add this feature please contact support.';

/** A dialog fading in has, for a moment, text too faint for axe's contrast check; endless ones (a skeleton's shimmer) never end. */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Nothing still loading, nothing wider than the screen, no axe violation: then a screenshot to look at. */
async function check(page: Page, name: string, { loaded = true } = {}): Promise<void> {
  // The preview behind the feature notice is a skeleton that never loads: nothing is fetched for it.
  if (loaded) await eventually(() => page.locator('[aria-busy="true"]').count(), 0, `${name} finished loading`);
  await transitionsDone(page);
  assert.deepEqual(await axeViolations(page), [], name);
  await eventually(() => sideways(page), 0, `${name} fits the screen`);
  await screenshot(page, name);
}

describe('the jobs feed', () => {
  let portal: PortalServer;
  let browser: Browser;
  const suite = portalSuite({ ready: (started) => ({ browser, portal } = started) });
  const { pageErrors } = suite;

  const signedIn = async (email: string, viewport = DESKTOP) => (await suite.open({ viewport, email })).page;

  /** The titles the public feed lists now, read as a server or feed reader would (no Origin). */
  async function feedTitles(page: Page): Promise<string[]> {
    const { json_url } = await apiGet<FeedIntegrationResponse>(page, '/feed-jobs/integrations/feed');
    const response = await fetch(json_url);
    assert.equal(response.status, 200);
    return ((await response.json()) as PublicJobsFeed).jobs.map(({ title }) => title);
  }

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    test(`at ${width} px: create, edit, switch off and on, and delete a job, each seen in the public feed`, async () => {
      const page = await signedIn('owner@demo.test', viewport);
      await page.goto('/jobs-feed');
      await page.getByRole('heading', { level: 1, name: 'Jobs Feed' }).waitFor();
      await page.getByRole('switch').first().waitFor();
      assert.equal(await page.title(), 'Jobs Feed · Trades Portal');
      await check(page, `jobs-feed-list-${width}`);

      const before = await feedTitles(page);
      assert.ok(!before.includes('Millwright – Planned Outage'), 'the seeded job switched off is not in the feed');
      assert.ok(before.includes('Welder – B-Pressure & Structural <TIG/MIG>'), 'an active seeded job is');
      const off = page.getByRole('switch', { name: 'Active: Millwright – Planned Outage' });
      assert.equal(await off.getAttribute('aria-checked'), 'false', 'the page shows it switched off');

      await page.getByRole('button', { name: 'Post a job' }).click();
      const form = modal(page, 'Post a job');
      await form.getByRole('button', { name: 'Post job' }).click();
      await form.getByText('Title is required').waitFor();
      await form.getByText('Employer name is required').waitFor();
      assert.equal(await form.getByLabel(/^Number of positions/).inputValue(), '1');
      await check(page, `jobs-feed-form-errors-${width}`);

      const title = `Drywall Taper ${width}`;
      await form.getByRole('textbox', { name: /^Title/ }).fill(title);
      await form.getByRole('textbox', { name: /^Employer name/ }).fill('Demo Construction Ltd.');
      await form.getByLabel(/^Province/).selectOption({ label: 'Alberta' });
      await form.getByRole('textbox', { name: /^City/ }).fill('Calgary');
      await form.getByLabel(/^Term/).selectOption({ label: 'Part-Time leading to Full-Time' });
      await form.getByLabel(/^URL/).fill(`https://careers.demo.test/jobs/drywall-taper-${width}`);
      await form.getByRole('textbox', { name: /^Description/ }).fill('Taping and mudding on a mid-rise in the Beltline.');
      await form.getByRole('button', { name: 'Post job' }).click();
      await toast(page, 'Job created successfully!').waitFor();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('switch', { name: `Active: ${title}` }).waitFor();
      await eventually(async () => (await feedTitles(page)).includes(title), true, 'the new job is in the feed');

      const edited = `${title} (edited)`;
      await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
      const edit = modal(page, `Edit ${title}`);
      await edit.getByRole('textbox', { name: /^Title/ }).fill(edited);
      await edit.getByLabel(/^URL/).fill('');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Successfully Updated Job Details!').waitFor();
      await edit.waitFor({ state: 'detached' });
      await check(page, `jobs-feed-updated-${width}`);
      await eventually(async () => (await feedTitles(page)).includes(edited), true, 'the edited title is in the feed');

      const toggle = page.getByRole('switch', { name: `Active: ${edited}` });
      await toggle.click();
      await eventually(() => toggle.getAttribute('aria-checked'), 'false');
      await eventually(async () => (await feedTitles(page)).includes(edited), false, 'switched off, it leaves the feed at once');
      await toggle.click();
      await eventually(() => toggle.getAttribute('aria-checked'), 'true');
      await eventually(async () => (await feedTitles(page)).includes(edited), true, 'switched on, it is back');

      await page.getByRole('button', { name: `Delete ${edited}`, exact: true }).click();
      await answerConfirm(page, `Are you sure you want to delete the job ${edited}? It leaves the public feed at once.`, 'Delete');
      await toggle.waitFor({ state: 'detached' });
      await eventually(async () => (await feedTitles(page)).includes(edited), false, 'deleted, it is gone from the feed');
      assert.deepEqual(pageErrors, []);
    });

    test(`at ${width} px: an approved domain opens the feed to its pages, and a filtered location is added and removed`, async () => {
      const page = await signedIn('owner@demo.test', viewport);
      await page.goto('/jobs-feed');
      await page.getByRole('tab', { name: 'Integration' }).click();
      await page.waitForURL((url) => url.search === '?menu=integration');
      await page.getByText('careers.demo.test', { exact: true }).waitFor();
      await page.getByText('Saskatoon, Saskatchewan').waitFor();
      const { json_url } = await apiGet<FeedIntegrationResponse>(page, '/feed-jobs/integrations/feed');
      await page.getByText(json_url, { exact: true }).waitFor();
      await check(page, `jobs-feed-integration-${width}`);

      const domain = `careers-${width}.e2e.example`;
      const fromOrigin = (origin: string) => fetch(json_url, { headers: { Origin: origin } });
      assert.equal((await fromOrigin(`https://${domain}`)).status, 403, 'not yet approved');
      const field = page.getByRole('textbox', { name: /^Domain/ });
      await field.fill('not a host');
      await page.getByRole('button', { name: 'Add domain' }).click();
      await page.getByText('Enter a host name such as careers.example.ca.').waitFor();
      await field.fill(`https://${domain}/jobs`);
      await page.getByRole('button', { name: 'Add domain' }).click();
      await page.getByText(domain, { exact: true }).waitFor();
      const allowed = await fromOrigin(`https://${domain}`);
      assert.equal(allowed.status, 200);
      assert.equal(allowed.headers.get('access-control-allow-origin'), `https://${domain}`);
      assert.equal((await fromOrigin('https://elsewhere.example')).status, 403, 'another origin is refused');

      await page.getByRole('button', { name: `Remove ${domain}` }).click();
      await answerConfirm(page, `Remove ${domain}? Its pages will no longer be able to read your feed.`, 'Remove');
      await page.getByText(domain, { exact: true }).waitFor({ state: 'detached' });
      assert.equal((await fromOrigin(`https://${domain}`)).status, 403, 'removed, refused again');

      await page.getByRole('combobox', { name: 'Province' }).selectOption({ label: 'British Columbia' });
      const town = page.getByRole('combobox', { name: 'Town' });
      await eventually(() => town.isEnabled(), true);
      const first = (await town.locator('option').allInnerTexts())[1];
      await town.selectOption({ label: first });
      await page.getByRole('button', { name: 'Add location' }).click();
      const chip = page.getByText(`${first}, British Columbia`, { exact: true });
      await chip.waitFor();
      await check(page, `jobs-feed-location-added-${width}`);
      await page.getByRole('button', { name: `Remove ${first}, British Columbia` }).click();
      await toast(page, 'Location removed successfully').waitFor();
      await chip.waitFor({ state: 'detached' });
      assert.deepEqual(pageErrors, []);
    });
  }

  test('a customer without the jobs_feed feature sees the notice over the page', async () => {
    const page = await signedIn('owner@northern.test');
    await page.goto('/jobs-feed');
    await page.getByText(FEATURE_NOTICE).waitFor();
    await check(page, 'jobs-feed-unavailable-1280', { loaded: false });
    assert.equal(await page.getByRole('heading', { level: 1, name: 'Jobs Feed' }).isVisible(), true);
  });

  test('in French at 390 px: the jobs, the form and the integration read in French and fit the phone', async () => {
    const english = englishOnlyTexts(['mfe-jobs-feed/src/i18n', 'shared-ui/src/i18n']);
    const { page } = await newPage(browser, portal.url, PHONE, { locale: 'fr-CA' });
    // The admin has chosen no language: the browser's decides.
    await frenchSignIn(page, 'admin@demo.test');
    await page.goto('/jobs-feed');
    await page.getByRole('heading', { level: 1, name: 'Offres d’emploi' }).waitFor();
    await page.getByRole('switch').first().waitFor();
    await check(page, 'jobs-feed-fr-390');
    await assertFrench(page, english, 'the jobs');
    await page.getByRole('button', { name: 'Publier une offre' }).click();
    const form = modal(page, 'Publier une offre');
    await form.getByRole('button', { name: 'Publier l’offre' }).click();
    await form.getByText('Le champ « Titre » est obligatoire').waitFor();
    await check(page, 'jobs-feed-form-fr-390');
    await assertFrench(page, english, 'the job form');
    await form.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('tab', { name: 'Intégration' }).click();
    await page.getByText('careers.demo.test', { exact: true }).waitFor();
    await check(page, 'jobs-feed-integration-fr-390');
    await assertFrench(page, english, 'the integration');
  });
});
