import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server';

type Catalog = { [key: string]: string | Catalog };

function texts(catalog: Catalog, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of texts(value, path)) found.set(inner, text);
  }
  return found;
}

/**
 * The English texts of these catalogs (folders with en-CA.json and fr-CA.json) whose French differs, without
 * placeholders, of two words or more (or of one word of 8 characters or more with `longWords`): a French page
 * showing one of them missed a translation.
 */
export function englishOnlyTexts(folders: string[], { longWords = false }: { longWords?: boolean } = {}): string[] {
  const english = new Set<string>();
  for (const folder of folders) {
    const read = (locale: string) => texts(JSON.parse(readFileSync(join(repoRoot, folder, `${locale}.json`), 'utf8')) as Catalog);
    const fr = read('fr-CA');
    for (const [key, text] of read('en-CA')) {
      if (text === fr.get(key) || text.includes('{{') || !/[a-z]/i.test(text)) continue;
      if (text.trim().split(/\s+/).length >= 2 || (longWords && text.length >= 8)) english.add(text.trim());
    }
  }
  return [...english];
}

/** The page is in French (<html lang>), shows none of `english`, and is no wider than the window. */
export async function assertFrench(page: Page, english: string[], where: string): Promise<void> {
  const shown = await page.evaluate(() => document.body.innerText);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const left = english.filter((text) => new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'u').test(shown));
  assert.deepEqual(left, [], `${where} shows English: ${left.join(' | ')}`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr-CA', `${where}: <html lang>`);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${where} is ${scrollWidth}px wide in a ${innerWidth}px window`);
}

/** Signs in on the login page as a French browser sees it. */
export async function frenchSignIn(page: Page, email: string, password = 'Password123!'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Courriel/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
