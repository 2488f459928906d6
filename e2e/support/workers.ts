import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import type { Paginated } from '../../shared-api/src/types';
import type { Worker, WorkersResponse } from '../../shared-api/src/workers-types';
import { apiGet } from './api';
import { eventually } from './wait';

/** The workers list's query as the page sends it (fetchWorkers), for asking the API what the page should show. */
export function workersQuery(params: Record<string, string | string[]> = {}): string {
  const query = new URLSearchParams({ order_by: 'name', active: 'true', with_crews: 'true', has_crews: '', search: '', page: '1', per_page: '24' });
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      query.delete(key);
      for (const item of value) query.append(`${key}[]`, item);
    } else query.set(key, value);
  }
  return `/workers?${query}`;
}

export async function listWorkers(page: Page, params: Record<string, string | string[]> = {}): Promise<Paginated<Worker>> {
  return (await apiGet<WorkersResponse>(page, workersQuery(params))).workers;
}

/** A worker's card on the list (an article named after the worker). */
export const workerCard = (page: Page, fullName: string) => page.getByRole('article', { name: fullName, exact: true });

/** The names on the cards, in order. */
export const cardNames = (page: Page): Promise<string[]> =>
  page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));

/** "Showing 1–24 of 54 workers" once the list has loaded (and is not reloading). */
export async function listSummary(page: Page): Promise<string> {
  const summary = page.getByText(/^(Showing \d+–\d+ of [\d,]+ workers?|No workers found)$/);
  await summary.waitFor();
  return (await summary.innerText()).trim();
}

export const summaryFor = (workers: Paginated<Worker>) =>
  workers.total === 0 ? 'No workers found' : `Showing ${workers.from}–${workers.to} of ${workers.total} ${workers.total === 1 ? 'worker' : 'workers'}`;

/** Waits until the cards are the API's page, in its order, and the summary counts them. */
export async function expectCards(page: Page, workers: Paginated<Worker>, message?: string): Promise<void> {
  const expected = workers.data.map((worker) => worker.full_name);
  const deadline = Date.now() + 15_000;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    shown = await cardNames(page);
    const busy = await page.locator('[aria-busy="true"]').count();
    if (busy === 0 && JSON.stringify(shown) === JSON.stringify(expected)) break;
    await page.waitForTimeout(100);
  }
  assert.deepEqual(shown, expected, message);
  assert.equal(await listSummary(page), summaryFor(workers), message);
}

/** The open workers page, loaded. */
export async function gotoWorkers(page: Page, search = ''): Promise<void> {
  await page.goto(`/workers${search}`);
  await page.getByRole('heading', { level: 1, name: 'Workers', exact: true }).waitFor();
  await listSummary(page);
}

/**
 * Types into the list's search box and waits until the list has searched for it (the search waits for a
 * pause in typing; the URL takes the search once the list asks for it).
 */
export async function searchWorkers(page: Page, text: string): Promise<void> {
  await page.getByRole('region', { name: 'Filter workers' }).getByRole('searchbox', { name: 'Search' }).fill(text);
  await eventually(() => Promise.resolve(searchParamsOf(page).get('search') ?? ''), text.trim(), `the list searched for "${text}"`);
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** Opens the header's Actions menu and picks an item. */
export async function workersAction(page: Page, item: 'Create' | 'Import' | 'Export' | 'Add Test Workers'): Promise<void> {
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menu', { name: 'Worker actions' }).getByRole('menuitem', { name: item, exact: true }).click();
}

/** A card's three-dot menu item. */
export async function cardAction(page: Page, fullName: string, item: 'View' | 'Notes' | 'Deactivate' | 'Activate'): Promise<void> {
  await workerCard(page, fullName).getByRole('button', { name: `Actions for ${fullName}` }).click();
  await page.getByRole('menu', { name: `Actions for ${fullName}` }).getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * The confirmation dialog: checks it asks exactly `message`, then answers with the button named `answer`.
 * Waits for it to close, so the action it confirmed has started.
 */
export async function answerConfirm(page: Page, message: string, answer: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByText(message, { exact: true }) });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A modal dialog by its title. */
export const modal = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

/** A success toast (role status) with exactly this text. */
/** The newest toast with this text: an earlier one with the same text may still be showing. */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) })
    .last();

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The worker details side panel (a non-modal dialog titled with the worker's name). */
export const workerPanel = (page: Page, fullName: string) => page.getByRole('dialog', { name: fullName, exact: true });

/** A field's error or hint text, as the field's description announces it. */
export async function fieldDescription(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
  return texts.join(' ').trim();
}

/** The text of a file the page downloaded. */
export async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const searchParamsOf = (page: Page) => new URL(page.url()).searchParams;
