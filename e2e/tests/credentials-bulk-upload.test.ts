import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { BulkCredentialUploadResponse } from '../../shared-api/src/credentials-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { PHONE, screenshot } from '../support/browser';
import { credentialsPanel, tableRows } from '../support/credentials';
import type { PortalServer } from '../support/server';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';

const HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Credential Name',
  'Credential Issued Date',
  'Credential Expiry',
  'Credential URL',
  'Supporting Credential Name',
  'Supporting Credential Issued Date',
  'Supporting Credential Expiry',
  'Supporting Credential ID',
  'Supporting Credential URL',
];
const GOOD = ['Nadia', 'Kovac', 'nadia.kovac@example.com', 'Confined Space Entry', '2025-02-01', '2028-02-01', '', '', '', '', '', ''];
const BAD = ['Owen', 'Pelletier', 'owen.pelletier@example.com', 'Hoisting and Rigging', '2027-09-01', '2025-09-01', '', '', '', '', '', ''];
const FIXED = ['Owen', 'Pelletier', 'owen.pelletier@example.com', 'Hoisting and Rigging', '2024-09-01', '2027-09-01', '', '', '', '', '', ''];

/** The cells here hold no commas, quotes or line breaks, so joining them is valid CSV. */
const csvFile = (rows: string[][]) => Buffer.from(`${rows.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8');

describe('bulk credential upload', () => {
  let portal: PortalServer;
  let page: Page;
  const { pageErrors } = signedInSuite((signedIn) => ({ page, portal } = signedIn));

  const choose = (rows: string[][], name = 'crew-tickets.csv') =>
    page.getByLabel('CSV file', { exact: true }).setInputFiles({ name, mimeType: 'text/csv', buffer: csvFile(rows) });

  test('a bad row blocks the upload; the fixed file uploads, finishes and reports each row; the same file again is refused', async () => {
    await page.goto('/credentials?page-name=add');
    const tab = credentialsPanel(page, 'Add Credentials');
    const upload = tab.getByRole('button', { name: 'Upload', exact: true });

    await choose([HEADER, GOOD, BAD]);
    await tab.getByRole('button', { name: 'Preview', exact: true }).click();
    await tab.getByText('1 with errors', { exact: true }).waitFor();
    await tab.getByText('1 ready', { exact: true }).waitFor();
    await tab.getByText('Fix the rows marked in red and choose the file again: the upload runs only when every row is valid.').waitFor();
    const errors = tab.getByLabel('Errors on line 3', { exact: true });
    await errors.waitFor();
    assert.match(await errors.innerText(), /Credential Issued Date|Credential Expiry/);
    assert.equal(await upload.isDisabled(), true, 'nothing uploads while a row is wrong');
    await screenshot(page, 'bulk-upload-preview-errors-1280');
    assert.deepEqual(await axeViolations(page), []);

    await choose([HEADER, GOOD, FIXED]);
    await tab.getByRole('button', { name: 'Preview', exact: true }).click();
    await tab.getByText('2 ready', { exact: true }).waitFor();
    assert.equal(await tab.getByText('1 with errors').count(), 0);
    await eventually(() => upload.isEnabled(), true);
    await upload.click();

    const progress = tab.getByRole('progressbar', { name: 'Bulk upload progress' });
    await progress.waitFor();
    await tab.getByRole('button', { name: 'Upload another file' }).waitFor({ timeout: 30_000 });
    await eventually(() => progress.getAttribute('aria-valuenow'), '100');
    await tab.getByText('2 of 2 rows processed: 2 created, 0 failed. 2 new workers were created.').waitFor();
    await screenshot(page, 'bulk-upload-done-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);

    const details = tab.getByRole('link', { name: 'View details', exact: true });
    const href = (await details.getAttribute('href')) ?? '';
    assert.ok(href.startsWith('/credentials/credential-bulk-uploads?file_url='), href);
    const fileUrl = new URL(href, portal.url).searchParams.get('file_url') ?? '';
    const { bulk_credential_upload: stored } = await apiGet<BulkCredentialUploadResponse>(
      page,
      `/credentials/bulk-uploads?file_url=${encodeURIComponent(fileUrl)}`,
    );
    assert.equal(stored.status, 'done');
    assert.equal(stored.created_count, 2);

    // The details page lists each row's outcome.
    const report = { page: await page.context().newPage() };
    try {
      await report.page.goto(href);
      await report.page.getByRole('heading', { level: 1, name: 'Bulk credential upload' }).waitFor();
      const outcomes = report.page.getByRole('table', { name: 'Row outcomes' });
      await outcomes.waitFor();
      await eventually(
        async () => (await tableRows(outcomes)).map((cells) => cells.slice(0, 4)),
        [
          ['2', 'Nadia Kovac', 'Confined Space Entry', 'Created'],
          ['3', 'Owen Pelletier', 'Hoisting and Rigging', 'Created'],
        ],
      );
      await screenshot(report.page, 'bulk-upload-details-1280');
      assert.deepEqual(await axeViolations(report.page), []);
      await report.page.setViewportSize(PHONE);
      await eventually(() => report.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scrolling');
      await screenshot(report.page, 'bulk-upload-details-390');
      assert.deepEqual(await axeViolations(report.page), []);
    } finally {
      await report.page.close();
    }

    // The same file again.
    await tab.getByRole('button', { name: 'Upload another file' }).click();
    await choose([HEADER, GOOD, FIXED]);
    await tab.getByRole('button', { name: 'Preview', exact: true }).click();
    await tab.getByText('2 ready', { exact: true }).waitFor();
    await upload.click();
    await tab.getByText('This file was already uploaded.', { exact: true }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
