import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { UserCredentialTypesResponse, WorkerUserCredentialResponse } from '../../shared-api/src/credentials-types';
import type { WorkerResponse } from '../../shared-api/src/workers-types';
import { apiGet, apiPostForm, apiSend } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { certificatePdf, certificatePng } from '../support/credentials';
import { frenchSignIn } from '../support/french';
import { sentMail } from '../support/mail';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { fieldDescription, modal, workerPanel, workersAction } from '../support/workers';

/** The words each language uses on the pages these tests go through. */
const WORDS = {
  'en-CA': {
    documentNumber: 'Document number',
    issued: 'Issued date',
    expiry: 'Expires date',
    submit: 'Update Credential',
    updated: 'Your credential has been updated. Thank you!',
    sections: 'Worker sections',
    credentials: 'Credentials',
    credentialsList: 'Credentials list',
    needsReview: 'Needs review',
    review: 'Review',
    editCredential: 'Edit Credential',
    previous: 'Previous version',
    submitted: 'Sent by the worker',
    newNumber: '(new number)',
    detailsTabs: 'Worker details',
    editDetails: 'Edit Details',
    contactsTab: 'Contacts',
    personal: 'Personal Information',
    province: 'Province',
    postalCode: 'Postal Code',
    createWorker: 'Create worker',
    createProvince: 'Province',
    createPostalCode: 'Postal code',
    addContact: 'Add contact',
    createContact: 'Create Contact',
    wrongPostalCode: 'A postal code in Quebec starts with G, H or J.',
    outsideCanada: /State|Zip/,
  },
  'fr-CA': {
    documentNumber: 'Numéro du document',
    issued: 'Date de délivrance',
    expiry: 'Date d’expiration',
    submit: 'Mettre à jour l’attestation',
    updated: 'Votre attestation a été mise à jour. Merci!',
    sections: 'Sections du dossier',
    credentials: 'Attestations',
    credentialsList: 'Liste des attestations',
    needsReview: 'À vérifier',
    review: 'Vérifier',
    editCredential: 'Modifier l’attestation',
    previous: 'Version précédente',
    submitted: 'Envoyé par le travailleur',
    newNumber: '(nouveau numéro)',
    detailsTabs: 'Détails du travailleur',
    editDetails: 'Modifier les détails',
    contactsTab: 'Personnes à joindre',
    personal: 'Renseignements personnels',
    province: 'Province',
    postalCode: 'Code postal',
    createWorker: 'Créer un travailleur',
    createProvince: 'Province',
    createPostalCode: 'Code postal',
    addContact: 'Ajouter une personne à joindre',
    createContact: 'Ajouter une personne à joindre',
    wrongPostalCode: 'Un code postal pour le Québec commence par G, H ou J.',
    outsideCanada: /État|ZIP/,
  },
} as const;

type Locale = keyof typeof WORDS;
const LOCALES: Locale[] = ['en-CA', 'fr-CA'];
const VIEWPORTS = [DESKTOP, PHONE];

/** No sideways scrolling and no axe violation on the page as it is now. */
async function fitsAndPassesAxe(page: Page, where: string): Promise<void> {
  await eventually(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, `no sideways scrolling: ${where}`);
  assert.deepEqual(await axeViolations(page), [], where);
}

/**
 * Issue 28 items 5 and 8: a renewal sent through an update link carries its document number (asked on the update
 * page, shown old and new to the reviewer), and addresses are written with Canadian words, their postal code checked
 * by province; at 1280 and 390 px, in English and in French.
 */
describe('the renewal’s document number and Canadian addresses', () => {
  let page: Page;
  // The workers pages, the panel's credentials and the public update page.
  const suite = signedInSuite((signedIn) => ({ page } = signedIn), { remotes: ['mfe-workers', 'mfe-credentials', 'mfe-public'] });
  const { pageErrors } = suite;

  /** The staff page to read in `locale`: the signed-in owner's in English, a French member's in French. */
  async function asStaff<T>(locale: Locale, viewport: typeof DESKTOP, run: (staff: Page) => Promise<T>): Promise<T> {
    if (locale === 'en-CA') {
      await page.setViewportSize(viewport);
      return run(page);
    }
    return suite.withPage({ viewport, context: { locale: 'fr-CA' } }, async ({ page: french }) => {
      await frenchSignIn(french, 'member@demo.test');
      return run(french);
    });
  }

  async function openWorkerPanel(staff: Page, workerId: number, fullName: string): Promise<Locator> {
    await staff.goto(`/workers/${workerId}`);
    const panel = workerPanel(staff, fullName);
    await panel.waitFor();
    return panel;
  }

  for (const locale of LOCALES) {
    for (const viewport of VIEWPORTS) {
      test(`the update page asks for the renewal's number, and the review shows old and new (${locale}, ${viewport.width} px)`, async () => {
        const words = WORDS[locale];
        await page.setViewportSize(DESKTOP);
        const suffix = `${locale.slice(0, 2)}${viewport.width}`;
        const [first, last, email] = ['Yannick', `Renewal${suffix}`, `renewal.${suffix}@example.com`];
        const { worker } = await apiSend<WorkerResponse>(page, 'POST', '/workers', { first_name: first, last_name: last, email });
        const [type] = (await apiGet<UserCredentialTypesResponse>(page, '/tradeslink/user-credential-types')).user_credential_types;
        const created = await apiPostForm(page, `/workers/${worker.id}/credentials`, {
          name: 'Fall Arrest',
          user_credential_type_id: String(type.id),
          issued: '2023-02-01',
          expiry: '2026-02-01',
          document_number: 'FA-2023-0098',
          file: { name: 'fall-arrest-2023.pdf', mimeType: 'application/pdf', buffer: await certificatePdf(['FALL ARREST', `${first} ${last}`, 'FA-2023-0098']) },
        });
        assert.equal(created.status(), 201, await created.text());
        const { user_credential: original } = (await created.json()) as WorkerUserCredentialResponse;
        await apiSend(page, 'POST', `/credentials/${original.id}/request-update`, { message: 'Your card expires soon.' });
        const link = (await sentMail(page)).find((entry) => entry.to_address === email)?.text_body.match(/https?:\/\/\S+\/user-credential-requests\/[A-Za-z0-9_-]+/)?.[0];
        assert.ok(link, 'the e-mail holds the update link');

        await suite.withPage({ viewport, context: { locale } }, async ({ page: visitor }) => {
          await visitor.goto(new URL(link).pathname);
          const number = visitor.getByLabel(words.documentNumber, { exact: true });
          await number.waitFor();
          assert.equal(await number.inputValue(), 'FA-2023-0098', 'the number on file to start from');
          await fitsAndPassesAxe(visitor, `the update page (${locale}, ${viewport.width} px)`);
          await screenshot(visitor, `renewal-number-update-page-${locale}-${viewport.width}`);
          await visitor.getByLabel(words.issued).fill('2026-02-01');
          await visitor.getByLabel(words.expiry).fill('2029-02-01');
          await number.fill('FA-2026-0412');
          await visitor.locator('input[type="file"]').setInputFiles({
            name: 'renewed-card.png',
            mimeType: 'image/png',
            buffer: await certificatePng(['FALL ARREST', `${first} ${last}`, 'FA-2026-0412', 'Expires 2029-02-01']),
          });
          await visitor.getByRole('button', { name: words.submit }).click();
          await visitor.getByRole('status').filter({ hasText: words.updated }).waitFor();
          await fitsAndPassesAxe(visitor, `the update page, sent (${locale}, ${viewport.width} px)`);
        });

        await asStaff(locale, viewport, async (staff) => {
          const panel = await openWorkerPanel(staff, worker.id, `${first} ${last}`);
          await panel.getByRole('tablist', { name: words.sections }).getByRole('tab', { name: words.credentials, exact: true }).click();
          const row = panel.getByRole('list', { name: words.credentialsList }).getByRole('listitem', { name: 'Fall Arrest', exact: true });
          await row.getByText(words.needsReview, { exact: true }).waitFor();
          await row.getByRole('button', { name: words.review, exact: true }).click();
          const review = modal(staff, words.editCredential);
          const previous = review.getByRole('region', { name: words.previous });
          const submitted = review.getByRole('region', { name: words.submitted });
          await previous.getByText('FA-2023-0098', { exact: true }).waitFor();
          await submitted.getByText('FA-2026-0412', { exact: false }).waitFor();
          await submitted.getByText(words.newNumber).waitFor();
          assert.equal(await review.getByLabel(words.documentNumber, { exact: true }).inputValue(), 'FA-2026-0412', 'the form holds the number sent');
          await fitsAndPassesAxe(staff, `the review (${locale}, ${viewport.width} px)`);
          await screenshot(staff, `renewal-number-review-${locale}-${viewport.width}`, { fullPage: false });
        });
        await page.setViewportSize(DESKTOP);
      });

      test(`addresses say Province and Postal code, and a postal code of another province is refused (${locale}, ${viewport.width} px)`, async () => {
        const words = WORDS[locale];
        const suffix = `${locale.slice(0, 2)}${viewport.width}`;
        await asStaff(locale, viewport, async (staff) => {
          // Create worker: Canadian words, and the code stored in upper case with one space.
          await staff.goto('/workers');
          await workersActionIn(staff, locale);
          const create = modal(staff, words.createWorker);
          await create.waitFor();
          await create.getByLabel(words.createProvince, { exact: true }).waitFor();
          await create.getByLabel(words.createPostalCode, { exact: true }).waitFor();
          assert.equal(await create.getByText(words.outsideCanada).count(), 0, 'no State or Zip for a customer in Canada');
          await fitsAndPassesAxe(staff, `Create worker (${locale}, ${viewport.width} px)`);
          await screenshot(staff, `addresses-create-worker-${locale}-${viewport.width}`, { fullPage: false });
          await create.getByLabel(new RegExp(`^${locale === 'en-CA' ? 'First name' : 'Prénom'}`)).fill('Maude');
          await create.getByLabel(new RegExp(`^${locale === 'en-CA' ? 'Last name' : 'Nom'}`)).fill(`Address${suffix}`);
          await create.getByLabel(words.createProvince, { exact: true }).fill('QC');
          await create.getByLabel(words.createPostalCode, { exact: true }).fill('h2x1y4');
          await create.getByRole('button', { name: locale === 'en-CA' ? 'Create worker' : 'Créer le travailleur' }).click();
          const panel = workerPanel(staff, `Maude Address${suffix}`);
          await panel.waitFor();
          const id = Number(new URL(staff.url()).pathname.split('/').pop());
          const { worker } = await apiGet<WorkerResponse>(staff, `/workers/${id}`);
          assert.deepEqual([worker.state, worker.zip], ['QC', 'H2X 1Y4']);

          // Edit Details: the same words, and the server's refusal under the field.
          await panel.getByRole('tablist', { name: words.detailsTabs }).getByRole('tab', { name: words.editDetails, exact: true }).click();
          const personal = panel.getByRole('region', { name: words.personal });
          const postalCode = personal.getByLabel(words.postalCode, { exact: true });
          await personal.getByLabel(words.province, { exact: true }).waitFor();
          assert.equal(await postalCode.inputValue(), 'H2X 1Y4');
          await postalCode.fill('K1A 0B1');
          await eventually(async () => (await fieldDescription(postalCode)).includes(words.wrongPostalCode), true, 'the refusal is under the field');
          await fitsAndPassesAxe(staff, `Edit Details with a refused postal code (${locale}, ${viewport.width} px)`);
          await screenshot(staff, `addresses-edit-details-${locale}-${viewport.width}`, { fullPage: false });
          assert.equal((await apiGet<WorkerResponse>(staff, `/workers/${id}`)).worker.zip, 'H2X 1Y4', 'nothing saved');

          // Contacts: the same words.
          await panel.getByRole('tablist', { name: words.detailsTabs }).getByRole('tab', { name: words.contactsTab, exact: true }).click();
          await panel.getByRole('button', { name: words.addContact }).click();
          const contact = modal(staff, words.createContact);
          await contact.getByLabel(words.province, { exact: true }).waitFor();
          await contact.getByLabel(words.postalCode, { exact: true }).waitFor();
          assert.equal(await contact.getByText(words.outsideCanada).count(), 0);
          await fitsAndPassesAxe(staff, `Create Contact (${locale}, ${viewport.width} px)`);
          await screenshot(staff, `addresses-contact-${locale}-${viewport.width}`, { fullPage: false });
          await staff.keyboard.press('Escape');
        });
        await page.setViewportSize(DESKTOP);
        assert.deepEqual(pageErrors, [], 'no uncaught errors in the pages');
      });
    }
  }
});

/** Opens Create worker from the list's Actions menu, in the page's language. */
async function workersActionIn(staff: Page, locale: Locale): Promise<void> {
  if (locale === 'en-CA') return workersAction(staff, 'Create');
  await staff.getByRole('button', { name: 'Actions', exact: true }).click();
  await staff.getByRole('menuitem', { name: 'Créer' }).click();
}
