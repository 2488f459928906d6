import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import type { TimeLog, TimeLogResponse, TimeLogsResponse } from '../../shared-api/src/workers-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { PHONE, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { startPortal, type PortalServer } from '../support/server';
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

describe('worker time logs', () => {
  let portal: PortalServer;
  let browser: Browser;
  let page: Page;
  const year = new Date().getFullYear();
  const pageErrors: string[] = [];

  before(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    ({ page } = await newPage(browser, portal.url));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, 'owner@demo.test');
  });

  after(async () => {
    await browser?.close();
    await portal?.stop();
  });

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

    await select(filters(page), 'Worker').selectOption(String(latest.worker.id));
    const byWorker = await expectLogs(page, `year=${year}&month=${month}&worker_id=${latest.worker.id}&page=1`);
    assert.ok(byWorker.time_logs.data.every((log) => log.worker.id === latest.worker.id));

    if (latest.crew) {
      await select(filters(page), 'Crew').selectOption(String(latest.crew.id));
      await expectLogs(page, `year=${year}&month=${month}&worker_id=${latest.worker.id}&crew_id=${latest.crew.id}&page=1`);
    }
    await page.reload();
    await expectLogs(
      page,
      `year=${year}&month=${month}&worker_id=${latest.worker.id}${latest.crew ? `&crew_id=${latest.crew.id}` : ''}&page=1`,
      'the filters survive a reload',
    );
    assert.equal(await select(filters(page), 'Worker').inputValue(), String(latest.worker.id));

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

    // Start and end fill in the duration.
    await dialog.getByLabel('Start time').fill('07:00');
    await dialog.getByLabel('End time').fill('12:30');
    assert.deepEqual([await hours.inputValue(), await minutes.inputValue()], ['5', '30']);
    await dialog.getByLabel('Notes').fill('Short day: crane inspection in the afternoon.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Time log updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const saved = (await apiGet<TimeLogResponse>(page, `/time-logs/${log.id}`)).time_log;
    assert.deepEqual(
      [saved.date, saved.start_time, saved.end_time, saved.hours, saved.minutes, saved.notes],
      [log.date, '07:00', '12:30', 5, 30, 'Short day: crane inspection in the afternoon.'],
    );
    const after = await expectLogs(page, `year=${year}&page=1`);
    assert.equal(after.totals.duration, before.totals.duration - log.duration + 330, 'the totals change by the difference');
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
    } finally {
      await phone.context.close();
    }
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
