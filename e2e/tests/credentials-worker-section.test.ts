import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type {
  CredentialIssuerResponse,
  CredentialUpdateRequestsResponse,
  WorkerCredentialsResponse,
} from '../../shared-api/src/credentials-types';
import type { Worker } from '../../shared-api/src/workers-types';
import { apiGet, apiSend } from '../support/api';
import { axeViolations } from '../support/axe';
import { PHONE, DESKTOP, screenshot } from '../support/browser';
import { certificatePdf, certificatePng } from '../support/credentials';
import { pngImage } from '../support/png';
import { sentMail } from '../support/mail';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { answerConfirm, fieldDescription, listWorkers, modal, toast, workerPanel } from '../support/workers';

/** The names of the buttons inside `container` that lie, on screen, under the toast. */
async function buttonsUnder(toastLocator: Locator, container: Locator, viewport: { width: number; height: number }): Promise<string[]> {
  const toastBox = await toastLocator.boundingBox();
  assert.ok(toastBox, 'the toast is on screen');
  const covered: string[] = [];
  for (const button of await container.getByRole('button').all()) {
    const box = await button.boundingBox();
    if (!box || box.y + box.height <= 0 || box.y >= viewport.height) continue;
    const overlaps =
      box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width &&
      box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
    if (overlaps) covered.push((await button.getAttribute('aria-label')) ?? (await button.innerText()));
  }
  return covered;
}

const sectionTab = (panel: Locator, name: string) =>
  panel.getByRole('tablist', { name: 'Worker sections' }).getByRole('tab', { name, exact: true });

describe('the Credentials section of the worker panel', () => {
  let page: Page;
  let worker: Worker;
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  before(async () => {
    const workers = await listWorkers(page);
    const withEmail = workers.data.find((entry) => entry.email);
    assert.ok(withEmail, 'the seed has a worker with an e-mail address');
    worker = withEmail;
  });

  /** The worker's panel on its Credentials section, loaded. */
  async function openSection(): Promise<Locator> {
    await page.goto(`/workers/${worker.id}`);
    const panel = workerPanel(page, worker.full_name);
    await sectionTab(panel, 'Credentials').click();
    const section = panel.getByRole('region', { name: 'Credentials', exact: true });
    await section.getByRole('button', { name: '+ Add Credential' }).waitFor();
    return section;
  }

  const row = (section: Locator, name: string) => section.getByRole('list', { name: 'Credentials list' }).getByRole('listitem', { name, exact: true });

  const workerCredentials = async () => (await apiGet<WorkerCredentialsResponse>(page, `/workers/${worker.id}/credentials`)).user_credentials;

  test('add a credential with the form (after its checks), edit it, assess it, set its issuer, then delete it', async () => {
    const section = await openSection();
    const name = 'Fall Protection Level 2';

    // The form's checks.
    await section.getByRole('button', { name: '+ Add Credential' }).click();
    const dialog = modal(page, 'Add a Credential');
    await dialog.getByRole('tab', { name: 'Form', exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog.getByText('Please fix the errors in the form.').waitFor();
    assert.equal(await fieldDescription(dialog.getByLabel('Credential name')), 'Credential name is required.');
    assert.equal(await fieldDescription(dialog.getByLabel('Credential type')), 'Credential type is required.');
    await dialog.getByLabel('Credential name').fill(name);
    const type = dialog.getByLabel('Credential type');
    const typeLabel = await type.locator('option').nth(1).innerText();
    await type.selectOption({ label: typeLabel });
    await dialog.getByLabel('Issued').fill('2026-05-01');
    await dialog.getByLabel('Expiry').fill('2025-05-01');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    assert.equal(await fieldDescription(dialog.getByLabel('Issued')), 'Issued date cannot be after expiry date.');
    await screenshot(page, 'worker-credentials-add-errors-1280', { fullPage: false });

    await dialog.getByLabel('Expiry').fill('2029-05-01');
    await dialog.getByLabel('Document number').fill('FP-2291');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await toast(page, `Successfully submitted credential: ${name} for ${worker.full_name}`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const added = row(section, name);
    await added.waitFor();
    const created = (await workerCredentials()).find((credential) => credential.name === name);
    assert.ok(created);
    assert.equal(created.document_number, 'FP-2291');
    assert.equal(created.user_credential_type?.label, typeLabel);
    await added.getByText(`Issued: ${created.issued_pretty_date}`).waitFor();
    await added.getByText('No file has been uploaded for this credential.').waitFor();

    // Edit: a new name.
    const renamed = `${name} (Renewed)`;
    await added.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = modal(page, 'Edit Credential');
    assert.equal(await edit.getByLabel('Credential name').inputValue(), name);
    await edit.getByLabel('Credential name').fill(renamed);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Credential updated successfully').waitFor();
    await edit.waitFor({ state: 'detached' });
    const edited = row(section, renamed);
    await edited.waitFor();
    assert.ok((await workerCredentials()).some((credential) => credential.id === created.id && credential.name === renamed));

    // An internal assessment of four stars.
    await edited.getByRole('button', { name: 'Assessments', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Internal Assessment' });
    await drawer.getByRole('button', { name: '4 stars', exact: true }).click();
    await drawer.getByLabel('Notes').fill('Checked the harness inspection on site.');
    await drawer.getByRole('button', { name: 'Add assessment' }).click();
    const assessments = drawer.getByRole('list', { name: 'Assessments' });
    await assessments.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    await assessments.getByText('Checked the harness inspection on site.').waitFor();
    await screenshot(page, 'worker-credentials-assessment-1280', { fullPage: false });
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
    await edited.getByRole('button', { name: 'Assessments (1)', exact: true }).waitFor();

    // Set an issuer, then change it to another.
    const first = (await apiSend<CredentialIssuerResponse>(page, 'POST', '/credential-issuers', { name: 'Harbour Safety Council' })).credential_issuer;
    const second = (await apiSend<CredentialIssuerResponse>(page, 'POST', '/credential-issuers', { name: 'Coastal Rope Access Institute' })).credential_issuer;
    await edited.getByRole('button', { name: 'More', exact: true }).click();
    await edited.getByText('No issuer').waitFor();
    await edited.getByRole('button', { name: 'Set issuer' }).click();
    const setIssuer = modal(page, 'Update Credential Issuer');
    await setIssuer.getByRole('button', { name: 'Update', exact: true }).click();
    const issuerSelect = setIssuer.getByRole('combobox', { name: 'Issuer' });
    assert.equal(await fieldDescription(issuerSelect), 'Please select an issuer.');
    await issuerSelect.selectOption({ label: first.name });
    await setIssuer.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'User credential issuer updated successfully.').waitFor();
    await setIssuer.waitFor({ state: 'detached' });
    await edited.getByRole('definition').filter({ hasText: first.name }).waitFor();

    await edited.getByRole('button', { name: 'Change issuer' }).click();
    const change = modal(page, `Change credential issuer for ${renamed}`);
    await change.getByRole('combobox', { name: 'Issuer' }).selectOption({ label: second.name });
    await screenshot(page, 'worker-credentials-change-issuer-1280', { fullPage: false });
    await change.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'User credential issuer updated successfully.').waitFor();
    await change.waitFor({ state: 'detached' });
    await edited.getByRole('definition').filter({ hasText: second.name }).waitFor();
    const withIssuer = (await workerCredentials()).find((credential) => credential.id === created.id);
    assert.equal(withIssuer?.enterprise_customer_credential_issuer?.id, second.id);

    // Delete, after confirming.
    await edited.getByRole('button', { name: `Delete ${renamed}` }).click();
    await answerConfirm(page, `Are you sure you want to delete ${renamed}? This cannot be undone.`, 'Delete');
    await toast(page, 'Credential deleted successfully.').waitFor();
    await edited.waitFor({ state: 'detached' });
    assert.ok(!(await workerCredentials()).some((credential) => credential.id === created.id));
  });

  // 1280 × 640, a laptop's window: short enough that the dialog's footer reaches the bottom corner where toasts go.
  for (const [viewportName, viewport] of [
    ['1280', { width: DESKTOP.width, height: 640 }],
    ['390', PHONE],
  ] as const) {
    test(`a toast after saving leaves every button of the open panel, and of a dialog opened at once, uncovered (${viewportName} px)`, async () => {
      await page.setViewportSize(viewport);
      try {
        const section = await openSection();
        const item = section.getByRole('list', { name: 'Credentials list' }).getByRole('listitem').first();
        await item.getByRole('button', { name: 'Edit', exact: true }).click();
        const edit = modal(page, 'Edit Credential');
        await edit.getByLabel('Document number').fill(`TOAST-${viewportName}`);
        await edit.getByRole('button', { name: 'Save', exact: true }).click();
        const shown = toast(page, 'Credential updated successfully');
        await shown.waitFor();
        await edit.waitFor({ state: 'detached' });
        assert.deepEqual(await buttonsUnder(shown, workerPanel(page, worker.full_name), viewport), [], 'no button of the panel lies under the toast');

        // The toast stays for 5 s: a dialog opened meanwhile keeps its buttons uncovered too.
        await item.getByRole('button', { name: 'Edit', exact: true }).click();
        const again = modal(page, 'Edit Credential');
        await again.getByRole('button', { name: 'Save', exact: true }).waitFor();
        assert.ok(await shown.isVisible(), 'the toast still shows while the dialog is open');
        assert.deepEqual(await buttonsUnder(shown, again, viewport), [], 'no button of the dialog lies under the toast');
        await screenshot(page, `worker-dialog-toast-${viewportName}`, { fullPage: false });
        await again.getByRole('button', { name: 'Cancel', exact: true }).click();
        await again.waitFor({ state: 'detached' });

        await screenshot(page, `worker-panel-toast-${viewportName}`, { fullPage: false });
        assert.deepEqual(await axeViolations(page), []);
      } finally {
        await page.setViewportSize(DESKTOP);
      }
    });
  }

  test('parse a PDF and a PNG: each becomes a credential to review; one is reviewed and confirmed', async () => {
    const section = await openSection();
    await section.getByRole('button', { name: '+ Add Credential' }).click();
    const dialog = modal(page, 'Add a Credential');
    await dialog.getByRole('tab', { name: 'Parse File', exact: true }).click();
    await dialog.getByLabel('Files', { exact: true }).setInputFiles([
      {
        name: 'wah-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: await certificatePdf([
          'CERTIFICATE OF COMPLETION',
          'This is to certify that',
          worker.full_name,
          'has successfully completed',
          'Working at Heights Training',
          'Date of Issue: March 14, 2025',
          'Expiry Date: March 14, 2028',
          'Certificate No. WAH-12345',
        ]),
      },
      {
        name: 'first-aid.png',
        mimeType: 'image/png',
        buffer: await certificatePng([
          'Canadian Red Cross',
          'Standard First Aid & CPR C',
          `Presented to: ${worker.full_name}`,
          'Issued: 2024-11-02',
          'Expires: 2027-11-02',
          'Certificate No. SFA-88213',
        ]),
      },
    ]);
    const queued = dialog.getByRole('list', { name: 'Files to parse' });
    await queued.getByRole('listitem', { name: 'wah-certificate.pdf' }).waitFor();
    await queued.getByRole('listitem', { name: 'first-aid.png' }).waitFor();
    await screenshot(page, 'worker-credentials-parse-queued-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Parse 2 files' }).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // Reading takes a moment (the PNG goes through OCR); the proposals arrive marked for review.
    // The name is matched to the catalogue's credential ('Working at Heights').
    const wah = row(section, 'Working at Heights');
    const firstAid = row(section, 'Standard First Aid & CPR C');
    await wah.getByRole('button', { name: 'Review', exact: true }).waitFor({ timeout: 90_000 });
    await firstAid.getByRole('button', { name: 'Review', exact: true }).waitFor({ timeout: 90_000 });
    await wah.getByText('Needs review', { exact: true }).waitFor();
    await screenshot(page, 'worker-credentials-parsed-1280', { fullPage: false });
    const proposed = (await workerCredentials()).find((credential) => credential.name === 'Working at Heights');
    assert.ok(proposed?.needs_review);
    assert.equal(proposed.document_number, 'WAH-12345');

    await wah.getByRole('button', { name: 'Review', exact: true }).click();
    const review = modal(page, 'Edit Credential');
    assert.equal(await review.getByLabel('Document number').inputValue(), 'WAH-12345');
    assert.equal(await review.getByLabel('Issued').inputValue(), '2025-03-14');
    assert.equal(await review.getByLabel('Expiry').inputValue(), '2028-03-14');
    const type = review.getByLabel('Credential type');
    if ((await type.inputValue()) === '') await type.selectOption({ index: 1 });
    await screenshot(page, 'worker-credentials-review-1280', { fullPage: false });
    await review.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Credential updated successfully').waitFor();
    await review.waitFor({ state: 'detached' });
    await wah.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    assert.equal(await wah.getByText('Needs review', { exact: true }).count(), 0);
    await firstAid.getByRole('button', { name: 'Review', exact: true }).waitFor();
    const confirmed = (await workerCredentials()).find((credential) => credential.id === proposed.id);
    assert.equal(confirmed?.needs_review, false);
  });

  test('request an update: the worker opens the e-mailed link without signing in and uploads a new document', async () => {
    const section = await openSection();
    const credentials = await workerCredentials();
    // One whose name is the worker's only credential of that name, so its row is found by name.
    const credential = credentials.find((entry) => credentials.filter((other) => other.name === entry.name).length === 1);
    assert.ok(credential, 'the worker has a credential');
    const item = row(section, credential.name);
    const message = 'Your ticket renewal is due, please send the new card.';

    // A request already open (from the seed) is withdrawn first, so a new one can be sent.
    const withdraw = item.getByRole('button', { name: 'Withdraw request' });
    if (await withdraw.count()) {
      await withdraw.click();
      await answerConfirm(page, 'Are you sure you want to withdraw this request?', 'Withdraw');
      await toast(page, 'Credential request successfully withdrawn!').waitFor();
    }
    await item.getByRole('button', { name: 'Request update' }).click();
    const dialog = modal(page, 'Request an Updated Certificate');
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await toast(page, 'Request sent successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The request's details open with its link, shown once (only its hash is kept); View request shows them again later, without it.
    const details = modal(page, `Update request: ${credential.name}`);
    const shownOnce = (await details.getByRole('status').filter({ hasText: `Link sent to ${worker.full_name}` }).locator('code').innerText()).trim();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });
    await item.getByRole('button', { name: 'Withdraw request' }).waitFor();
    await item.getByRole('button', { name: 'View request' }).click();
    await details.getByText(message).waitFor();
    assert.equal(await details.locator('code').count(), 0, 'no link when viewed later');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, `no sideways scrolling at ${viewport.width} px`);
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `worker-credential-request-details-${viewport.width}`, { fullPage: false });
    }
    await page.setViewportSize(DESKTOP);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });

    const outbox = await sentMail(page);
    const mail = outbox.find((entry) => entry.to_address === worker.email && entry.text_body.includes('/user-credential-requests/'));
    assert.ok(mail, 'an e-mail went to the worker');
    assert.ok(mail.text_body.includes(message), 'the e-mail carries the message');
    const link = mail.text_body.match(/https?:\/\/\S+\/user-credential-requests\/[A-Za-z0-9_-]+/)?.[0];
    assert.ok(link, 'the e-mail holds the link');
    assert.equal(link, shownOnce, 'the link shown once is the one e-mailed');
    const requests = (await apiGet<CredentialUpdateRequestsResponse>(page, '/credentials/update-requests?page=1')).update_requests;
    assert.ok(requests.data.some((request) => request.user_credential.id === credential.id));

    await suite.withPage({}, async (visitor) => {
      const { pathname } = new URL(link);
      await visitor.page.goto(pathname);
      await visitor.page.getByRole('heading', { name: `Hi ${worker.full_name},` }).waitFor();
      await visitor.page.getByText(message).first().waitFor();
      assert.equal(await visitor.page.getByLabel('Credential Name').inputValue(), credential.name);
      await visitor.page.locator('input[type="file"]').setInputFiles({ name: 'renewed-card.png', mimeType: 'image/png', buffer: pngImage(64, [20, 90, 160], [240, 240, 240]) });
      await screenshot(visitor.page, 'credential-update-public-1280');
      await visitor.page.getByRole('button', { name: 'Update Credential' }).click();
      await visitor.page.getByText(/Your credential has been updated\. Thank you!|Credential updated successfully!/).first().waitFor();
      await visitor.page.setViewportSize(PHONE);
      await eventually(() => visitor.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scrolling');
      await screenshot(visitor.page, 'credential-update-public-390');
      await visitor.page.reload();
      // The link stays usable: the page says the request is done.
      await visitor.page.getByText(/^This request was already completed/).waitFor();
    });

    // The staff side: the document is on file and the request is gone.
    const updated = (await workerCredentials()).find((entry) => entry.id === credential.id);
    assert.ok(updated?.s3_url, 'the credential has the new document');
    const after = (await apiGet<CredentialUpdateRequestsResponse>(page, '/credentials/update-requests?page=1')).update_requests;
    assert.ok(!after.data.some((request) => request.user_credential.id === credential.id));
    const reopened = await openSection();
    const refreshed = row(reopened, credential.name);
    await refreshed.getByRole('button', { name: 'Request update' }).waitFor();
    await refreshed.getByRole('link', { name: 'View file' }).or(refreshed.getByRole('button', { name: 'View file' })).first().waitFor();
    assert.equal(await refreshed.getByText('No file has been uploaded for this credential.').count(), 0);
    await screenshot(page, 'worker-credentials-1280', { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'worker-credentials-390', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
