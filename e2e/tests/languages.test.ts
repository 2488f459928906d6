import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiGet } from '../support/api';
import { DESKTOP, PHONE, newPage, screenshot, signIn } from '../support/browser';
import { expectGreeting } from '../support/portal';
import type { PortalServer } from '../support/server';
import { portalSuite } from '../support/suite';
import { until } from '../support/wait';
import { axeViolations } from '../support/axe';

/** The page is no wider than the window: French runs longer, and nothing may push the layout sideways. */
async function assertNoOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `the page is ${scrollWidth}px wide in a ${innerWidth}px window`);
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const mainNav = (page: Page, name: 'Main' | 'Principale') => page.getByRole('navigation', { name, exact: true });

describe('English and French (issue 12)', () => {
  let portal: PortalServer;
  let browser: Browser;
  portalSuite({ ready: (started) => ({ portal, browser } = started) });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`a French browser gets the sign-in page and the server's messages in French at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, portal.url, viewport, { locale: 'fr-CA' });
      try {
        await page.goto('/login');
        await page.getByRole('heading', { name: 'Connexion' }).waitFor();
        assert.equal(await lang(page), 'fr-CA');
        assert.equal(await page.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed'), 'true');
        await assertNoOverflow(page);
        await screenshot(page, `sign-in-fr-${viewport.width}`);
        assert.deepEqual(await axeViolations(page), []);

        await page.getByLabel(/^Courriel/).fill('owner@demo.test');
        await page.getByLabel(/^Mot de passe/).fill('not-the-password');
        await page.getByRole('button', { name: 'Se connecter' }).click();
        await page.getByText('Ces identifiants ne correspondent pas à nos dossiers.').waitFor();
        await assertNoOverflow(page);
      } finally {
        await context.close();
      }
    });
  }

  test('a language chosen on the sign-in page is kept after a reload', async () => {
    const { context, page } = await newPage(browser, portal.url, DESKTOP, { locale: 'fr-CA' });
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      assert.equal(await lang(page), 'en-CA');
      await page.reload();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      assert.equal(await lang(page), 'en-CA');
    } finally {
      await context.close();
    }
  });

  test("the sidebar's switch stores the language on the user: French on every device after a reload, and back to English", async () => {
    const { context, page } = await newPage(browser, portal.url);
    try {
      await signIn(page, 'admin@demo.test');
      await expectGreeting(page, 'Marcus');
      await page.getByRole('button', { name: 'Français' }).click();
      const nav = mainNav(page, 'Principale');
      await nav.getByRole('link', { name: 'Tableau de bord', exact: true }).waitFor();
      for (const label of ['Travailleurs', 'Attestations', 'Équipes', 'Paramètres']) {
        assert.equal(await nav.getByRole('link', { name: label, exact: true }).count(), 1, label);
      }
      await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
      assert.equal(await lang(page), 'fr-CA');
      await assertNoOverflow(page);
      await screenshot(page, 'sidebar-fr-1280', { fullPage: false });
      assert.deepEqual(await axeViolations(page), []);

      const { user } = await apiGet<{ user: { locale: string | null } }>(page, '/users/me');
      assert.equal(user.locale, 'fr-CA');
      await page.reload();
      await mainNav(page, 'Principale').getByRole('link', { name: 'Tableau de bord', exact: true }).waitFor();

      // Another device, an English browser: signed in, the stored choice wins.
      const phone = await newPage(browser, portal.url, PHONE);
      try {
        await signIn(phone.page, 'admin@demo.test');
        await phone.page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        const drawerNav = mainNav(phone.page, 'Principale');
        await drawerNav.getByRole('link', { name: 'Tableau de bord', exact: true }).waitFor();
        // The drawer slides in; once settled it lies within the screen, French labels and all.
        const drawer = await until(() => drawerNav.boundingBox(), (box) => box !== null && box.x >= 0);
        assert.ok(drawer && drawer.x + drawer.width <= PHONE.width, `the drawer fits the screen: ${JSON.stringify(drawer)}`);
        await phone.page.getByRole('button', { name: 'Fermer le menu' }).waitFor();
        await assertNoOverflow(phone.page);
        await screenshot(phone.page, 'sidebar-fr-390-open', { fullPage: false });
        assert.deepEqual(await axeViolations(phone.page), []);
      } finally {
        await phone.context.close();
      }

      await page.getByRole('button', { name: 'English' }).click();
      await mainNav(page, 'Main').getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
      await page.reload();
      await mainNav(page, 'Main').getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
      assert.equal(await lang(page), 'en-CA');
      const after = await apiGet<{ user: { locale: string | null } }>(page, '/users/me');
      assert.equal(after.user.locale, 'en-CA');
    } finally {
      await context.close();
    }
  });
});
