import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { CredentialIssuersResponse, CredentialUpdateRequestsResponse } from '../../shared-api/src/credentials-types';
import type { CredentialsResponse, UserCredential } from '../../shared-api/src/types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { credentialsPanel, credentialsTab, credentialsTable, settled, tableRows } from '../support/credentials';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { answerConfirm, fieldDescription, modal, searchParamsOf, toast } from '../support/workers';

const FEATURE_UNAVAILABLE = 'This feature is not currently available in your account. To add this feature please contact support.';
const NAME_MAX = 40;

/** What the table's Worker and Credential columns show for a credential (long names are cut with '…'). */
const shownRow = (credential: UserCredential) => {
  const name = Array.from(credential.name);
  return [credential.worker?.full_name ?? 'No worker', name.length > NAME_MAX ? `${name.slice(0, NAME_MAX).join('').trimEnd()}…` : credential.name];
};

describe('the Credentials page', () => {
  let page: Page;
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  /** The Worker and Credential columns of the table, once it has loaded and stopped reloading. */
  const rows = async () => {
    await credentialsTable(page).waitFor();
    await settled(page);
    return (await tableRows(credentialsTable(page))).map((cells) => cells.slice(0, 2));
  };

  test('each tab opens by its page-name and the tabs write it back', async () => {
    const tabs: Array<[string, string]> = [
      ['credentials', 'Credentials'],
      ['credential-update-requests', 'Update Requests'],
      ['add', 'Add Credentials'],
      ['credential-issuers', 'Credential Issuers'],
    ];
    for (const [pageName, label] of tabs) {
      await page.goto(`/credentials?page-name=${pageName}`);
      await page.getByRole('heading', { level: 1, name: 'Credentials', exact: true }).waitFor();
      await credentialsPanel(page, label).waitFor();
      assert.equal(await credentialsTab(page, label).getAttribute('aria-selected'), 'true', label);
    }
    await page.getByRole('table', { name: 'Credential issuers' }).or(page.getByText('No credential issuers', { exact: false })).first().waitFor();

    // An unknown page-name opens the first tab; clicking a tab puts its name in the URL.
    await page.goto('/credentials?page-name=nonsense');
    await credentialsPanel(page, 'Credentials').waitFor();
    await credentialsTab(page, 'Update Requests').click();
    await credentialsPanel(page, 'Update Requests').waitFor();
    assert.equal(searchParamsOf(page).get('page-name'), 'credential-update-requests');
    await credentialsTab(page, 'Credentials').click();
    await credentialsPanel(page, 'Credentials').waitFor();
    assert.equal(searchParamsOf(page).get('page-name'), 'credentials');
  });

  test('search and the expiring filter show the rows the API gives; expired ones carry the Expired pill', async () => {
    await page.goto('/credentials?page-name=credentials');
    const all = (await apiGet<CredentialsResponse>(page, '/credentials?page=1')).credentials;
    assert.ok(all.total > 0, 'the seed has credentials');
    await eventually(rows, all.data.map(shownRow));
    const total = all.total === 1 ? '1 credential' : `${all.total.toLocaleString('en-CA')} credentials`;
    await page.getByText(`Showing ${all.from}–${all.to} of ${total}`).waitFor();

    // Search by a worker's name.
    const worker = all.data[0].worker;
    assert.ok(worker);
    const search = worker.full_name.split(' ').at(-1) ?? '';
    await page.getByRole('search', { name: 'Filter credentials' }).getByRole('searchbox', { name: 'Search' }).fill(search);
    await eventually(() => Promise.resolve(searchParamsOf(page).get('search')), search);
    const found = (await apiGet<CredentialsResponse>(page, `/credentials?page=1&search=${encodeURIComponent(search)}`)).credentials;
    assert.ok(found.data.length > 0);
    await eventually(rows, found.data.map(shownRow));
    const matches = (text: string | null | undefined) => Boolean(text?.toLowerCase().includes(search.toLowerCase()));
    assert.ok(found.data.every((credential) => matches(credential.worker?.full_name) || matches(credential.name) || matches(credential.document_number)));

    // Expired, with the search still applied, then alone.
    await page.getByLabel('Expiring').selectOption('expired');
    await eventually(() => Promise.resolve(searchParamsOf(page).get('expiring')), 'expired');
    const expiredFound = (await apiGet<CredentialsResponse>(page, `/credentials?page=1&search=${encodeURIComponent(search)}&expiring=expired`)).credentials;
    await eventually(rows, expiredFound.data.map(shownRow));

    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await eventually(() => Promise.resolve(searchParamsOf(page).get('search')), null);
    const expired = (await apiGet<CredentialsResponse>(page, '/credentials?page=1&expiring=expired')).credentials;
    assert.ok(expired.data.length > 0, 'the seed has expired credentials');
    await eventually(rows, expired.data.map(shownRow));
    const pills = credentialsTable(page).locator('tbody tr').filter({ hasText: /Expired/ });
    assert.equal(await pills.count(), expired.data.length, 'every expired row says Expired');
    await screenshot(page, 'credentials-expired-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);

    // The next 30 days: none of them has passed.
    await page.getByLabel('Expiring').selectOption('30_days');
    await eventually(() => Promise.resolve(searchParamsOf(page).get('expiring')), '30_days');
    const soon = (await apiGet<CredentialsResponse>(page, '/credentials?page=1&expiring=30_days')).credentials;
    await eventually(rows, soon.data.map(shownRow));
    const expiredRows = await credentialsTable(page).locator('tbody tr').evaluateAll((trs) =>
      trs.filter((tr) => Array.from(tr.querySelectorAll('span')).some((span) => span.textContent === 'Expired')).length,
    );
    assert.equal(expiredRows, 0);

    // On a phone the list becomes cards with no sideways scrolling.
    const phone = await page.context().newPage();
    try {
      await phone.setViewportSize(PHONE);
      await phone.goto('/credentials?page-name=credentials&expiring=expired');
      await phone.getByText(expired.data[0].name).first().waitFor();
      assert.equal(await credentialsTable(phone).count(), 0, 'cards, not a table');
      await eventually(() => phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scrolling');
      await screenshot(phone, 'credentials-expired-390');
      assert.deepEqual(await axeViolations(phone), []);
    } finally {
      await phone.close();
    }
  });

  test('Credential Issuers: the name is required, then the issuer is created and listed', async () => {
    await page.goto('/credentials?page-name=credential-issuers');
    const panel = credentialsPanel(page, 'Credential Issuers');
    await panel.getByRole('button', { name: 'Create issuer' }).click();
    const dialog = modal(page, 'Create credential issuer');
    await dialog.getByRole('button', { name: 'Create issuer' }).click();
    assert.equal(await fieldDescription(dialog.getByLabel('Name')), 'Name is required.');

    const name = 'Northshore Safety Training';
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Contact email').fill('office@northshore.example.com');
    await dialog.getByLabel('City').fill('Vancouver');
    await dialog.getByRole('button', { name: 'Create issuer' }).click();
    await toast(page, 'Credential issuer created successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText(name, { exact: true }).waitFor();
    const { credential_issuers: issuers } = await apiGet<CredentialIssuersResponse>(page, '/credential-issuers');
    const created = issuers.find((issuer) => issuer.name === name);
    assert.ok(created);
    assert.equal(created.contact_email, 'office@northshore.example.com');
    assert.equal(created.city, 'Vancouver');
    await screenshot(page, 'credentials-issuers-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
  });

  test('Update Requests: a request is withdrawn after confirming and leaves the list', async () => {
    const before = (await apiGet<CredentialUpdateRequestsResponse>(page, '/credentials/update-requests?page=1')).update_requests;
    assert.ok(before.data.length > 0, 'the seed has open update requests');
    await page.goto('/credentials?page-name=credential-update-requests');
    const table = page.getByRole('table', { name: 'Update requests' });
    await eventually(
      async () => (await tableRows(table)).map((cells) => cells.slice(0, 2)),
      before.data.map((request) => [request.user_credential.worker?.full_name ?? 'No worker', request.user_credential.name]),
    );
    await screenshot(page, 'credentials-update-requests-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    assert.ok(before.data.every((entry) => entry.update_url === null), 'a listed request carries no link');

    // Send again (confirmed): a new link is e-mailed and shown once, and it opens the worker's update page.
    const resent = before.data.find((entry, index) => index > 0 && entry.user_credential.worker && before.data.filter((other) => other.user_credential.name === entry.user_credential.name).length === 1);
    assert.ok(resent?.user_credential.worker, 'a second request, to a worker, of a credential named once');
    const resentTo = resent.user_credential.worker.full_name;
    await table.getByRole('button', { name: `Send again: ${resent.user_credential.name}` }).click();
    await answerConfirm(page, `A new link will be e-mailed to ${resentTo}; the link they have now stops working.`, 'Send again');
    await toast(page, 'A new link was e-mailed to the worker; the previous link no longer works.').waitFor();
    const notice = page.getByRole('status').filter({ hasText: `New link e-mailed to ${resentTo} for ${resent.user_credential.name}` });
    const link = (await notice.locator('code').innerText()).trim();
    assert.match(link, /\/user-credential-requests\/[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'credentials-update-request-resent-1280', { fullPage: false });
    await page.setViewportSize(PHONE);
    await notice.scrollIntoViewIfNeeded();
    await eventually(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scrolling at 390 px');
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'credentials-update-request-resent-390', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await suite.withPage({}, async (visitor) => {
      await visitor.page.goto(new URL(link).pathname);
      await visitor.page.getByRole('heading', { name: `Hi ${resentTo},` }).waitFor();
    });

    const request = before.data[0];
    const worker = request.user_credential.worker?.full_name;
    await table
      .getByRole('button', { name: `Withdraw the update request for ${request.user_credential.name}${worker ? ` (${worker})` : ''}` })
      .click();
    await answerConfirm(page, 'Are you sure you want to withdraw this request?', 'Withdraw');
    await toast(page, 'Credential request successfully withdrawn!').waitFor();
    const after = (await apiGet<CredentialUpdateRequestsResponse>(page, '/credentials/update-requests?page=1')).update_requests;
    assert.equal(after.total, before.total - 1);
    assert.ok(!after.data.some((entry) => entry.id === request.id));
    await eventually(async () => (await tableRows(table)).length, after.data.length);
  });

  test('a customer without the credentials feature sees the notice over a blurred page', async () => {
    await suite.withPage({ email: 'owner@northern.test' }, async (other) => {
      await other.page.goto('/credentials');
      await other.page.getByText(FEATURE_UNAVAILABLE, { exact: true }).waitFor();
      assert.equal(await credentialsTable(other.page).count(), 0, 'no credentials are listed');
      await screenshot(other.page, 'credentials-unavailable-1280', { fullPage: false });
      assert.deepEqual(await axeViolations(other.page), []);
    });
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
