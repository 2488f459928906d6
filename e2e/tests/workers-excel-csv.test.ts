import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, newPage, screenshot, signIn } from '../support/browser';
import { assertFrench, englishOnlyTexts, frenchSignIn } from '../support/french';
import type { PortalServer } from '../support/server';
import { signedInSuite } from '../support/suite';
import { escapeRegExp, searchParamsOf, workerCard } from '../support/workers';
import { eventually } from '../support/wait';

/** What each language's pages say, for the steps below. */
const LANGUAGES = [
  {
    locale: 'en-CA',
    signIn,
    texts: {
      title: 'Workers',
      menu: 'Worker actions',
      importItem: 'Import',
      dialog: 'Import workers',
      file: 'CSV file',
      preview: 'Preview',
      importTwo: 'Import 2 workers',
      imported: 'Imported 2 workers',
      done: 'Done',
      filters: 'Filter workers',
      search: 'Search',
      readAs: 'Read as columns separated by semicolons (;), Windows-1252 (Excel on Windows).',
    },
  },
  {
    locale: 'fr-CA',
    signIn: frenchSignIn,
    texts: {
      title: 'Travailleurs',
      menu: 'Actions sur les travailleurs',
      importItem: 'Importer',
      dialog: 'Importer des travailleurs',
      file: 'Fichier CSV',
      preview: 'Aperçu',
      importTwo: 'Importer 2 travailleurs',
      imported: '2 travailleurs importés',
      done: 'Terminé',
      filters: 'Filtrer les travailleurs',
      search: 'Recherche',
      readAs: 'Lu comme colonnes séparées par des points-virgules (;), Windows-1252 (Excel sous Windows).',
    },
  },
] as const;

const ENGLISH = englishOnlyTexts(['mfe-workers/src/i18n', 'shared-ui/src/i18n']);

/**
 * Issue 28: the file Excel saves under French-Canadian Windows settings (semicolons, Windows-1252, French headings)
 * imports as it is, the preview says how it was read, and the workers are found typing their names without accents.
 */
describe('workers: Excel\'s CSV as Québec saves it, and searches without accents', () => {
  let portal: PortalServer;
  let browser: Browser;
  // The workers page is all these tests visit.
  signedInSuite((signedIn) => ({ browser, portal } = signedIn), { remotes: ['mfe-workers'] });

  let run = 0;
  for (const { locale, signIn: signInAs, texts } of LANGUAGES) {
    for (const viewport of [DESKTOP, PHONE]) {
      test(`${locale} at ${viewport.width} px: import the semicolon file, then search without accents`, async () => {
        run += 1;
        // Names only this run imports, with the accents Excel writes as single Windows-1252 bytes.
        const first = ['Éloïse', 'Hélène', 'Gaëlle', 'Noémie'][run - 1];
        const file = [
          'Prénom;Nom;Courriel;Ville;Langue préférée',
          `${first};Gagné;${run}.gagne@excel.example.com;Montréal;fr-CA`,
          `${first};Côté;${run}.cote@excel.example.com;Trois-Rivières;fr-CA`,
        ].join('\r\n');
        const { context, page } = await newPage(browser, portal.url, viewport, { locale });
        const pageErrors: Error[] = [];
        page.on('pageerror', (error) => pageErrors.push(error));
        try {
          await signInAs(page, 'owner@demo.test');
          await page.goto('/workers');
          await page.getByRole('heading', { level: 1, name: texts.title, exact: true }).waitFor();

          await page.getByRole('button', { name: 'Actions', exact: true }).click();
          await page.getByRole('menu', { name: texts.menu }).getByRole('menuitem', { name: texts.importItem, exact: true }).click();
          const dialog = page.getByRole('dialog', { name: texts.dialog, exact: true });
          await dialog.getByLabel(texts.file).setInputFiles({ name: 'travailleurs.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'latin1') });
          await dialog.getByRole('button', { name: texts.preview }).click();
          await dialog.getByText(texts.readAs).waitFor();
          // The Windows-1252 accents read right: "Trois-Rivières", not "Trois-Rivi�res".
          await dialog.getByText(/Trois-Rivières/).waitFor();
          await screenshot(page, `workers-import-excel-${locale}-${viewport.width}`, { fullPage: false });
          assert.deepEqual(await axeViolations(page), []);
          if (locale === 'fr-CA') await assertFrench(page, ENGLISH, 'the import preview');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.equal(overflow, 0, 'the page does not scroll sideways');

          await dialog.getByRole('button', { name: texts.importTwo, exact: true }).click();
          await dialog.getByText(texts.imported).waitFor();
          await dialog.getByRole('button', { name: texts.done }).click();

          for (const [typed, shown] of [
            [`${searchKeyOf(first)} gagne`, `${first} Gagné`],
            [`${searchKeyOf(first).toUpperCase()} COTE`, `${first} Côté`],
          ]) {
            await page.getByRole('region', { name: texts.filters }).getByRole('searchbox', { name: texts.search }).fill(typed);
            await eventually(() => Promise.resolve(searchParamsOf(page).get('search') ?? ''), typed, `the list searched for "${typed}"`);
            await workerCard(page, shown).waitFor();
          }
          await screenshot(page, `workers-search-without-accents-${locale}-${viewport.width}`, { fullPage: false });
          assert.deepEqual(await axeViolations(page), []);
          if (locale === 'fr-CA') await assertFrench(page, ENGLISH, 'the searched list');
          assert.equal(await page.getByRole('article', { name: new RegExp(`^${escapeRegExp(first)} Côté$`) }).count(), 1, 'the worker imported once');
          assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
        } finally {
          await context.close();
        }
      });
    }
  }
});

/** The name as staff type it: without accents. */
function searchKeyOf(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
