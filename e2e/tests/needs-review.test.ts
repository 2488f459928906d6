import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { WorkerCredentialsResponse } from '../../shared-api/src/credentials-types';
import { apiGet, apiSend, apiPostForm } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { certificatePdf } from '../support/credentials';
import { sentMail } from '../support/mail';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { modal, toast, workerPanel } from '../support/workers';

const READER = 'review.reader@client.example.com';
const FIRST = 'Ingrid';
const LAST = 'Sørensen';
const FULL_NAME = `${FIRST} ${LAST}`;

/**
 * Issue 18: unchecked proof never passes for verified. A parsed credential shows 'Needs review' on the
 * Credentials page (its filter and pill) and 'Not yet verified by the employer' on the shared wallet until a
 * person confirms it; then both are gone.
 */
describe('a parsed credential waits for review everywhere it shows', () => {
  let page: Page;
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  test('parse → Needs review on the Credentials page and the wallet → confirm → gone', async () => {
    const { worker } = await apiSend<{ worker: { id: number } }>(page, 'POST', '/workers', { first_name: FIRST, last_name: LAST });
    await apiSend(page, 'POST', `/workers/${worker.id}/wallets`, { email: READER });
    const outbox = await sentMail(page);
    const walletLink = outbox.find((entry) => entry.to_address === READER)?.text_body.match(/https?:\/\/\S+\/wallet\?token=[A-Za-z0-9_-]+/)?.[0];
    assert.ok(walletLink, 'the wallet link was e-mailed');

    // The certificate goes through the worker panel's parse call, as its Parse File tab sends it.
    const parsed = await apiPostForm(page, '/credentials/parse', {
      enterprise_customer_worker_id: String(worker.id),
      file: {
        name: 'wah-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: await certificatePdf([
          'CERTIFICATE OF COMPLETION',
          'This is to certify that',
          FULL_NAME,
          'has successfully completed',
          'Working at Heights Training',
          'Date of Issue: March 14, 2025',
          'Expiry Date: March 14, 2028',
          'Certificate No. WAH-12345',
        ]),
      },
    });
    assert.equal(parsed.status(), 201, await parsed.text());
    const proposal = async () =>
      (await apiGet<WorkerCredentialsResponse>(page, `/workers/${worker.id}/credentials`)).user_credentials.find((credential) => credential.needs_review);
    await eventually(async () => Boolean(await proposal()), true, 'the parse proposal arrives', 90_000);
    const credential = (await proposal())!;

    // The Credentials page: the Review filter keeps it, with its pill, at 1280 and 390 px.
    const listUrl = `/credentials?page-name=credentials&review=needs_review&search=${encodeURIComponent(FULL_NAME)}`;
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(listUrl);
      const item = page.getByRole('table', { name: 'Credentials' }).or(page.getByRole('list').filter({ hasText: FULL_NAME })).first();
      await item.getByText('Needs review', { exact: true }).first().waitFor();
      assert.equal(await page.getByRole('combobox', { name: 'Review' }).inputValue(), 'needs_review');
      assert.match(await item.innerText(), new RegExp(credential.name));
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `credentials-needs-review-${size.width}`, { fullPage: false });
    }
    await page.setViewportSize(DESKTOP);

    // The wallet, opened by its reader on a phone: not yet verified by the employer.
    await suite.withPage({ viewport: PHONE }, async (reader) => {
      const card = () => reader.page.getByRole('article', { name: credential.name });
      await reader.page.goto(new URL(walletLink).pathname + new URL(walletLink).search);
      await reader.page.getByRole('heading', { level: 1, name: FULL_NAME }).waitFor();
      await card().getByText('Not yet verified by the employer').waitFor();
      assert.deepEqual(await axeViolations(reader.page), []);
      await screenshot(reader.page, 'wallet-not-verified-390', { fullPage: false });

      // A person reviews and confirms it in the worker panel.
      await page.goto(`/workers/${worker.id}`);
      const panel = workerPanel(page, FULL_NAME);
      await panel.getByRole('tablist', { name: 'Worker sections' }).getByRole('tab', { name: 'Credentials', exact: true }).click();
      const section = panel.getByRole('region', { name: 'Credentials', exact: true });
      const row = section.getByRole('list', { name: 'Credentials list' }).getByRole('listitem', { name: credential.name, exact: true });
      await row.getByRole('button', { name: 'Review', exact: true }).click();
      const review = modal(page, 'Edit Credential');
      const type = review.getByLabel('Credential type');
      if ((await type.inputValue()) === '') await type.selectOption({ index: 1 });
      await review.getByRole('button', { name: 'Confirm', exact: true }).click();
      await toast(page, 'Credential updated successfully').waitFor();
      await review.waitFor({ state: 'detached' });

      // Gone from the filter, and from the wallet.
      await page.goto(listUrl);
      await page.getByText('No credentials match these filters.').waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await page.goto(`/credentials?page-name=credentials&search=${encodeURIComponent(FULL_NAME)}`);
      await page.getByRole('table', { name: 'Credentials' }).getByText(credential.name).first().waitFor();
      assert.equal(await page.getByRole('table', { name: 'Credentials' }).getByText('Needs review', { exact: true }).count(), 0);

      await reader.page.reload();
      await card().waitFor();
      assert.equal(await card().getByText('Not yet verified by the employer').count(), 0);
      assert.deepEqual(await axeViolations(reader.page), []);
    });
    assert.deepEqual(pageErrors, []);
  });
});
