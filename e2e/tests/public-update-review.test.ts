import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { UserCredentialTypesResponse, WorkerUserCredentialResponse } from '../../shared-api/src/credentials-types';
import { apiGet, apiSend } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { workerWithCredential } from '../support/credentials';
import { sentMail } from '../support/mail';
import { signedInSuite } from '../support/suite';
import { modal, toast, workerPanel } from '../support/workers';

const sectionTab = (panel: Locator, name: string) =>
  panel.getByRole('tablist', { name: 'Worker sections' }).getByRole('tab', { name, exact: true });

/**
 * Issue 18: a worker's update through the e-mailed link (new dates, the confirmation first on a phone) waits for
 * an admin's review; an unknown link is not valid; the Request update modal says who will receive it, or that
 * nobody can and why.
 */
describe('updates a worker sends by link, and who receives the request', () => {
  let page: Page;
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  async function openCredentials(workerId: number, fullName: string): Promise<Locator> {
    await page.goto(`/workers/${workerId}`);
    const panel = workerPanel(page, fullName);
    await sectionTab(panel, 'Credentials').click();
    const section = panel.getByRole('region', { name: 'Credentials', exact: true });
    await section.getByRole('button', { name: '+ Add Credential' }).waitFor();
    return section;
  }

  const row = (section: Locator, name: string) => section.getByRole('list', { name: 'Credentials list' }).getByRole('listitem', { name, exact: true });

  test('the worker sends new dates from a phone, sees first that it worked, and the credential waits for review', async () => {
    await page.setViewportSize(DESKTOP);
    const { workerId, fullName, credential: { id: credentialId } } = await workerWithCredential(page, { first: 'Renata', last: 'Okafor', email: 'renata.okafor@example.com', credential: 'Fall Arrest' });
    const section = await openCredentials(workerId, fullName);
    await row(section, 'Fall Arrest').getByRole('button', { name: 'Request update' }).click();
    const dialog = modal(page, 'Request an Updated Certificate');
    await dialog.getByText('It will be e-mailed to Renata Okafor (renata.okafor@example.com).').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'request-update-recipient-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await toast(page, 'Request sent successfully!').waitFor();
    // The request's details open with its link, shown once (only its hash is kept): the one the e-mail carries.
    const details = modal(page, 'Update request: Fall Arrest');
    const shownOnce = (await details.getByRole('status').filter({ hasText: 'Link sent to Renata Okafor' }).locator('code').innerText()).trim();
    assert.deepEqual(await axeViolations(page), []);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });

    const outbox = await sentMail(page);
    const mail = outbox.find((entry) => entry.to_address === 'renata.okafor@example.com');
    const link = mail?.text_body.match(/https?:\/\/\S+\/user-credential-requests\/[A-Za-z0-9_-]+/)?.[0];
    assert.ok(link, 'the e-mail holds the update link');
    assert.equal(link, shownOnce);

    await suite.withPage({ viewport: PHONE }, async (visitor) => {
      const phone = visitor.page;
      await phone.goto(new URL(link).pathname);
      await phone.getByRole('heading', { name: 'Hi Renata Okafor,' }).waitFor();
      assert.deepEqual(await axeViolations(phone), []);
      // A renewed ticket has new dates: both are editable without choosing a document first.
      await phone.getByLabel('Issued date').fill('2025-02-01');
      await phone.getByLabel('Expires date').fill('2028-02-01');
      await phone.getByRole('button', { name: 'Update Credential' }).click();
      const success = phone.getByRole('status').filter({ hasText: 'Your credential has been updated. Thank you!' });
      await success.waitFor();
      // The confirmation is what the phone shows: focused, and on screen rather than below the form.
      assert.equal(await phone.evaluate(() => document.activeElement?.textContent?.includes('Your credential has been updated. Thank you!')), true);
      const box = await success.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= PHONE.height, `the confirmation is in view (${JSON.stringify(box)})`);
      assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scrolling');
      assert.deepEqual(await axeViolations(phone), []);
      await screenshot(phone, 'update-request-sent-390', { fullPage: false });
    });

    // Staff side: the new dates, marked for review until confirmed.
    const { user_credential: updated } = await apiGet<WorkerUserCredentialResponse>(page, `/credentials/${credentialId}`);
    assert.equal(updated.issued, '2025-02-01');
    assert.equal(updated.expiry, '2028-02-01');
    assert.equal(updated.needs_review, true);
    const reopened = await openCredentials(workerId, fullName);
    const fallArrest = row(reopened, 'Fall Arrest');
    await fallArrest.getByText('Needs review', { exact: true }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await fallArrest.getByRole('button', { name: 'Review', exact: true }).click();
    const review = modal(page, 'Edit Credential');
    await review.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Credential updated successfully').waitFor();
    await review.waitFor({ state: 'detached' });
    await fallArrest.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    assert.equal(await fallArrest.getByText('Needs review', { exact: true }).count(), 0);
    assert.equal((await apiGet<WorkerUserCredentialResponse>(page, `/credentials/${credentialId}`)).user_credential.needs_review, false);
  });

  test('adding a certificate already on file warns and replaces it instead of making a duplicate, at 1280 and 390 px', async () => {
    await page.setViewportSize(DESKTOP);
    const { workerId, fullName, credential: { id: credentialId } } = await workerWithCredential(page, { first: 'Malia', last: 'Fonoti', credential: 'Working at Heights' });
    const [type] = (await apiGet<UserCredentialTypesResponse>(page, '/tradeslink/user-credential-types')).user_credential_types;
    await apiSend(page, 'POST', `/credentials/${credentialId}/update`, { name: 'Working at Heights', credential_type_id: type.id, document_number: 'WAH-777' });
    const section = await openCredentials(workerId, fullName);
    await section.getByRole('button', { name: '+ Add Credential' }).click();
    const dialog = modal(page, 'Add a Credential');
    await dialog.getByLabel(/Credential name/).fill('Working at Heights');
    await dialog.getByRole('combobox', { name: /Credential type/ }).selectOption({ index: 1 });
    await dialog.getByLabel('Document number').fill('WAH-777');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const warning = dialog.getByRole('alert').filter({ hasText: 'This credential may already be on file' });
    await warning.waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await page.setViewportSize(PHONE);
    await warning.getByRole('button', { name: 'Replace Working at Heights' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'add-credential-duplicate-390', { fullPage: false });
    await warning.getByRole('button', { name: 'Replace Working at Heights' }).click();
    await toast(page, 'Credential updated successfully').waitFor();
    const { user_credentials: held } = await apiGet<{ user_credentials: Array<{ name: string }> }>(page, `/workers/${workerId}/credentials`);
    assert.deepEqual(held.map((credential) => credential.name), ['Working at Heights'], 'replaced, not duplicated');
    await page.setViewportSize(DESKTOP);
  });

  test('an unknown or malformed update link says it is not valid, at 1280 and 390 px', async () => {
    await suite.withPage({}, async (visitor) => {
      for (const [size, token] of [[DESKTOP, 'x'.repeat(43)], [PHONE, 'not-a-token']] as const) {
        await visitor.page.setViewportSize(size);
        await visitor.page.goto(`/user-credential-requests/${token}`);
        await visitor.page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
        assert.equal(await visitor.page.getByText(/Fulfilled/i).count(), 0);
        assert.deepEqual(await axeViolations(visitor.page), []);
        await screenshot(visitor.page, `update-request-invalid-${size.width}`, { fullPage: false });
      }
    });
  });

  test('a worker without an e-mail address: the modal says nobody can receive the request and why, at 390 px', async () => {
    const { workerId, fullName } = await workerWithCredential(page, { first: 'Tomas', last: 'Quispe', credential: 'Confined Space' });
    await page.setViewportSize(PHONE);
    const section = await openCredentials(workerId, fullName);
    await row(section, 'Confined Space').getByRole('button', { name: 'Request update' }).click();
    const dialog = modal(page, 'Request an Updated Certificate');
    const alert = dialog.getByRole('alert').filter({ hasText: 'Nobody can receive this request' });
    await alert.waitFor();
    assert.match(await alert.innerText(), /This worker has no e-mail address, so nobody can receive the request\./);
    assert.equal(await dialog.getByRole('button', { name: 'Send request' }).isDisabled(), true);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'request-update-nobody-390', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    assert.deepEqual(pageErrors, []);
  });
});
