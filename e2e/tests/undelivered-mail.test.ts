import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { UndeliveredMailResponse } from '../../shared-api/src/settings-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { portalSuite } from '../support/suite';
import { toast } from '../support/workers';

/** The demo seed's invitation that the recipient's mail server refused for a whole day. */
const RECIPIENT = 'estimator@prairie-drywall.example.com';
const ANSWER = `550 5.1.1 <${RECIPIENT}>: Recipient address rejected: mailbox full`;

describe('settings › undelivered mail', () => {
  const suite = portalSuite();
  after(() => assert.deepEqual(suite.pageErrors, []));

  const open = (viewport: typeof DESKTOP, email: string) => suite.open({ viewport, email });

  test('at 390 px a member is told the list is for owners and admins, and sees no mail nor a Send again button', async () => {
    const { context, page } = await open(PHONE, 'member@demo.test');
    await page.goto('/settings/undelivered-mail');
    await page.getByRole('heading', { level: 1, name: 'Undelivered mail' }).waitFor();
    assert.match(await page.title(), /^Undelivered mail/);
    await page.getByText('Only owners and admins can see the e-mail that could not be delivered and send it again.').waitFor();
    assert.equal(await page.getByText(RECIPIENT).count(), 0, 'no mail is shown to a member');
    assert.equal(await page.getByRole('button', { name: /^Send again/ }).count(), 0);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'undelivered-mail-member-390');
    await context.close();
  });

  test('at 1280 px an owner finds it from Settings, sends it again with the keyboard, and the list says nothing is waiting', async () => {
    const { context, page } = await open(DESKTOP, 'owner@demo.test');
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('link', { name: 'Undelivered mail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Undelivered mail' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/settings/undelivered-mail');
    const row = page.getByRole('row').filter({ hasText: RECIPIENT });
    await row.waitFor();
    assert.ok((await row.textContent())?.includes(ANSWER.slice(0, 40)), 'the mail server’s answer is shown');
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'undelivered-mail-owner-1280');

    const resend = page.getByRole('button', { name: `Send again “You have been invited to Demo Construction Ltd.” to ${RECIPIENT}` });
    await resend.focus();
    await page.keyboard.press('Enter');
    await toast(page, `The e-mail to ${RECIPIENT} is being sent again. It leaves this list; if it fails again, it comes back here.`).waitFor();
    await page.getByText('Every e-mail was delivered: nothing is waiting to be sent again.').waitFor();
    assert.equal(await row.count(), 0);
    const { undelivered_mail } = await apiGet<UndeliveredMailResponse>(page, '/mail/undelivered');
    assert.equal(undelivered_mail.total, 0);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'undelivered-mail-empty-1280');

    // Back to the settings page from the link above the list.
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await context.close();
  });
});
