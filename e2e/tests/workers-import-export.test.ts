import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { UserCredentialTypesResponse } from '../../shared-api/src/credentials-types';
import type { WorkerResponse } from '../../shared-api/src/workers-types';
import { apiGet, apiSend } from '../support/api';
import { axeViolations } from '../support/axe';
import { PHONE, newPage, screenshot, signIn } from '../support/browser';
import { parseCsv } from '../support/csv';
import type { PortalServer } from '../support/server';
import { signedInSuite } from '../support/suite';
import { downloadedText, gotoWorkers, listWorkers, modal, searchWorkers, workerCard, workerPanel, workersAction } from '../support/workers';

/** Issue 18: importing the valid rows with the rejected ones downloaded, the export of the filtered list, the card's credential badges. */
describe('workers import, export and credential badges', () => {
  let portal: PortalServer;
  let browser: Browser;
  let page: Page;
  const { pageErrors } = signedInSuite((signedIn) => ({ page, browser, portal } = signedIn));

  const everyone = async (target: Page) => (await listWorkers(target, { active: '', per_page: '1' })).total;

  test('Import: the valid rows are imported and the rejected ones download with a reason, in one step said beforehand', async () => {
    await gotoWorkers(page);
    const before = await everyone(page);
    await workersAction(page, 'Import');
    const dialog = modal(page, 'Import workers');
    const file = [
      'First Name,Last Name,Email,Phone,City',
      'Paula,Partial,paula.partial@import.example.com,(403) 555-0190,Calgary',
      '=HYPERLINK("http://evil.example"),,formula.row@import.example.com,,Calgary',
      'Quinn,Partial,quinn.partial@import.example.com,,"Red Deer, AB"',
      'Rita,Rejected,not-an-email,,Edmonton',
    ].join('\n');
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'mixed.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('2 with errors').waitFor();

    const choice = dialog.getByRole('group', { name: 'Rows with errors' });
    const nothing = choice.getByRole('radio', { name: /^Import nothing now/ });
    assert.equal(await nothing.isChecked(), true, 'all or nothing stays the default');
    assert.equal(await dialog.getByRole('button', { name: 'Import 2 workers', exact: true }).isDisabled(), true);
    const validRows = choice.getByRole('radio', {
      name: 'Import the 2 valid rows now and download the 2 rows with errors as a CSV file, with the reason for each.',
    });
    await validRows.check();
    const run = dialog.getByRole('button', { name: 'Import 2 workers and download the rejected rows' });
    await run.waitFor();
    await screenshot(page, 'workers-import-valid-rows-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);

    const [download] = await Promise.all([page.waitForEvent('download'), run.click()]);
    assert.match(download.suggestedFilename(), /^rejected_workers_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    await dialog
      .getByText('Imported 2 workers. 2 rows with errors were not imported; they are in the downloaded file with their reasons.')
      .waitFor();
    await dialog.getByText(`The rejected rows were downloaded as ${download.suggestedFilename()}: fix them there and import that file.`).waitFor();
    const rows = parseCsv(await downloadedText(download));
    assert.deepEqual(rows[0], ['First Name', 'Last Name', 'Email', 'Phone', 'Address', 'City', 'State', 'Zip', 'DOB', 'Bio', 'Preferred Language', 'Line', 'Reason']);
    assert.deepEqual(
      rows.slice(1).map((row) => [row[0], row[2], row[11], row[12]]),
      [
        [`'=HYPERLINK("http://evil.example")`, 'formula.row@import.example.com', '3', 'The last name field is required.'],
        ['Rita', 'not-an-email', '5', 'The email field must be a valid email address.'],
      ],
      'the formula is neutralised, each row says why',
    );
    await screenshot(page, 'workers-import-valid-rows-done-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    const [again] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download the rejected rows again' }).click()]);
    assert.equal(again.suggestedFilename(), download.suggestedFilename());
    await dialog.getByRole('button', { name: 'Done' }).click();

    assert.equal(await everyone(page), before + 2);
    await searchWorkers(page, 'partial');
    await workerCard(page, 'Paula Partial').waitFor();
    await workerCard(page, 'Quinn Partial').waitFor();
    await searchWorkers(page, '');
  });

  test('Export: the modal says which workers the list\'s filters hold, and the file has just those with the new columns', async () => {
    await gotoWorkers(page);
    await searchWorkers(page, 'partial');
    const matches = await listWorkers(page, { search: 'partial', with_crews: 'true' });
    assert.equal(matches.total, 2);
    await workersAction(page, 'Export');
    const dialog = modal(page, 'Export workers');
    const scope = dialog.getByRole('status', { name: 'Workers exported' });
    await scope.getByText('2 workers matching “partial”').waitFor();
    await scope.getByText('Filters: active.').waitFor();
    for (const column of ['Phone', 'Job title', 'Crews', 'Tags', 'Status']) await dialog.getByLabel(column, { exact: true }).check();
    await dialog.getByLabel('E-mail', { exact: true }).uncheck();
    await screenshot(page, 'workers-export-filtered-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export', exact: true }).click()]);
    const [header, ...rows] = parseCsv(await downloadedText(download));
    assert.deepEqual(header, ['Full Name', 'Phone', 'Job Title', 'Crews', 'Tags', 'Status']);
    assert.deepEqual(rows, [
      ['Paula Partial', '(403) 555-0190', '', '', '', 'Active'],
      ['Quinn Partial', '', '', '', '', 'Active'],
    ]);
    await searchWorkers(page, '');

    await workersAction(page, 'Export');
    const all = await listWorkers(page, { per_page: '1' });
    await modal(page, 'Export workers').getByRole('status', { name: 'Workers exported' }).getByText(`All ${all.total} active workers`).waitFor();
    await modal(page, 'Export workers').getByRole('button', { name: 'Cancel' }).click();
  });

  test('a card counts expired and expiring credentials, and its badges open the panel with the expired first', async () => {
    await gotoWorkers(page);
    const { worker } = await apiSend<WorkerResponse>(page, 'POST', '/workers', { first_name: 'Bea', last_name: 'Badges' });
    const { user_credential_types: types } = await apiGet<UserCredentialTypesResponse>(page, '/tradeslink/user-credential-types');
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    for (const [name, issued, expiry] of [
      ['Current Ticket', day(-10), day(400)],
      ['Fall Arrest', day(-800), day(-20)],
      ['Confined Space', day(-700), day(12)],
    ]) {
      await apiSend(page, 'POST', `/workers/${worker.id}/credentials`, { name, user_credential_type_id: types[0].id, issued, expiry });
    }
    await searchWorkers(page, 'badges');
    const card = workerCard(page, 'Bea Badges');
    const alerts = card.getByRole('button', { name: /^1 expired\s*1 expiring soon$/ });
    await alerts.waitFor();
    await screenshot(page, 'workers-card-credential-badges-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    await alerts.click();
    const panel = workerPanel(page, 'Bea Badges');
    const list = panel.getByRole('list', { name: 'Credentials list' });
    await list.waitFor();
    assert.deepEqual(
      await list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
      ['Fall Arrest', 'Confined Space', 'Current Ticket'],
    );
    await list.getByRole('listitem', { name: 'Confined Space' }).getByText('Expires soon').waitFor();
    // No file anywhere: the warning only on the current ones, not on the expired copy.
    assert.equal(await list.getByRole('listitem', { name: 'Fall Arrest' }).getByText('No file has been uploaded for this credential.').count(), 0);
    assert.equal(await list.getByRole('listitem', { name: 'Current Ticket' }).getByText('No file has been uploaded for this credential.').count(), 1);
    await panel.getByText('3 credentials · 1 expired · 1 expiring soon').waitFor();
    await screenshot(page, 'workers-panel-credentials-order-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
  });

  test('on a phone: the import choice, the export scope and the card badges fit and pass axe', async () => {
    const phone = await newPage(browser, portal.url, PHONE);
    try {
      const { page: small } = phone;
      await signIn(small, 'owner@demo.test');
      await gotoWorkers(small, '?search=badges');
      await workerCard(small, 'Bea Badges').getByRole('button', { name: /^1 expired\s*1 expiring soon$/ }).waitFor();
      await screenshot(small, 'workers-card-credential-badges-390', { fullPage: false });
      assert.deepEqual(await axeViolations(small), []);

      await workersAction(small, 'Export');
      await modal(small, 'Export workers').getByRole('status', { name: 'Workers exported' }).getByText('1 worker matching “badges”').waitFor();
      await screenshot(small, 'workers-export-filtered-390', { fullPage: false });
      assert.deepEqual(await axeViolations(small), []);
      await modal(small, 'Export workers').getByRole('button', { name: 'Cancel' }).click();

      await workersAction(small, 'Import');
      const dialog = modal(small, 'Import workers');
      const file = 'First Name,Last Name\nSam,Small\n,Nofirst\n';
      await dialog.getByLabel('CSV file').setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await dialog.getByRole('group', { name: 'Rows with errors' }).getByRole('radio', { name: /^Import the 1 valid row now/ }).check();
      await dialog.getByRole('button', { name: 'Import 1 worker and download the rejected rows' }).waitFor();
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.equal(overflow, 0, 'the page does not scroll sideways');
      await screenshot(small, 'workers-import-valid-rows-390', { fullPage: false });
      assert.deepEqual(await axeViolations(small), []);
    } finally {
      await phone.context.close();
    }
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
