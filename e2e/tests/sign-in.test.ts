import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiGet } from '../support/api';
import { screenshot, signIn } from '../support/browser';
import { expectGreeting, greetingHeading, notDeployed } from '../support/portal';
import { FIRST_RELEASE_REMOTES } from '../support/server';
import { axeViolations } from '../support/axe';
import { portalSuite } from '../support/suite';

const pathOf = (url: string) => new URL(url).pathname;
const searchOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('signing in and out', () => {
  const suite = portalSuite({ remotes: FIRST_RELEASE_REMOTES });

  test('a signed-out visit to / is sent to the sign-in page, and a wrong password is refused', async () => {
    await suite.withPage({}, async ({ page }) => {
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/login');
      assert.deepEqual(searchOf(page.url()), { next: '/' });
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      // A fresh visit carries no registration notice.
      assert.equal(await page.getByText('Registration complete').count(), 0);
      await screenshot(page, 'sign-in-desktop');
      assert.deepEqual(await axeViolations(page), []);

      await page.getByLabel(/^e-?mail/i).fill('owner@demo.test');
      await page.getByLabel(/^password/i).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('These credentials do not match our records.').waitFor();
      assert.equal(pathOf(page.url()), '/login');
      // The session is still anonymous: the API refuses, and / still redirects.
      const me = await page.request.get('/json/users/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      assert.equal(me.status(), 401);
      await screenshot(page, 'sign-in-wrong-password');
      assert.deepEqual(await axeViolations(page), []);
    });
  });

  test('after registering, the sign-in page says so with the e-mail filled in, and signing in lands on the dashboard', async () => {
    await suite.withPage({}, async ({ page }) => {
      await page.goto('/login?email=owner%40demo.test&completed_registration=true');
      await page.getByText('Registration complete — sign in to continue').waitFor();
      assert.equal(await page.getByLabel(/^e-?mail/i).inputValue(), 'owner@demo.test');
      // With the e-mail known, the cursor waits in the password field.
      const password = page.getByLabel(/^password/i);
      assert.equal(await password.evaluate((input) => input === document.activeElement), true);
      await screenshot(page, 'sign-in-registration-complete');
      assert.deepEqual(await axeViolations(page), []);

      await password.fill('Password123!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expectGreeting(page, 'Dana');
    });
  });

  test('signing in returns to the page asked for; signing out ends the session', async () => {
    await suite.withPage({}, async ({ page }) => {
      // A deep link while signed out comes back after signing in.
      await page.goto('/crews');
      await page.waitForURL((url) => url.pathname === '/login');
      assert.deepEqual(searchOf(page.url()), { next: '/crews' });
      await page.getByLabel(/^e-?mail/i).fill('admin@demo.test');
      await page.getByLabel(/^password/i).fill('Password123!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/crews');
      await notDeployed(page, 'Crews').waitFor();

      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expectGreeting(page, 'Marcus');

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      const me = await page.request.get('/json/users/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      assert.equal(me.status(), 401, 'the session is gone on the server too');

      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/login');
      assert.deepEqual(searchOf(page.url()), { next: '/' });
      assert.equal(await greetingHeading(page).count(), 0);

      // And the same browser can sign in again (the page took the new CSRF token after signing out).
      await signIn(page, 'owner@demo.test');
      await expectGreeting(page, 'Dana');
      const { user } = await apiGet<{ user: { email: string } }>(page, '/users/me');
      assert.equal(user.email, 'owner@demo.test');
    });
  });
});
