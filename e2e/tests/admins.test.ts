import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { InvitesResponse, UsersResponse } from '../../shared-api/src/admins-types';
import type { UserCustomersResponse } from '../../shared-api/src/types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot, signIn } from '../support/browser';
import { sentMail } from '../support/mail';
import { portalSuite } from '../support/suite';
import { until } from '../support/wait';
import { modal, toast } from '../support/workers';

const DEMO = 'Demo Construction Ltd.';
const NORTHERN = 'Northern Electric Inc.';

/** The accept-invitation link of the newest e-mail to `address`, as a path with its query (waits for the mail job). */
async function invitationLink(page: Page, address: string): Promise<string> {
  const outbox = await until(
    () => sentMail(page),
    (mails) => mails.some((mail) => mail.to_address === address),
  );
  const mail = outbox.find((entry) => entry.to_address === address);
  assert.ok(mail, `an invitation e-mail went to ${address}`);
  assert.equal(mail.subject, `You have been invited to ${DEMO}`);
  const link = mail.text_body.match(/https?:\/\/[^\s]+\/invites\/accept\?[^\s]+/)?.[0];
  assert.ok(link, 'the e-mail carries the accept-invitation link');
  const url = new URL(link);
  assert.equal(url.searchParams.get('email'), address);
  assert.ok((url.searchParams.get('token') ?? '').length >= 22, 'a token of at least 128 random bits');
  return `${url.pathname}${url.search}`;
}

/** Invites `address` from the Admins page's modal, as the signed-in owner or admin. */
async function invite(page: Page, address: string, expectFound: boolean): Promise<void> {
  await page.goto('/users');
  await page.getByRole('button', { name: '+ Admin' }).click();
  const dialog = modal(page, 'Add an Admin User');
  await dialog.getByText(/checks? whether they already have an account/).waitFor();
  const submit = dialog.getByRole('button', { name: 'Invite User' });
  await dialog.getByLabel(/^E-mail/).fill(address);
  // Enabled only once the server, asked 500 ms after the last key, says an invitation can be sent.
  await until(() => submit.isEnabled(), Boolean);
  assert.equal(await dialog.getByText('✔ User Found').isVisible(), expectFound);
  assert.deepEqual(await axeViolations(page), []);
  await submit.click();
  await dialog.waitFor({ state: 'detached' });
  await toast(page, `An invitation was sent to ${address}.`).waitFor();
}

describe('admins, invitations and registration', () => {
  const suite = portalSuite();
  after(() => assert.deepEqual(suite.pageErrors, []));

  const open = (viewport = DESKTOP) => suite.open({ viewport });

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    test(`at ${width} px: invite a new admin, register from the e-mailed link, land on the login page and sign in`, async () => {
      const address = `new.admin.${width}@example.com`;
      const { context, page } = await open(viewport);
      await signIn(page, 'owner@demo.test');
      await page.goto('/users');
      await page.getByRole('heading', { level: 1, name: 'Admins' }).waitFor();
      const users = await apiGet<UsersResponse>(page, '/users');
      const table = page.getByRole(viewport === DESKTOP ? 'table' : 'list', { name: 'Users of this company' });
      await table.getByText(users.users[0].email).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `admins-${width}`);

      await invite(page, address, false);
      const invites = page.getByRole('list', { name: 'Outstanding Invites' });
      await invites.getByText(address, { exact: true }).waitFor();
      assert.ok((await apiGet<InvitesResponse>(page, '/invites')).invites.some((entry) => entry.email === address));
      const link = await invitationLink(page, address);
      await context.close();

      // The invitee, not signed in, opens the link.
      const invitee = await open(viewport);
      await invitee.page.goto(link);
      await invitee.page.getByRole('heading', { level: 1, name: `Invitation from ${DEMO}` }).waitFor();
      assert.deepEqual(await axeViolations(invitee.page), []);
      const form = invitee.page.getByRole('main');
      await form.getByRole('button', { name: 'Register' }).click();
      await invitee.page.getByText('Please ensure all required fields are filled before submitting.').waitFor();
      await form.getByLabel(/^First Name/).fill('Nia');
      await form.getByLabel(/^Last Name/).fill(`Admin ${width}`);
      await form.getByLabel(/^Password/).fill('Welcome-aboard-26!');
      await form.getByLabel(/^Confirm Password/).fill('Welcome-aboard-26?');
      await form.getByRole('button', { name: 'Register' }).click();
      await invitee.page.getByText(/^Passwords do not match!/).waitFor();
      await screenshot(invitee.page, `accept-invite-${width}`);
      await form.getByLabel(/^Confirm Password/).fill('Welcome-aboard-26!');
      await form.getByRole('button', { name: 'Register' }).click();

      await invitee.page.waitForURL((url) => url.pathname === '/login');
      const landed = new URL(invitee.page.url());
      assert.equal(landed.searchParams.get('email'), address);
      assert.equal(landed.searchParams.get('completed_registration'), 'true');
      await invitee.page.getByText('Registration complete — sign in to continue').waitFor();
      assert.equal(await invitee.page.getByLabel(/^E-mail/).inputValue(), address);
      assert.deepEqual(await axeViolations(invitee.page), []);
      await screenshot(invitee.page, `registered-login-${width}`);

      // The link is used up.
      const reused = await open(viewport);
      await reused.page.goto(link);
      await reused.page.getByRole('heading', { level: 1, name: 'This invitation cannot be used' }).waitFor();
      assert.deepEqual(await axeViolations(reused.page), []);
      await reused.context.close();

      await invitee.page.getByLabel(/^Password/).fill('Welcome-aboard-26!');
      await invitee.page.getByRole('button', { name: 'Sign in' }).click();
      await invitee.page.waitForURL((url) => url.pathname === '/');
      await invitee.page.goto('/users');
      const row = invitee.page.getByRole(viewport === DESKTOP ? 'table' : 'list', { name: 'Users of this company' });
      await row.getByText(`Nia Admin ${width}`).waitFor();
      // An admin invites too.
      await invitee.page.getByRole('button', { name: '+ Admin' }).waitFor();
      await invitee.context.close();
    });
  }

  test('at 390 px a member sees the admins but no + Admin and no outstanding invites', async () => {
    const { context, page } = await open(PHONE);
    await signIn(page, 'member@demo.test');
    await page.goto('/users');
    await page.getByRole('heading', { level: 1, name: 'Admins' }).waitFor();
    await page.getByRole('list', { name: 'Users of this company' }).waitFor();
    assert.equal(await page.getByRole('button', { name: '+ Admin' }).count(), 0);
    assert.equal(await page.getByRole('list', { name: 'Outstanding Invites' }).count(), 0);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'admins-member-390');
    await context.close();
  });

  test('at 1280 px an existing user accepts by signing in, picks the customer, and switches from the sidebar', async () => {
    const address = 'owner@northern.test';
    const { context, page } = await open(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await invite(page, address, true);
    await context.close();
    // The demo outbox shows an admin no invitation token: the owner reads the link the invitee was sent.
    const owner = await open(DESKTOP);
    await signIn(owner.page, 'owner@demo.test');
    const link = await invitationLink(owner.page, address);
    await owner.context.close();

    const invitee = await open(DESKTOP);
    await invitee.page.goto(link);
    await invitee.page.getByRole('heading', { level: 1, name: `Invitation from ${DEMO}` }).waitFor();
    assert.deepEqual(await axeViolations(invitee.page), []);
    await screenshot(invitee.page, 'accept-invite-existing-1280');
    await invitee.page.getByRole('link', { name: 'Go to Login' }).click();
    await invitee.page.waitForURL((url) => url.pathname === '/login');
    assert.equal(await invitee.page.getByLabel(/^E-mail/).inputValue(), address);
    await invitee.page.getByLabel(/^Password/).fill('Password123!');
    await invitee.page.getByRole('button', { name: 'Sign in' }).click();

    // Signing in joined Demo: the user now picks which customer to work in.
    await invitee.page.getByRole('heading', { name: 'Choose a company' }).waitFor();
    assert.deepEqual(await axeViolations(invitee.page), []);
    await screenshot(invitee.page, 'choose-company-1280');
    await invitee.page.getByRole('button', { name: new RegExp(DEMO.replace('.', '\\.')) }).click();
    await invitee.page.waitForURL((url) => url.pathname === '/');
    const customers = await apiGet<UserCustomersResponse>(invitee.page, '/users/me/customers');
    assert.deepEqual(customers.customers.map(({ name, is_current }) => [name, is_current]).sort(), [
      [DEMO, true],
      [NORTHERN, false],
    ]);

    const company = invitee.page.getByRole('combobox', { name: 'Company' });
    await invitee.page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening)/ }).waitFor();
    assert.equal(await company.locator('option:checked').textContent(), DEMO);
    assert.deepEqual(await axeViolations(invitee.page), []);
    await screenshot(invitee.page, 'switcher-1280', { fullPage: false });
    await company.selectOption({ label: NORTHERN });
    await until(() => company.locator('option:checked').textContent().catch(() => ''), (name) => name === NORTHERN);
    const after = await apiGet<UserCustomersResponse>(invitee.page, '/users/me/customers');
    assert.equal(after.customers.find((customer) => customer.is_current)?.name, NORTHERN);
    // Every list now reads the chosen customer's records: the Admins page lists Northern's users.
    await invitee.page.goto('/users');
    const users = await apiGet<UsersResponse>(invitee.page, '/users');
    const emails = users.users.map((user) => user.email);
    assert.ok(emails.includes(address) && !emails.includes('owner@demo.test') && !emails.includes('admin@demo.test'), JSON.stringify(emails));
    await invitee.page.getByRole('table', { name: 'Users of this company' }).getByText(address).waitFor();
    await invitee.context.close();
  });
});
