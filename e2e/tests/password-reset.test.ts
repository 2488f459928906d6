import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, newPage, screenshot, signIn } from '../support/browser';
import { sentMail } from '../support/mail';
import { FIRST_RELEASE_REMOTES, type PortalServer } from '../support/server';
import { portalSuite } from '../support/suite';
import { until } from '../support/wait';

/** The path of the newest reset link e-mailed to `address`, read from the demo outbox by a signed-in colleague. */
async function resetLinkFor(colleague: Page, address: string, already: number): Promise<string> {
  const outbox = await until(
    () => sentMail(colleague),
    (mails) => mails.filter((mail) => mail.to_address === address && mail.subject === 'Reset your password').length > already,
  );
  const mail = outbox.find((entry) => entry.to_address === address && entry.subject === 'Reset your password');
  const link = mail?.text_body.match(/https?:\/\/[^\s]+\/password-reset\/[A-Za-z0-9_-]+/)?.[0];
  assert.ok(link, 'the e-mail carries the reset link');
  return new URL(link).pathname;
}

const resetMailsTo = async (colleague: Page, address: string) =>
  (await sentMail(colleague)).filter((mail) => mail.to_address === address && mail.subject === 'Reset your password')
    .length;

describe('forgot password, end to end through the demo outbox', () => {
  let portal: PortalServer;
  let browser: Browser;
  portalSuite({ remotes: FIRST_RELEASE_REMOTES, ready: (started) => ({ portal, browser } = started) });

  for (const [name, viewport, account] of [
    ['desktop', DESKTOP, 'member@demo.test'],
    ['phone', PHONE, 'admin@demo.test'],
  ] as const) {
    test(`at ${viewport.width} px: ask from the sign-in page, open the e-mailed link, choose a password, sign in with it`, async () => {
      const { context: colleagueContext, page: colleague } = await newPage(browser, portal.url);
      const { context, page } = await newPage(browser, portal.url, viewport);
      try {
        await signIn(colleague, 'owner@demo.test');
        const before = await resetMailsTo(colleague, account);

        await page.goto('/login');
        await page.getByLabel(/^e-?mail/i).fill(account);
        await page.getByLabel(/^password/i).fill('not-my-password');
        await page.getByRole('button', { name: 'Sign in' }).click();
        const refusal = page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' });
        await refusal.waitFor();
        assert.equal(await page.getByLabel(/^e-?mail/i).getAttribute('aria-invalid'), 'true');
        assert.equal(await page.getByLabel(/^password/i).getAttribute('aria-invalid'), 'true');
        await page.getByRole('button', { name: 'Show password' }).click();
        assert.equal(await page.getByLabel(/^password/i).getAttribute('type'), 'text');
        assert.deepEqual(await axeViolations(page), []);

        await page.getByRole('link', { name: 'Forgot your password?' }).click();
        await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
        assert.equal(await page.getByLabel(/^e-?mail/i).inputValue(), account);
        assert.equal(await page.title(), 'Reset your password · Trades Portal');
        assert.deepEqual(await axeViolations(page), []);
        await page.getByRole('button', { name: 'E-mail me a link' }).click();
        await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
        await screenshot(page, `password-reset-sent-${name}`);

        const link = await resetLinkFor(colleague, account, before);
        await page.goto(link);
        await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
        assert.equal(await page.getByLabel(/^e-?mail/i).inputValue(), account);
        assert.deepEqual(await axeViolations(page), []);
        await page.getByLabel(/^New password/).fill('Renewed-Pass-2026');
        await page.getByLabel(/^Confirm new password/).fill('Renewed-Pass-2026');
        await screenshot(page, `password-reset-choose-${name}`);
        await page.getByRole('button', { name: 'Save the new password' }).click();
        await page.getByRole('heading', { name: 'Password changed' }).waitFor();
        assert.deepEqual(await axeViolations(page), []);

        // The link is used up.
        await page.goto(link);
        await page.getByRole('heading', { name: 'This link cannot be used' }).waitFor();
        assert.deepEqual(await axeViolations(page), []);
        await screenshot(page, `password-reset-used-${name}`);

        await signIn(page, account, 'Renewed-Pass-2026');
        await page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening)/ }).waitFor();
      } finally {
        await context.close();
        await colleagueContext.close();
      }
    });
  }
});
