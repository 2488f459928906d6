import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { credentialsPanel, tableRows } from '../support/credentials';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';

const HEADER = 'First Name,Last Name,Email,Credential Name,Credential Issued Date,Credential Expiry';
const csvFile = (lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');

/**
 * Issue 18: a bulk upload is not lost once the page is left. The Add Credentials tab lists earlier uploads (file,
 * who, when, status, counts) after a reload, and each one's details window opens from the list.
 */
describe('bulk upload history', () => {
  let page: Page;
  const { pageErrors } = signedInSuite((signedIn) => ({ page } = signedIn));

  test('an upload, then a reload: the history lists it and opens its details window, at 1280 and 390 px and by keyboard', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/credentials?page-name=add');
    const tab = credentialsPanel(page, 'Add Credentials');
    await tab.getByRole('heading', { name: 'Upload history' }).waitFor();

    await tab.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'autumn-renewals.csv',
      mimeType: 'text/csv',
      buffer: csvFile([
        'Ilse,Brandt,ilse.brandt@example.com,Working at Heights,2025-10-01,2028-10-01',
        'Ilse,Brandt,ilse.brandt@example.com,WHMIS 2015,2025-10-02,2026-10-02',
        'Tariq,Haddad,tariq.haddad@example.com,Standard First Aid,2025-10-03,2028-10-03',
      ]),
    });
    await tab.getByRole('button', { name: 'Preview', exact: true }).click();
    await tab.getByText('3 ready', { exact: true }).waitFor();
    await tab.getByRole('button', { name: 'Upload', exact: true }).click();
    await tab.getByRole('button', { name: 'Upload another file' }).waitFor({ timeout: 30_000 });

    // Leave and come back: the upload is still there, with who sent it and what it did.
    await page.reload();
    const history = tab.getByRole('table', { name: 'Earlier bulk uploads' });
    await history.waitFor();
    const row = history.getByRole('row').filter({ hasText: 'autumn-renewals.csv' });
    await eventually(async () => (await tableRows(history)).find((cells) => cells[0] === 'autumn-renewals.csv')?.slice(0, 5).map((cell, i) => (i === 2 ? /\d{4}/.test(cell) : cell)), [
      'autumn-renewals.csv',
      'Dana Whitford',
      true,
      'Done',
      '3 rows: 3 created, 0 failed',
    ]);
    await screenshot(page, 'bulk-upload-history-1280');
    assert.deepEqual(await axeViolations(page), []);

    // The details window opens from the history (a new window, as from the notification).
    const link = row.getByRole('link', { name: 'View details of autumn-renewals.csv' });
    const [details] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await details.getByRole('heading', { level: 1, name: 'Bulk credential upload' }).waitFor();
    const outcomes = details.getByRole('table', { name: 'Row outcomes' });
    await eventually(async () => (await tableRows(outcomes)).map((cells) => cells[1]), ['Ilse Brandt', 'Ilse Brandt', 'Tariq Haddad']);
    assert.deepEqual(await axeViolations(details), []);
    await details.close();

    // By keyboard: the link is reached with Tab and opens with Enter.
    await link.focus();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'View details of autumn-renewals.csv');
    const [byKeyboard] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await byKeyboard.getByRole('heading', { level: 1, name: 'Bulk credential upload' }).waitFor();
    await byKeyboard.close();

    // A phone: one block per upload, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    const item = tab.getByRole('listitem').filter({ hasText: 'autumn-renewals.csv' });
    await item.waitFor();
    await item.getByText('By Dana Whitford,', { exact: false }).waitFor();
    await item.getByText('3 rows: 3 created, 0 failed').waitFor();
    await item.getByRole('link', { name: 'View details of autumn-renewals.csv' }).waitFor();
    await eventually(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scrolling');
    await screenshot(page, 'bulk-upload-history-390');
    assert.deepEqual(await axeViolations(page), []);
    await page.setViewportSize(DESKTOP);
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
