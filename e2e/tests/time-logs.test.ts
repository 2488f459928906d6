import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import type { TimeLogWorkerOptionsResponse } from '../../shared-api/src/time-logs-types';
import type { TimeLog, TimeLogResponse, TimeLogsResponse, WorkersResponse } from '../../shared-api/src/workers-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { PHONE, newPage, screenshot, signIn } from '../support/browser';
import type { PortalServer } from '../support/server';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { answerConfirm, fieldDescription, modal, searchParamsOf, toast } from '../support/workers';

const grouped = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 2 });

/** How the page writes a number of minutes: '7h 30m', '45m', '8h'. */
function duration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${grouped.format(hours)}h` : `${grouped.format(hours)}h ${minutes}m`;
}

const totalsText = ({ time_logs, totals }: TimeLogsResponse) =>
  `${duration(totals.duration)} ${grouped.format(totals.duration / 60)} hours over ${time_logs.total.toLocaleString('en-CA')} ${time_logs.total === 1 ? 'log' : 'logs'} matching these filters`;

/** What a table row reads: worker, crew, date, start – end, duration. */
const rowOf = (log: TimeLog) => [
  log.worker.full_name,
  log.crew?.name ?? 'No crew',
  log.date_label,
  log.start_time || log.end_time ? `${log.start_time ?? '?'} – ${log.end_time ?? '?'}` : '—',
  duration(log.duration),
];

const table = (page: Page) => page.getByRole('table', { name: 'Time logs' });
const filters = (page: Page) => page.getByRole('region', { name: 'Filter time logs' });

const tableRows = (page: Page): Promise<string[][]> =>
  table(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText.trim()).slice(0, 5)));

/** The totals line: '1,234h 30m 1,234.5 hours over 210 logs matching these filters'. */
async function shownTotals(page: Page): Promise<string> {
  const line = page.getByText(/hours over [\d,]+ logs? matching these filters$/).locator('..');
  return (await line.innerText()).split(/\s+/).join(' ').trim();
}

/** Waits until the table and totals are what the API answers for `query`. */
async function expectLogs(page: Page, query: string, message?: string): Promise<TimeLogsResponse> {
  const expected = await apiGet<TimeLogsResponse>(page, `/time-logs?${query}`);
  await eventually(() => shownTotals(page), totalsText(expected), message);
  if (expected.time_logs.total === 0) await page.getByText('No time logs match these filters.').first().waitFor();
  else await eventually(() => tableRows(page), expected.time_logs.data.map(rowOf), message);
  return expected;
}

/**
 * A log's Edit or Delete button, in its row: a worker can log two shifts on one day (two crews), and the
 * buttons name only the worker and the date.
 */
const rowButton = (row: Locator, action: 'Edit' | 'Delete', log: TimeLog) =>
  row.getByRole('button', { name: `${action} time log of ${log.worker.full_name} on ${log.pretty_date}`, exact: true });
const tableRow = (page: Page, index: number) => table(page).locator('tbody tr').nth(index);

const select = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Chooses in a searchable filter (worker, crew): types part of the name, then picks the option. */
async function choose(page: Page, label: 'Worker' | 'Crew', name: string) {
  const input = filters(page).getByRole('combobox', { name: label, exact: true });
  await input.fill(name.split(' ').at(-1)!.slice(0, 4));
  await page.getByRole('option', { name, exact: true }).click();
}

/** One of the customer's workers that the searchable worker list does not show before anything is typed. */
async function workerNotListedFirst(page: Page): Promise<{ id: number; full_name: string }> {
  const first = await apiGet<TimeLogWorkerOptionsResponse>(page, '/time-logs/options/workers');
  assert.equal(first.has_more, true, 'more workers than one list shows');
  const listed = new Set(first.workers.map((worker) => worker.id));
  for (let index = 1; ; index += 1) {
    const { workers } = await apiGet<WorkersResponse>(page, `/workers?active=&page=${index}`);
    const loner = workers.data.find((worker) => !listed.has(worker.id));
    if (loner) return loner;
    assert.ok(index < workers.last_page, 'a worker the first list does not show');
  }
}

describe('worker time logs', () => {
  let portal: PortalServer;
  let browser: Browser;
  let page: Page;
  const { pageErrors } = signedInSuite((signedIn) => ({ page, browser, portal } = signedIn));
  const year = new Date().getFullYear();

  test('filters by year, month, worker and crew, with totals for the filtered set kept in the URL', async () => {
    await page.goto('/workers/time-logs');
    await page.getByRole('heading', { level: 1, name: 'Time Logs' }).waitFor();
    const thisYear = await expectLogs(page, `year=${year}&page=1`);
    assert.ok(thisYear.time_logs.total > 20, 'the seed has more than a page of logs this year');
    assert.deepEqual(
      await select(filters(page), 'Year').locator('option').allInnerTexts(),
      [0, 1, 2, 3, 4].map((back) => String(year - back)),
      'this year and the four before',
    );
    await screenshot(page, 'time-logs-1280');
    assert.deepEqual(await axeViolations(page), []);

    const latest = thisYear.time_logs.data[0];
    const month = String(Number(latest.date.slice(5, 7)));
    await select(filters(page), 'Month').selectOption(month);
    const inMonth = await expectLogs(page, `year=${year}&month=${month}&page=1`);
    assert.ok(inMonth.totals.duration < thisYear.totals.duration);
    assert.equal(searchParamsOf(page).get('month'), month);

    await choose(page, 'Worker', latest.worker.full_name);
    const byWorker = await expectLogs(page, `year=${year}&month=${month}&worker_id=${latest.worker.id}&page=1`);
    assert.ok(byWorker.time_logs.data.every((log) => log.worker.id === latest.worker.id));

    if (latest.crew) {
      await choose(page, 'Crew', latest.crew.name);
      await expectLogs(page, `year=${year}&month=${month}&worker_id=${latest.worker.id}&crew_id=${latest.crew.id}&page=1`);
    }
    await page.reload();
    await expectLogs(
      page,
      `year=${year}&month=${month}&worker_id=${latest.worker.id}${latest.crew ? `&crew_id=${latest.crew.id}` : ''}&page=1`,
      'the filters survive a reload',
    );
    assert.equal(await filters(page).getByRole('combobox', { name: 'Worker', exact: true }).inputValue(), latest.worker.full_name);

    await filters(page).getByRole('button', { name: 'Reset filters' }).click();
    await select(filters(page), 'Year').selectOption(String(year - 4));
    await expectLogs(page, `year=${year - 4}&page=1`, 'the oldest year offered');
    await filters(page).getByRole('button', { name: 'Reset filters' }).click();
    await expectLogs(page, `year=${year}&page=1`);
    assert.equal(searchParamsOf(page).toString(), '');
  });

  test("editing checks the date and hours, saves with the spec's message, and the totals follow", async () => {
    const before = await expectLogs(page, `year=${year}&page=1`);
    const index = before.time_logs.data.findIndex((entry) => entry.start_time && entry.end_time && entry.crew);
    assert.ok(index >= 0, 'a log with a crew, start and end');
    const log = before.time_logs.data[index];
    await rowButton(tableRow(page, index), 'Edit', log).click();
    const dialog = modal(page, 'Edit time log');
    await dialog.waitFor();
    const date = dialog.getByLabel(/^Date/);
    const hours = dialog.getByLabel('Hours');
    const minutes = dialog.getByLabel('Minutes');
    assert.equal(await date.inputValue(), log.date);
    assert.equal(await hours.inputValue(), String(log.hours));

    // With start and end given, hours and minutes are theirs: read-only until one of them is cleared.
    assert.equal(await hours.getAttribute('readonly'), '');
    const end = dialog.getByLabel('End time');
    await end.fill('');
    await date.fill('');
    await hours.fill('25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    assert.equal(await fieldDescription(date), 'Date is required');
    assert.equal(await fieldDescription(hours), 'Hours must be at most 24.');
    await screenshot(page, 'time-logs-edit-errors', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    assert.equal((await apiGet<TimeLogResponse>(page, `/time-logs/${log.id}`)).time_log.hours, log.hours, 'nothing was sent');

    await date.fill(log.date);
    await hours.fill('24');
    await minutes.fill('30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => fieldDescription(hours), 'The duration may not be more than 24 hours.');

    // Start and end make the duration, an overnight shift too, and the same time twice is refused.
    await dialog.getByLabel('Start time').fill('22:00');
    await end.fill('22:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => fieldDescription(end), 'The end time must be different from the start time.');
    await end.fill('06:30');
    assert.deepEqual([await hours.inputValue(), await minutes.inputValue()], ['8', '30']);
    assert.equal(await hours.getAttribute('readonly'), '');
    await screenshot(page, 'time-logs-edit-overnight', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    await dialog.getByLabel('Notes').fill('Night pour on level 3.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Time log updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const saved = (await apiGet<TimeLogResponse>(page, `/time-logs/${log.id}`)).time_log;
    assert.deepEqual(
      [saved.date, saved.start_time, saved.end_time, saved.hours, saved.minutes, saved.notes],
      [log.date, '22:00', '06:30', 8, 30, 'Night pour on level 3.'],
    );
    const after = await expectLogs(page, `year=${year}&page=1`);
    assert.equal(after.totals.duration, before.totals.duration - log.duration + 510, 'the totals change by the difference');
  });

  test('the worker filter searches all of the customer\'s workers, not only the first it lists', async () => {
    await page.goto('/workers/time-logs');
    await expectLogs(page, `year=${year}&page=1`);
    const loner = await workerNotListedFirst(page);

    const input = filters(page).getByRole('combobox', { name: 'Worker', exact: true });
    await input.click();
    await page.getByText('More workers match: type a name to narrow the list.').waitFor();
    await input.fill(loner.full_name);
    await page.getByRole('option', { name: loner.full_name, exact: true }).click();
    await expectLogs(page, `year=${year}&worker_id=${loner.id}&page=1`);
    assert.equal(searchParamsOf(page).get('worker_id'), String(loner.id));

    await input.fill('qqqzzz');
    await page.getByText('No worker matches. Check the spelling or type less.').waitFor();
    await screenshot(page, 'time-logs-worker-search', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    await page.keyboard.press('Escape');
    assert.equal(await input.inputValue(), loner.full_name, 'Escape keeps the choice');
    await filters(page).getByRole('button', { name: 'Reset filters' }).click();
    await expectLogs(page, `year=${year}&page=1`);
  });

  test('the edit form searches all of the customer\'s workers and crews, and saves the ones chosen', async () => {
    const before = await expectLogs(page, `year=${year}&page=1`);
    const index = before.time_logs.data.findIndex((entry) => entry.crew);
    assert.ok(index >= 0, 'a log with a crew');
    const log = before.time_logs.data[index];
    const loner = await workerNotListedFirst(page);
    await rowButton(tableRow(page, index), 'Edit', log).click();
    const dialog = modal(page, 'Edit time log');
    const worker = dialog.getByRole('combobox', { name: 'Worker', exact: true });
    const crew = dialog.getByRole('combobox', { name: 'Crew', exact: true });
    // The log's own worker and crew are named in the closed fields.
    await eventually(() => worker.inputValue(), log.worker.full_name);
    assert.equal(await crew.inputValue(), log.crew?.name);

    await worker.click();
    await dialog.getByText('More workers match: type a name to narrow the list.').waitFor();
    await worker.fill(loner.full_name);
    await dialog.getByRole('option', { name: loner.full_name, exact: true }).click();
    assert.equal(await worker.inputValue(), loner.full_name);
    await crew.click();
    await dialog.getByRole('option', { name: 'No crew', exact: true }).click();
    assert.equal(await crew.getAttribute('placeholder'), 'No crew');
    await screenshot(page, 'time-logs-edit-worker-search', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Time log updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const saved = (await apiGet<TimeLogResponse>(page, `/time-logs/${log.id}`)).time_log;
    assert.deepEqual([saved.worker.id, saved.crew_id], [loner.id, null]);
    await expectLogs(page, `year=${year}&page=1`, 'the table shows the log as the chosen worker\'s, in no crew');
  });

  test("deleting asks 'This action cannot be undone!' and takes the log out of the list and the totals", async () => {
    const before = await expectLogs(page, `year=${year}&page=1`);
    const log = before.time_logs.data[1];
    await rowButton(tableRow(page, 1), 'Delete', log).click();
    await page.getByRole('dialog').getByText('This action cannot be undone!').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await answerConfirm(page, 'This action cannot be undone!', 'Cancel');
    assert.equal((await apiGet<TimeLogsResponse>(page, `/time-logs?year=${year}&page=1`)).time_logs.total, before.time_logs.total);

    await rowButton(tableRow(page, 1), 'Delete', log).click();
    await answerConfirm(page, 'This action cannot be undone!', 'Delete');
    await toast(page, 'Time log deleted successfully').waitFor();
    const after = await expectLogs(page, `year=${year}&page=1`);
    assert.equal(after.time_logs.total, before.time_logs.total - 1);
    assert.equal(after.totals.duration, before.totals.duration - log.duration);
    assert.ok(!after.time_logs.data.some((entry) => entry.id === log.id));
    const missing = await page.request.get(`/json/time-logs/${log.id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    assert.equal(missing.status(), 404);
  });

  test('on a phone each log is a block of its own with its actions', async () => {
    const phone = await newPage(browser, portal.url, PHONE);
    try {
      const { page: small } = phone;
      await signIn(small, 'owner@demo.test');
      await small.goto('/workers/time-logs');
      const { time_logs } = await apiGet<TimeLogsResponse>(small, `/time-logs?year=${year}&page=1`);
      const list = small.getByRole('list', { name: 'Time logs' });
      await eventually(() => list.locator('li strong').allInnerTexts(), time_logs.data.map((log) => log.worker.full_name));
      await rowButton(list.locator('li').first(), 'Edit', time_logs.data[0]).waitFor();
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.equal(overflow, 0, 'the page does not scroll sideways');
      await screenshot(small, 'time-logs-390');
      assert.deepEqual(await axeViolations(small), []);

      // The worker filter's list fits the phone and is chosen from by keyboard.
      const worker = small.getByRole('region', { name: 'Filter time logs' }).getByRole('combobox', { name: 'Worker', exact: true });
      await worker.fill(time_logs.data[0].worker.full_name);
      await small.getByRole('option', { name: time_logs.data[0].worker.full_name, exact: true }).waitFor();
      assert.equal(await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'the open list stays on screen');
      await screenshot(small, 'time-logs-390-worker-search', { fullPage: false });
      assert.deepEqual(await axeViolations(small), []);
      await small.keyboard.press('ArrowDown');
      await small.keyboard.press('Enter');
      await eventually(async () => searchParamsOf(small).get('worker_id'), String(time_logs.data[0].worker.id));

      // The edit form's worker list fits the phone too.
      await rowButton(list.locator('li').first(), 'Edit', time_logs.data[0]).click();
      const dialog = modal(small, 'Edit time log');
      const editWorker = dialog.getByRole('combobox', { name: 'Worker', exact: true });
      await eventually(() => editWorker.inputValue(), time_logs.data[0].worker.full_name);
      await editWorker.click();
      await dialog.getByText('More workers match: type a name to narrow the list.').waitFor();
      assert.equal(await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'the open list stays on screen');
      await screenshot(small, 'time-logs-390-edit-worker', { fullPage: false });
      assert.deepEqual(await axeViolations(small), []);
    } finally {
      await phone.context.close();
    }
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
