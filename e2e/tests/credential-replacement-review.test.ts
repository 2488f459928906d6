import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { WorkerUserCredentialResponse } from '../../shared-api/src/credentials-types';
import { apiGet, apiSend } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { certificatePdf, certificatePng, workerWithCredential } from '../support/credentials';
import { sentMail } from '../support/mail';
import { signedInSuite } from '../support/suite';
import { modal, toast, workerPanel } from '../support/workers';

/**
 * Issue 18: what a worker sends through an update link is reviewed beside the version it replaces: both
 * documents and both sets of dates side by side (one after the other on a phone); the previous document stays
 * until the admin confirms the replacement, or comes back when the admin keeps the previous version.
 */
describe('reviewing a worker\'s replacement', () => {
  let page: Page;
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  /** A worker with one credential, asked for an update; the worker sends a new card and dates from a phone. */
  async function replacedByWorker(first: string, last: string, email: string) {
    const { workerId, fullName, credential: original } = await workerWithCredential(page, {
      first,
      last,
      email,
      credential: 'Fall Arrest',
      pdf: { name: 'fall-arrest-2023.pdf', buffer: await certificatePdf(['FALL ARREST', `${first} ${last}`, 'Expires 2026-02-01']) },
    });
    await apiSend(page, 'POST', `/credentials/${original.id}/request-update`, { message: 'Your card expires soon.' });
    const link = (await sentMail(page)).find((entry) => entry.to_address === email)?.text_body.match(/https?:\/\/\S+\/user-credential-requests\/[A-Za-z0-9_-]+/)?.[0];
    assert.ok(link, 'the e-mail holds the update link');

    await suite.withPage({ viewport: PHONE }, async (visitor) => {
      await visitor.page.goto(new URL(link).pathname);
      await visitor.page.getByLabel('Issued date').fill('2026-02-01');
      await visitor.page.getByLabel('Expires date').fill('2029-02-01');
      await visitor.page.locator('input[type="file"]').setInputFiles({
        name: 'renewed-card.png',
        mimeType: 'image/png',
        buffer: await certificatePng(['FALL ARREST', `${first} ${last}`, 'Issued 2026-02-01', 'Expires 2029-02-01']),
      });
      await visitor.page.getByRole('button', { name: 'Update Credential' }).click();
      await visitor.page.getByRole('status').filter({ hasText: 'Your credential has been updated. Thank you!' }).waitFor();
    });
    const { user_credential: replaced } = await apiGet<WorkerUserCredentialResponse>(page, `/credentials/${original.id}`);
    return { workerId, fullName, original, replaced };
  }

  async function openReview(workerId: number, fullName: string): Promise<Locator> {
    await page.goto(`/workers/${workerId}`);
    const panel = workerPanel(page, fullName);
    await panel.getByRole('tablist', { name: 'Worker sections' }).getByRole('tab', { name: 'Credentials', exact: true }).click();
    const row = panel.getByRole('list', { name: 'Credentials list' }).getByRole('listitem', { name: 'Fall Arrest', exact: true });
    await row.getByText('Needs review', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Review', exact: true }).click();
    return modal(page, 'Edit Credential');
  }

  // Not from the browser's cache: the review showed these documents a moment ago.
  const fileStatus = (url: string) => page.evaluate(async (target) => (await fetch(target, { cache: 'no-store' })).status, url);

  test('both versions side by side, then one after the other on a phone; confirming removes the previous document', async () => {
    await page.setViewportSize(DESKTOP);
    const { workerId, fullName, original, replaced } = await replacedByWorker('Noor', 'Qureshi', 'noor.qureshi@example.com');
    assert.ok(original.s3_url && replaced.s3_url && original.s3_url !== replaced.s3_url);

    const review = await openReview(workerId, fullName);
    const previous = review.getByRole('region', { name: 'Previous version' });
    const submitted = review.getByRole('region', { name: 'Sent by the worker' });
    await previous.getByText('Kept until you confirm the replacement.').waitFor();
    await previous.getByText('Feb 1, 2023').waitFor();
    await submitted.getByText('Feb 1, 2029').waitFor();
    const picture = submitted.getByRole('img', { name: 'Sent by the worker: renewed-card.png' });
    await picture.waitFor();
    assert.ok(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), 'the sent picture is shown');
    assert.equal(await previous.getByRole('link', { name: 'Open fall-arrest-2023.pdf' }).getAttribute('href'), original.s3_url);
    const [left, right] = [await previous.boundingBox(), await submitted.boundingBox()];
    assert.ok(left && right && Math.abs(left.y - right.y) < 2 && left.x < right.x, 'side by side at 1280 px');
    await screenshot(page, 'replacement-review-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);

    await page.setViewportSize(PHONE);
    const [top, below] = [await previous.boundingBox(), await submitted.boundingBox()];
    assert.ok(top && below && below.y >= top.y + top.height, 'the previous version first, the replacement below it at 390 px');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scrolling');
    await screenshot(page, 'replacement-review-390', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    await page.setViewportSize(DESKTOP);

    assert.equal(await fileStatus(original.s3_url), 200, 'the previous document is kept while the review waits');
    await review.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Credential updated successfully').waitFor();
    await review.waitFor({ state: 'detached' });
    assert.equal(await fileStatus(original.s3_url), 404, 'confirmed: the previous document is gone');
    assert.equal(await fileStatus(replaced.s3_url), 200);
  });

  test('keeping the previous version brings back its document and dates, by keyboard', async () => {
    await page.setViewportSize(DESKTOP);
    const { workerId, fullName, original, replaced } = await replacedByWorker('Emeka', 'Obi', 'emeka.obi@example.com');
    const review = await openReview(workerId, fullName);
    const keep = review.getByRole('button', { name: 'Keep the previous version' });
    await keep.focus();
    await page.keyboard.press('Enter');
    await toast(page, "The previous version was kept; the worker's replacement was discarded.").waitFor();
    await review.waitFor({ state: 'detached' });
    assert.deepEqual(await axeViolations(page), []);

    const { user_credential: kept } = await apiGet<WorkerUserCredentialResponse>(page, `/credentials/${original.id}`);
    assert.deepEqual([kept.s3_url, kept.issued, kept.expiry, kept.needs_review], [original.s3_url, '2023-02-01', '2026-02-01', false]);
    assert.equal(await fileStatus(replaced.s3_url!), 404, 'what the worker sent is discarded');
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
