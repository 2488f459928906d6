import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type {
  UniqueCredentialsResponse,
  Worker,
  WorkerCrewsResponse,
  WorkerCredentialRequestsResponse,
  WorkerResponse,
} from '../../shared-api/src/workers-types';
import { apiGet, apiSend } from '../support/api';
import { axeViolations } from '../support/axe';
import { PHONE, screenshot } from '../support/browser';
import { parseCsv } from '../support/csv';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import {
  answerConfirm,
  cardAction,
  cardNames,
  downloadedText,
  expectCards,
  fieldDescription,
  gotoWorkers,
  listSummary,
  listWorkers,
  modal,
  pathOf,
  searchParamsOf,
  searchWorkers,
  toast,
  workerCard,
  workerPanel,
  workersAction,
} from '../support/workers';

/** The spec's confirmations (part 1 §7). */
const DEACTIVATE_CONFIRM =
  'Are you sure you want to deactivate this worker? This will remove the worker from all crews and remove all credential requests.';
const ACTIVATE_CONFIRM = 'Are you sure you want to activate this worker?';

const filters = (page: Page) => page.getByRole('region', { name: 'Filter workers' });
const select = (page: Page, label: 'Order by' | 'Crews' | 'Status') => filters(page).getByLabel(label, { exact: true });
const searchBox = (page: Page) => filters(page).getByRole('searchbox', { name: 'Search' });
const tagBox = (page: Page) => filters(page).getByRole('combobox', { name: 'Tags' });

/** The crews line of a card as the spec words it. */
function expectedCrewsLine(worker: Worker): string {
  if (worker.crews_count === 0) return 'No Crews';
  const names = worker.crews.slice(0, 3).map((crew) => crew.name).join(', ');
  return worker.crews_count > 3 ? `${names} + ${worker.crews_count - 3} more` : names;
}

const crewsLine = (page: Page, fullName: string) =>
  workerCard(page, fullName).locator('dt', { hasText: /^Crews$/ }).locator('xpath=following-sibling::dd[1]').innerText();

/** Every worker of the customer, active or not: what an import must (not) change. */
const allWorkersCount = async (page: Page) => (await listWorkers(page, { active: '', per_page: '1' })).total;

describe('the workers list', () => {
  let page: Page;
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  test('shows the active workers by name, 24 a page, with page links that follow the URL', async () => {
    await gotoWorkers(page);
    const first = await listWorkers(page);
    assert.ok(first.last_page >= 3, 'the demo seed has three pages of active workers');
    await expectCards(page, first);
    for (const worker of first.data) assert.equal(worker.is_active, 1);

    const pages = page.getByRole('navigation', { name: 'Workers pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expectCards(page, await listWorkers(page, { page: '2' }));
    assert.equal(searchParamsOf(page).get('page'), '2');
    await pages.getByRole('button', { name: 'Next page' }).click();
    const last = await listWorkers(page, { page: '3' });
    await expectCards(page, last);
    assert.equal(await pages.getByRole('button', { name: 'Next page' }).isDisabled(), true, 'no page after the last');

    // A reload stays on the page, Back goes to the page before.
    await page.reload();
    await expectCards(page, last);
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expectCards(page, await listWorkers(page, { page: '2' }));
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expectCards(page, first);
    assert.equal(searchParamsOf(page).toString(), '', 'the defaults leave the URL clean');
    await screenshot(page, 'workers-list-1280');
    assert.deepEqual(await axeViolations(page), []);
  });

  test("cards show e-mail, place, trade, tags and crews ('+ N more', 'No Crews'), and the id on hover", async () => {
    await gotoWorkers(page);
    const everyone = await listWorkers(page, { active: '', per_page: '100' });
    const many = everyone.data.find((worker) => worker.crews_count > 3 && worker.is_active === 1);
    const none = everyone.data.find((worker) => worker.crews_count === 0 && worker.is_active === 1);
    const linked = everyone.data.find((worker) => worker.user?.trade && worker.tags.length > 0 && worker.is_active === 1);
    assert.ok(many && none && linked, 'the seed has workers in more than three crews, in none, and linked with a trade and tags');

    assert.match(expectedCrewsLine(many), / \+ \d+ more$/);
    assert.equal(expectedCrewsLine(none), 'No Crews');
    for (const worker of [many, none, linked]) {
      await searchWorkers(page, worker.email ?? worker.full_name);
      const card = workerCard(page, worker.full_name);
      await eventually(() => cardNames(page), [worker.full_name], `searching ${worker.email}`);
      assert.equal(await crewsLine(page, worker.full_name), expectedCrewsLine(worker));
      const facts = await card.locator('dd').allInnerTexts();
      assert.equal(facts[0], worker.email);
      assert.equal(facts[1], [worker.city, worker.state].filter(Boolean).join(', ') || '—');
      assert.equal(facts[2], worker.user?.trade?.name ?? '—');
      assert.deepEqual(await card.getByRole('list', { name: 'Tags' }).locator('li').allInnerTexts(), worker.tags.map((tag) => tag.name));
      const name = card.getByRole('button', { name: worker.full_name, exact: true });
      assert.equal(await name.getAttribute('title'), `Worker #${worker.id}`, 'hovering the name shows the id');
    }
    await searchWorkers(page, '');
    await expectCards(page, await listWorkers(page));
  });

  test('status, crew and order filters come from the database and stay in the URL across a reload', async () => {
    await gotoWorkers(page);
    await select(page, 'Status').selectOption({ label: 'Inactive' });
    const inactive = await listWorkers(page, { active: 'false' });
    assert.ok(inactive.total > 0);
    await expectCards(page, inactive);
    assert.equal(await page.getByRole('article').getByText('Inactive', { exact: true }).count(), inactive.data.length, 'each card says Inactive');
    assert.equal(searchParamsOf(page).get('active'), 'false');

    await select(page, 'Status').selectOption({ label: 'All' });
    const all = await listWorkers(page, { active: '' });
    await expectCards(page, all);
    assert.ok(all.total > inactive.total);

    await select(page, 'Crews').selectOption({ label: 'In no crew' });
    const crewless = await listWorkers(page, { active: '', has_crews: 'false' });
    await expectCards(page, crewless);
    for (const worker of crewless.data) assert.equal(await crewsLine(page, worker.full_name), 'No Crews');

    await select(page, 'Crews').selectOption({ label: 'In a crew' });
    await select(page, 'Order by').selectOption({ label: 'Newest' });
    const newest = await listWorkers(page, { active: '', has_crews: 'true', order_by: 'newest' });
    await expectCards(page, newest);
    assert.deepEqual(Object.fromEntries(searchParamsOf(page)), { order_by: 'newest', active: 'all', has_crews: 'true' });

    await page.reload();
    await expectCards(page, newest, 'the reloaded page keeps the filters');
    assert.equal(await select(page, 'Status').inputValue(), '');
    assert.equal(await select(page, 'Crews').inputValue(), 'true');
    assert.equal(await select(page, 'Order by').inputValue(), 'newest');

    await select(page, 'Order by').selectOption({ label: 'Oldest' });
    await expectCards(page, await listWorkers(page, { active: '', has_crews: 'true', order_by: 'oldest' }));

    await filters(page).getByRole('button', { name: 'Reset filters' }).click();
    await expectCards(page, await listWorkers(page));
    assert.equal(searchParamsOf(page).toString(), '');
  });

  test('searching matches names, e-mails and phone numbers', async () => {
    await gotoWorkers(page);
    const everyone = await listWorkers(page, { per_page: '100' });
    const target = everyone.data.find((worker) => worker.phone_number && worker.email);
    assert.ok(target);

    // A last name: every worker whose first or last name starts with it.
    await searchWorkers(page, target.last_name);
    const byName = await listWorkers(page, { search: target.last_name });
    await expectCards(page, byName);
    assert.ok(byName.data.some((worker) => worker.id === target.id));
    assert.equal(searchParamsOf(page).get('search'), target.last_name);

    await searchWorkers(page, target.email!.toUpperCase());
    await eventually(() => cardNames(page), [target.full_name], 'an e-mail, whatever its case');

    await searchWorkers(page, target.phone_number!);
    const byPhone = await listWorkers(page, { search: target.phone_number! });
    assert.ok(byPhone.data.some((worker) => worker.id === target.id));
    await expectCards(page, byPhone, 'a phone number as it is written');

    await page.reload();
    assert.equal(await searchBox(page).inputValue(), target.phone_number, 'the search survives a reload');
    await expectCards(page, byPhone);

    await searchWorkers(page, 'zzzz-nobody');
    await page.getByText('No workers match these filters').waitFor();
    assert.equal(await listSummary(page), 'No workers found');
    await page.getByRole('main').getByRole('button', { name: 'Reset filters' }).last().click();
    await expectCards(page, await listWorkers(page));
    assert.equal(await searchBox(page).inputValue(), '');
  });

  test('the tag filter suggests tag names as one types and keeps the chosen tags in the URL', async () => {
    await gotoWorkers(page);
    const box = tagBox(page);
    await box.fill('red');
    const suggestions = page.getByRole('listbox', { name: 'Tag suggestions' });
    const option = suggestions.getByRole('option', { name: 'Red Seal' });
    await option.waitFor();
    await screenshot(page, 'workers-tag-suggestions', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    await option.dispatchEvent('mousedown');
    await filters(page).getByRole('list', { name: 'Tags filtered on' }).getByText('Red Seal').waitFor();
    assert.equal(await box.inputValue(), '');
    const redSeal = await listWorkers(page, { worker_tags: ['Red Seal'] });
    assert.ok(redSeal.total > 0);
    await expectCards(page, redSeal);
    for (const worker of redSeal.data) assert.ok(worker.tags.some((tag) => tag.name === 'Red Seal'));

    // Typing a whole name and Enter adds it too; a worker with either tag matches.
    await box.fill('Night Shift');
    await box.press('Enter');
    const either = await listWorkers(page, { worker_tags: ['Red Seal', 'Night Shift'] });
    assert.ok(either.total > redSeal.total);
    await expectCards(page, either);
    assert.deepEqual(searchParamsOf(page).getAll('tag'), ['Red Seal', 'Night Shift']);

    await page.reload();
    await expectCards(page, either, 'the tags survive a reload');
    await filters(page).getByRole('button', { name: 'Remove tag Night Shift' }).click();
    await filters(page).getByRole('button', { name: 'Remove tag Red Seal' }).click();
    await expectCards(page, await listWorkers(page));
  });

  test('deactivating asks first, removes the worker from every crew and withdraws its requests; activating asks too', async () => {
    await gotoWorkers(page);
    const everyone = await listWorkers(page, { per_page: '100' });
    let target: Worker | undefined;
    for (const worker of everyone.data.filter((w) => w.crews_count > 0)) {
      const requests = await apiGet<WorkerCredentialRequestsResponse>(page, `/workers/${worker.id}/credential-requests`);
      if (requests.credential_requests.length > 0) {
        target = worker;
        break;
      }
    }
    assert.ok(target, 'the seed has an active worker in a crew with an open credential request');
    await searchWorkers(page, target.email!);
    await eventually(() => cardNames(page), [target.full_name]);
    const card = workerCard(page, target.full_name);

    // Cancelling changes nothing.
    await cardAction(page, target.full_name, 'Deactivate');
    await answerConfirm(page, DEACTIVATE_CONFIRM, 'Cancel');
    assert.equal((await apiGet<WorkerResponse>(page, `/workers/${target.id}`)).worker.is_active, 1);

    await cardAction(page, target.full_name, 'Deactivate');
    await answerConfirm(page, DEACTIVATE_CONFIRM, 'Deactivate');
    await card.getByText('Inactive', { exact: true }).waitFor();
    await eventually(() => crewsLine(page, target.full_name), 'No Crews');
    await screenshot(page, 'workers-deactivated', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);

    const { worker } = await apiGet<WorkerResponse>(page, `/workers/${target.id}`);
    assert.equal(worker.is_active, 0);
    assert.equal(worker.crews_count, 0);
    assert.deepEqual((await apiGet<WorkerCrewsResponse>(page, `/workers/${target.id}/crews`)).crews, []);
    const requests = await apiGet<WorkerCredentialRequestsResponse>(page, `/workers/${target.id}/credential-requests`);
    assert.deepEqual([requests.credential_requests, requests.user_credential_requests], [[], []]);

    await cardAction(page, target.full_name, 'Activate');
    await answerConfirm(page, ACTIVATE_CONFIRM, 'Activate');
    await card.getByText('Inactive', { exact: true }).waitFor({ state: 'detached' });
    await card.getByRole('button', { name: `Actions for ${target.full_name}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).waitFor();
    await page.keyboard.press('Escape');
    const restored = (await apiGet<WorkerResponse>(page, `/workers/${target.id}`)).worker;
    assert.equal(restored.is_active, 1);
    assert.equal(restored.crews_count, 0, 'activating does not put the worker back into crews');
    await searchWorkers(page, '');
  });

  test('Create checks the required fields, then creates the worker and opens its panel', async () => {
    await gotoWorkers(page);
    await workersAction(page, 'Create');
    const dialog = modal(page, 'Create worker');
    await dialog.waitFor();
    await dialog.getByLabel('E-mail').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Create worker' }).click();
    assert.equal(await fieldDescription(dialog.getByLabel(/^First name/)), 'First name is required.');
    assert.equal(await fieldDescription(dialog.getByLabel(/^Last name/)), 'Last name is required.');
    assert.equal(await fieldDescription(dialog.getByLabel('E-mail')), 'Enter a valid e-mail address.');
    await screenshot(page, 'workers-create-errors', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    const before = await allWorkersCount(page);

    await dialog.getByLabel(/^First name/).fill('Odile');
    await dialog.getByLabel(/^Last name/).fill('Castonguay');
    await dialog.getByLabel('E-mail').fill('odile.castonguay@example.com');
    await dialog.getByLabel('City').fill('Lethbridge');
    await dialog.getByLabel('Province', { exact: true }).fill('AB');
    await dialog.getByRole('button', { name: 'Create worker' }).click();
    await toast(page, 'Odile Castonguay was created.').waitFor();
    const panel = workerPanel(page, 'Odile Castonguay');
    await panel.waitFor();
    const id = Number(pathOf(page).split('/').pop());
    const { worker } = await apiGet<WorkerResponse>(page, `/workers/${id}`);
    assert.deepEqual([worker.full_name, worker.email, worker.city, worker.state], ['Odile Castonguay', 'odile.castonguay@example.com', 'Lethbridge', 'AB']);
    assert.equal(await allWorkersCount(page), before + 1);
    await workerCard(page, 'Odile Castonguay').waitFor();
    await panel.getByRole('button', { name: 'Close panel' }).click();
    await panel.waitFor({ state: 'detached' });
    assert.equal(pathOf(page), '/workers');
  });

  test('Import offers the sample, previews a bad file with per-row errors without writing, and imports a quoted file', async () => {
    await gotoWorkers(page);
    await workersAction(page, 'Import');
    const dialog = modal(page, 'Import workers');
    await dialog.waitFor();

    const [sample] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download sample-workers.csv' }).click()]);
    assert.equal(sample.suggestedFilename(), 'sample-workers.csv');
    const sampleRows = parseCsv(await downloadedText(sample));
    assert.deepEqual(sampleRows[0], ['First Name', 'Last Name', 'Email', 'Phone', 'Address', 'City', 'State', 'Zip', 'DOB', 'Bio', 'Preferred Language']);
    assert.ok(sampleRows.length > 2);

    const { data: [existing] } = await listWorkers(page, { per_page: '1' });
    const before = await allWorkersCount(page);
    const bad = [
      'First Name,Last Name,Email,Phone,City,DOB',
      ',Nolastname-row,no.first@example.com,,Calgary,',
      'Bea,Baddress,not-an-email,,Calgary,',
      'Cal,Copy,' + existing.email + ',,Calgary,',
      'Dee,Future,dee.future@example.com,,Calgary,2999-01-01',
      'Eve,Fine,eve.fine@example.com,,Calgary,1990-02-03',
    ].join('\n');
    await dialog.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'bad-workers.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await dialog.getByText('bad-workers.csv').waitFor();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const table = dialog.getByRole('table', { name: 'Rows in the file' });
    await table.waitFor();
    await dialog.getByText('5 rows read').waitFor();
    await dialog.getByText('1 ready').waitFor();
    await dialog.getByText('4 with errors').waitFor();
    const problems = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => [(row as HTMLTableRowElement).cells[0].innerText.trim(), (row as HTMLTableRowElement).cells[1].innerText.trim()]),
    );
    assert.deepEqual(problems, [
      ['2', 'First name: The first name field is required.'],
      ['3', 'E-mail: The email field must be a valid email address.'],
      ['4', 'E-mail: A worker with this email already exists.'],
      ['5', 'Date of birth: The dob field must be a date before or equal to today.'],
      ['6', 'OK'],
    ]);
    const importButton = dialog.getByRole('button', { name: 'Import 1 worker' });
    assert.equal(await importButton.isDisabled(), true, 'Import waits for a file without errors');
    await screenshot(page, 'workers-import-errors', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    assert.equal(await allWorkersCount(page), before, 'the preview wrote nothing');

    // A file the parser cannot read says why.
    await dialog.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from('First Name,Last Name\n"Ann,Open\n') });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Line 2: a quoted field is never closed.' }).waitFor();
    assert.equal(await dialog.getByRole('table', { name: 'Rows in the file' }).count(), 0);

    const quoted = [
      'First Name,Last Name,Email,Phone,Address,City,State,Zip,DOB,Bio',
      'Zoë,"Okafor, Jr.",zoe.okafor@import.example.com,(780) 555-0101,"12 Main St, Unit 4",Red Deer,AB,T4N 1A1,1990-05-06,"Says ""safety first"", always."',
      'Rémi,Gagnon,remi.gagnon@import.example.com,,"88 Rue Principale, App 2",Gatineau,QC,,,"Line one',
      'line two"',
    ].join('\r\n');
    await dialog.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'quoted.csv', mimeType: 'text/csv', buffer: Buffer.from(quoted) });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('2 rows read').waitFor();
    await dialog.getByText('2 ready').waitFor();
    await dialog.getByRole('button', { name: 'Import 2 workers' }).click();
    await dialog.getByText('Imported 2 workers').first().waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    assert.equal(await allWorkersCount(page), before + 2);

    const [okafor] = (await listWorkers(page, { search: 'zoe.okafor@import.example.com' })).data;
    assert.deepEqual(
      [okafor.first_name, okafor.last_name, okafor.address, okafor.city, okafor.bio],
      ['Zoë', 'Okafor, Jr.', '12 Main St, Unit 4', 'Red Deer', 'Says "safety first", always.'],
    );
    const [gagnon] = (await listWorkers(page, { search: 'remi.gagnon' })).data;
    assert.deepEqual([gagnon.address, gagnon.bio], ['88 Rue Principale, App 2', 'Line one\r\nline two']);
    await searchWorkers(page, 'Zoë Okafor');
    await workerCard(page, 'Zoë Okafor, Jr.').getByText('Red Deer, AB').waitFor();
    await searchWorkers(page, '');
  });

  test('Export downloads exported_workers_<timestamp>.csv with the chosen columns, formula cells neutralised', async () => {
    await gotoWorkers(page);
    await apiSend(page, 'POST', '/workers', { first_name: '=cmd', last_name: 'Formula', email: 'formula@example.com' });
    const { credentials } = await apiGet<UniqueCredentialsResponse>(page, '/credentials/unique');
    assert.ok(credentials.length > 0);
    const credential = credentials[0];

    await workersAction(page, 'Export');
    const dialog = modal(page, 'Export workers');
    await dialog.waitFor();
    // Full name and e-mail are chosen to begin with.
    assert.equal(await dialog.getByLabel('Full name').isChecked(), true);
    assert.equal(await dialog.getByLabel('E-mail').isChecked(), true);
    await dialog.getByLabel('First name').check();
    await dialog.getByRole('searchbox', { name: 'Find a credential' }).fill(credential.label.slice(0, 8));
    await dialog.getByRole('list', { name: 'Credentials to export' }).getByLabel(credential.label, { exact: true }).check();
    await dialog.getByText('1 chosen').waitFor();
    await screenshot(page, 'workers-export', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export', exact: true }).click()]);
    assert.match(download.suggestedFilename(), /^exported_workers_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    await toast(page, 'Workers exported.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const [header, ...rows] = parseCsv(await downloadedText(download));
    assert.deepEqual(header, ['First Name', 'Full Name', 'Email', `${credential.label} Expiry`]);
    const active = await listWorkers(page, { per_page: '1' });
    assert.equal(rows.length, active.total, 'one row per active worker');
    const formula = rows.find((row) => row[2] === 'formula@example.com');
    assert.deepEqual(formula, ["'=cmd", "'=cmd Formula", 'formula@example.com', '']);
    const expiries = rows.map((row) => row[3]).filter(Boolean);
    assert.ok(expiries.length > 0, 'someone holds the credential');
    for (const expiry of expiries) assert.match(expiry, /^\d{4}-\d{2}-\d{2}$|^No Expiry$/);
  });

  test('on a phone the filters fold away and the cards take one column', async () => {
    await suite.withPage({ viewport: PHONE, email: 'owner@demo.test' }, async ({ page: small }) => {
      await gotoWorkers(small);
      await expectCards(small, await listWorkers(small));
      assert.equal(await select(small, 'Status').isVisible(), false, 'the filters are folded');
      await screenshot(small, 'workers-list-390', { fullPage: false });
      assert.deepEqual(await axeViolations(small), []);
      await filters(small).getByRole('button', { name: 'Filters' }).click();
      await select(small, 'Status').selectOption({ label: 'Inactive' });
      await expectCards(small, await listWorkers(small, { active: 'false' }));
      await filters(small).getByRole('button', { name: 'Filters (1)' }).waitFor();
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.equal(overflow, 0, 'the page does not scroll sideways');
      const lefts = await small.getByRole('article').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      assert.ok(lefts.every((left) => left === lefts[0]), 'one column of cards');
      await screenshot(small, 'workers-list-390-filters', { fullPage: false });
      assert.deepEqual(await axeViolations(small), []);
    });
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
