import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { ReferralCodesResponse, ReferralLinkResponse, ReferredSubscriptionsResponse } from '../../shared-api/src/referrals-types';
import { USER_GUIDES } from '../../shared-api/src/constants';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { assertFrench, englishOnlyTexts, frenchSignIn } from '../support/french';
import type { PortalServer } from '../support/server';
import { portalSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { modal, toast } from '../support/workers';

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

describe('referrals, user guides and the association', () => {
  let portal: PortalServer;
  let browser: Browser;
  const suite = portalSuite({ ready: (started) => ({ browser, portal } = started) });
  const { pageErrors } = suite;

  const signedIn = async (email: string, viewport = DESKTOP) => (await suite.open({ viewport, email, context: { permissions: ['clipboard-read', 'clipboard-write'] } })).page;

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    test(`at ${width} px: generate a referral code, copy its link, sign a company up through it and see it referred`, async () => {
      const page = await signedIn('owner@demo.test', viewport);
      await page.goto('/referrals');
      await page.getByRole('heading', { level: 1, name: 'Referrals' }).waitFor();
      await page.getByText('Fall 2025 golf tournament (paused)').first().waitFor();
      assert.equal(await page.title(), 'Referrals · Trades Portal');
      await check(page, `referrals-${width}`);

      await page.getByRole('button', { name: 'Copy the link of Fall 2025 golf tournament (paused)' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Error: This code is no longer active!' });
      await alert.waitFor();
      // Read: put away, so on a phone it does not sit over the modal's buttons.
      await alert.getByRole('button', { name: 'Dismiss notification' }).click();
      await alert.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: '+ Code' }).click();
      const dialog = modal(page, 'Generate a referral code');
      const plans = dialog.getByRole('radio');
      await plans.first().waitFor();
      await dialog.getByText(/per month$/).first().waitFor();
      await dialog.getByText(/-day free trial$|^No free trial$/).first().waitFor();
      await check(page, `referrals-generate-${width}`);
      await plans.first().check();
      await dialog.getByRole('button', { name: 'Generate code' }).click();
      await toast(page, 'Referral code created successfully').waitFor();
      await dialog.waitFor({ state: 'detached' });

      const [created] = (await apiGet<ReferralCodesResponse>(page, '/referral-codes')).referral_codes;
      assert.equal(created.status, 'active');
      await page.getByRole('button', { name: `Copy the link of ${created.description}` }).first().click();
      await toast(page, 'Link copied to clipboard').waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      const { link: expected } = await apiGet<ReferralLinkResponse>(page, `/referral-codes/${created.id}/link`);
      assert.equal(link, expected);
      assert.equal(new URL(link).pathname, `/sign-up/${created.code}`);

      // The invited company, in a browser of its own with no session.
      const { page: invited } = await suite.open({ viewport });
      await invited.goto(new URL(link).pathname);
      await invited.getByRole('heading', { level: 1, name: 'Create your company account' }).waitFor();
      await invited.getByText(/invites your company to the portal on the .+ plan\.$/).waitFor();
      await invited.getByRole('button', { name: 'Create account' }).click();
      await invited.getByText('Company name is required').waitFor();
      await check(invited, `referral-signup-${width}`);
      const company = `Referred Framing ${width} Ltd.`;
      const email = `owner.${width}@referred-framing.example`;
      await invited.getByRole('textbox', { name: /^Company name/ }).fill(company);
      await invited.getByRole('textbox', { name: /^Owner's first name/ }).fill('Jordan');
      await invited.getByRole('textbox', { name: /^Owner's last name/ }).fill('Tremblay');
      await invited.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await invited.getByLabel(/^Password/).fill('Framing-2026!');
      await invited.getByLabel(/^Confirm password/).fill('Framing-2026!');
      await invited.getByRole('button', { name: 'Create account' }).click();
      await invited.getByRole('heading', { level: 1, name: `Welcome, ${company}!` }).waitFor();
      await invited.getByText(`You are signed in as ${email}, the owner of the account.`).waitFor();
      assert.equal(
        await invited.getByRole('link', { name: 'Sign in later with your e-mail and password' }).getAttribute('href'),
        `/login?email=${encodeURIComponent(email)}`,
      );
      await check(invited, `referral-signup-done-${width}`);
      await invited.getByRole('link', { name: 'Open the portal' }).click();
      await invited.waitForURL((url) => url.pathname === '/');
      const signedUp = await apiGet<{ enterprise_customer: { name: string } }>(invited, '/enterprise-customer');
      assert.equal(signedUp.enterprise_customer.name, company, 'the new owner is signed in to the new company');
      await invited.context().close();

      const { subscriptions } = await apiGet<ReferredSubscriptionsResponse>(page, '/referrals?page=1');
      assert.equal(subscriptions.data[0].customer.name, company);
      assert.ok(subscriptions.data[0].trial_end_date === null || subscriptions.data[0].trial_end_date > new Date().toISOString().slice(0, 10));
      await page.reload();
      await page.getByText(company, { exact: true }).waitFor();
      await check(page, `referrals-referred-${width}`);
      assert.deepEqual(pageErrors, []);
    });

    test(`at ${width} px: each user guide opens as a PDF in a new tab, and the association page`, async () => {
      const page = await signedIn('owner@demo.test', viewport);
      await page.goto('/user-guides');
      await page.getByRole('heading', { level: 1, name: 'User Guides' }).waitFor();
      await check(page, `user-guides-${width}`);
      for (const guide of USER_GUIDES) {
        const link = page.getByRole('link', { name: new RegExp(`^${guide.title}`) });
        assert.equal(await link.getAttribute('target'), '_blank');
        const response = await page.request.get(guide.url);
        assert.equal(response.status(), 200);
        assert.equal(response.headers()['content-type'], 'application/pdf');
        assert.equal((await response.body()).subarray(0, 5).toString(), '%PDF-');
        const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
        await eventually(async () => new URL(opened.url()).pathname, guide.url, `${guide.title} opened in a new tab`);
        await opened.close();
      }

      await page.goto('/association');
      await page.getByRole('heading', { level: 1, name: 'Fort McMurray Construction Association' }).waitFor();
      await page.getByRole('heading', { name: 'Membership benefits' }).waitFor();
      await check(page, `association-${width}`);
      assert.deepEqual(pageErrors, []);
    });
  }

  test('a customer without the association feature has no Referrals entry, and the page says it is unavailable', async () => {
    const page = await signedIn('owner@northern.test');
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'Referrals' }).count(), 0);
    await page.goto('/referrals');
    await page.getByText('This feature is not currently available in your account. To add this feature please contact support.').waitFor();
    assert.deepEqual(await axeViolations(page), []);
  });

  test('in French at 390 px: referrals, user guides, the association and the sign-up page read in French and fit the phone', async () => {
    const english = englishOnlyTexts(['mfe-settings/src/i18n', 'mfe-public/src/i18n', 'shared-ui/src/i18n']);
    const { page } = await newPage(browser, portal.url, PHONE, { locale: 'fr-CA' });
    await frenchSignIn(page, 'admin@demo.test');
    await page.goto('/referrals');
    await page.getByRole('heading', { level: 1, name: 'Recommandations' }).waitFor();
    await page.getByText('Fall 2025 golf tournament (paused)').first().waitFor();
    await check(page, 'referrals-fr-390');
    await assertFrench(page, english, 'the referrals');
    await page.goto('/user-guides');
    await page.getByRole('link', { name: /^Guide pour les recruteurs/ }).waitFor();
    await check(page, 'user-guides-fr-390');
    await assertFrench(page, english, 'the user guides');
    await page.goto('/association');
    await page.getByRole('heading', { name: 'Avantages de l’adhésion' }).waitFor();
    await check(page, 'association-fr-390');
    // The association writes its own texts (seed data, in English): one of its benefits begins 'Referral codes'.
    await assertFrench(page, english.filter((text) => text !== 'Referral codes'), 'the association');

    const [code] = (await apiGet<ReferralCodesResponse>(page, '/referral-codes')).referral_codes.filter(({ status }) => status === 'active');
    const { page: invited } = await newPage(browser, portal.url, PHONE, { locale: 'fr-CA' });
    await invited.goto(`/sign-up/${code.code}`);
    await invited.getByRole('heading', { level: 1, name: 'Créez le compte de votre entreprise' }).waitFor();
    await invited.getByText(/par mois$/).first().waitFor();
    await check(invited, 'referral-signup-fr-390');
    await assertFrench(invited, english, 'the sign-up page');
  });
});
