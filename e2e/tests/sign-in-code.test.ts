import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiGet, apiSend } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, newPage, screenshot, signIn } from '../support/browser';
import { sentMail } from '../support/mail';
import type { PortalServer } from '../support/server';
import { portalSuite } from '../support/suite';
import { until } from '../support/wait';

// The attack comes from many addresses: this file's server reads them from X-Forwarded-For, as behind a proxy.
process.env.TRUST_PROXY = 'true';

const CODE_SUBJECT = 'Your sign-in code';
/** Wrong passwords from unknown browsers after which an account is under attack (LoginThrottle's accountLimit). */
const ATTACK_FAILURES = 20;

/** Wrong passwords for `account` from as many addresses, sent by a browser that never signed in to it. */
async function attack(attacker: Page, account: string, block: number): Promise<void> {
  await attacker.goto('/login');
  const csrf = await attacker.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '');
  for (let address = 1; address <= ATTACK_FAILURES; address += 1) {
    const response = await attacker.request.post('/json/auth/login', {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf, 'X-Forwarded-For': `192.0.${block}.${address}` },
      data: { email: account, password: `guess-${address}` },
    });
    assert.equal(response.status(), 422, `guess ${address} is refused`);
  }
}

/** The code in the newest sign-in-code e-mail to `address` once there are more than `already`, from the demo outbox. */
async function mailedCode(colleague: Page, address: string, already: number): Promise<string> {
  const outbox = await until(
    () => sentMail(colleague),
    (mails) => mails.filter((mail) => mail.to_address === address && mail.subject === CODE_SUBJECT).length > already,
  );
  const code = outbox.find((mail) => mail.to_address === address && mail.subject === CODE_SUBJECT)?.text_body.match(/^(\d{6})$/m)?.[1];
  assert.ok(code, 'the e-mail carries the code');
  return code;
}

describe('signing in to an account under attack: the e-mailed one-time code', () => {
  let portal: PortalServer;
  let browser: Browser;
  // The sign-in page is the shell's own: no remote is needed (the landing page after it may be "not deployed yet").
  portalSuite({ remotes: [], ready: (started) => ({ portal, browser } = started) });

  for (const [name, viewport, account, block] of [
    ['desktop', DESKTOP, 'member@demo.test', 2],
    ['phone', PHONE, 'admin@demo.test', 3],
  ] as const) {
    test(`at ${viewport.width} px: the right password from a new browser asks for the code, a wrong code is refused, the right one signs in`, async () => {
      const { context: attackerContext, page: attacker } = await newPage(browser, portal.url);
      const { context: colleagueContext, page: colleague } = await newPage(browser, portal.url);
      const { context, page } = await newPage(browser, portal.url, viewport);
      try {
        await attack(attacker, account, block);
        await signIn(colleague, 'owner@demo.test');
        const before = (await sentMail(colleague)).filter((mail) => mail.to_address === account && mail.subject === CODE_SUBJECT).length;

        await page.goto('/login?next=%2F');
        await page.getByLabel(/^e-?mail/i).fill(account);
        await page.getByLabel(/^password/i).fill('Password123!');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'We sent a code to your e-mail' }).waitFor();
        await page.getByText(`We sent a code to ${account}`, { exact: false }).waitFor();
        assert.equal(new URL(page.url()).pathname, '/login');
        const me = await page.request.get('/json/users/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
        assert.equal(me.status(), 401, 'the password alone opened no session');
        const field = page.getByLabel(/^Code from the e-mail/);
        assert.equal(await field.evaluate((input) => input === document.activeElement), true, 'the cursor waits in the code field');
        await screenshot(page, `sign-in-code-sent-${name}`);
        assert.deepEqual(await axeViolations(page), []);

        const code = await mailedCode(colleague, account, before);
        await field.fill(code === '000000' ? '111111' : '000000');
        await page.getByRole('button', { name: 'Finish signing in' }).click();
        await page.getByText('This code is not the one we sent. Check the latest e-mail and try again.').waitFor();
        assert.equal(await field.getAttribute('aria-invalid'), 'true');
        await screenshot(page, `sign-in-code-wrong-${name}`);
        assert.deepEqual(await axeViolations(page), []);

        await field.fill(code);
        await page.getByRole('button', { name: 'Finish signing in' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        const { user } = await apiGet<{ user: { email: string } }>(page, '/users/me');
        assert.equal(user.email, account);

        // The browser is known to the account now: signing in again asks for no code, attack or not.
        await apiSend(page, 'POST', '/auth/logout');
        await signIn(page, account);
        assert.equal(new URL(page.url()).pathname, '/');
      } finally {
        await Promise.all([attackerContext.close(), colleagueContext.close(), context.close()]);
      }
    });
  }
});
