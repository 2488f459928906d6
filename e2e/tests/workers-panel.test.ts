import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Locator, Page, Request } from 'playwright-core';
import { TAG_COLORS } from '../../shared-api/src/constants';
import type {
  Worker,
  WorkerContactsResponse,
  WorkerCredentialRequestsResponse,
  WorkerCrewsResponse,
  WorkerNotesResponse,
  WorkerResponse,
} from '../../shared-api/src/workers-types';
import { apiGet, apiSend } from '../support/api';
import { axeViolations } from '../support/axe';
import { PHONE, screenshot } from '../support/browser';
import { pngImage } from '../support/png';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import {
  answerConfirm,
  cardAction,
  fieldDescription,
  gotoWorkers,
  listWorkers,
  modal,
  pathOf,
  searchWorkers,
  toast,
  workerCard,
  workerPanel,
} from '../support/workers';

/** Spec part 1 §9: 12 characters from upper and lower case letters, digits and !@#$%&*()-_. */
const GENERATED_PASSWORD = /^[A-Za-z0-9!@#$%&*()\-_]{12}$/;

const sectionTab = (panel: Locator, name: string) =>
  panel.getByRole('tablist', { name: 'Worker sections' }).getByRole('tab', { name, exact: true });
const detailsTab = (panel: Locator, name: 'Details' | 'Edit Details' | 'Contacts') =>
  panel.getByRole('tablist', { name: 'Worker details' }).getByRole('tab', { name, exact: true });

/** The autosave status beside a personal-information field ('Saving…', 'Saved', 'Not saved'). */
const saveStatus = (field: Locator) => field.locator('xpath=ancestor::div[.//*[@role="status"]][1]').getByRole('status');

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

const fetchWorker = async (page: Page, id: number) => (await apiGet<WorkerResponse>(page, `/workers/${id}`)).worker;

describe('the worker details panel', () => {
  let page: Page;
  /** Active workers of the demo customer, by name; each test takes its own so none depends on another's changes. */
  let workers: Worker[];
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  /** Opens the panel by its URL and waits for it to show the worker. */
  async function openPanel(worker: Worker): Promise<Locator> {
    await page.goto(`/workers/${worker.id}`);
    const panel = workerPanel(page, worker.full_name);
    await sectionTab(panel, 'Details').waitFor();
    return panel;
  }

  before(async () => {
    workers = (await listWorkers(page, { per_page: '100' })).data;
  });

  test('opens from a card, from the Notes menu item and by URL; a reload reopens it and the X closes it', async () => {
    await gotoWorkers(page, '?order_by=newest');
    const { data: [first] } = await listWorkers(page, { order_by: 'newest' });
    await workerCard(page, first.full_name).getByRole('button', { name: first.full_name, exact: true }).click();
    const panel = workerPanel(page, first.full_name);
    await panel.waitFor();
    assert.equal(pathOf(page), `/workers/${first.id}`);
    assert.equal(new URL(page.url()).search, '?order_by=newest', 'the list keeps its filters behind the panel');
    assert.deepEqual(
      await panel.getByRole('tablist', { name: 'Worker sections' }).getByRole('tab').allInnerTexts(),
      ['Details', 'Credentials', 'Open Requests', 'Crews', 'Notes'],
    );
    await panel.getByText(first.email ?? '', { exact: true }).first().waitFor();
    await screenshot(page, 'workers-panel-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    // Medium by default; Large widens it.
    const sizes = panel.getByRole('group', { name: 'Panel size' });
    assert.equal(await sizes.getByRole('button', { name: 'Medium' }).getAttribute('aria-pressed'), 'true');
    const width = async () => Math.round((await panel.boundingBox())?.width ?? 0);
    assert.equal(await width(), 720);
    await sizes.getByRole('button', { name: 'Large' }).click();
    await eventually(width, 960);
    await sizes.getByRole('button', { name: 'Medium' }).click();

    await page.reload();
    await sectionTab(workerPanel(page, first.full_name), 'Details').waitFor();
    await workerPanel(page, first.full_name).getByRole('button', { name: 'Close panel' }).click();
    await panel.waitFor({ state: 'detached' });
    assert.equal(pathOf(page), '/workers');

    // A card's Notes item opens the panel on Notes.
    await cardAction(page, first.full_name, 'Notes');
    assert.equal(await sectionTab(panel, 'Notes').getAttribute('aria-selected'), 'true');
    // The panel takes the focus when it opens, and Escape closes it.
    await eventually(() => panel.evaluate((element) => element === document.activeElement), true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // By URL, a worker far down the list (not among the cards shown).
    const last = workers[workers.length - 1];
    const deep = await openPanel(last);
    await deep.getByText(last.full_name, { exact: true }).first().waitFor();
    assert.equal(await workerCard(page, last.full_name).count(), 0, 'the worker is not on the first page');
    // An id that is not one of this customer's workers.
    await page.goto('/workers/99999999');
    await page.getByText('Worker not found').waitFor();
  });

  test('a personal field saves itself a second after typing stops, never empty, and a failed save offers Retry', async () => {
    const worker = workers[1];
    const panel = await openPanel(worker);
    await detailsTab(panel, 'Edit Details').click();
    const city = panel.getByRole('region', { name: 'Personal Information' }).getByLabel('City', { exact: true });
    const puts: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === `/json/workers/${worker.id}`) puts.push(request);
    };
    page.on('request', onRequest);
    try {
      // Both moments on the page's clock (the test's, not the network's): when the text went in, and when the save was sent.
      await city.evaluate((input, path) => {
        const moments = window as { typedAt?: number; sentAt?: number };
        input.addEventListener('input', () => (moments.typedAt = Date.now()));
        const send = window.fetch;
        window.fetch = (resource, init) => {
          if (init?.method === 'PUT' && String(resource).endsWith(path)) moments.sentAt ??= Date.now();
          return send(resource, init);
        };
      }, `/json/workers/${worker.id}`);
      await city.fill('Medicine Hat');
      await saveStatus(city).getByText('Saved').waitFor();
      assert.equal(puts.length, 1);
      assert.deepEqual(puts[0].postDataJSON(), { city: 'Medicine Hat' }, 'only the field that changed is sent');
      const { typedAt = 0, sentAt = 0 } = await page.evaluate(() => {
        const { typedAt: typed, sentAt: sent } = window as { typedAt?: number; sentAt?: number };
        return { typedAt: typed, sentAt: sent };
      });
      const pause = sentAt - typedAt;
      assert.ok(pause >= 950 && pause < 5000, `saved ${pause} ms after typing stopped`);
      await screenshot(page, 'workers-panel-autosave', { fullPage: false });
      assert.deepEqual(await axeViolations(page), []);
      assert.equal((await fetchWorker(page, worker.id)).city, 'Medicine Hat');

      // Emptied: nothing is sent and the field says why.
      await city.fill('');
      assert.equal(await fieldDescription(city), 'Empty values are not saved.');
      await page.waitForTimeout(1500);
      assert.equal(puts.length, 1, 'an empty value is not saved');
      assert.equal((await fetchWorker(page, worker.id)).city, 'Medicine Hat');
      await city.fill('Medicine Hat');

      // A value the server refuses stays in the field with the reason and a Retry.
      const email = panel.getByRole('region', { name: 'Personal Information' }).getByLabel('Email', { exact: true });
      await email.fill('not-an-address');
      await saveStatus(email).getByText('Not saved').waitFor();
      assert.equal(await fieldDescription(email), 'The email field must be a valid email address.');
      assert.equal(await email.inputValue(), 'not-an-address');
      const retry = panel.getByRole('button', { name: 'Retry saving Email' });
      await email.fill('medicine.hat@example.com');
      await retry.click();
      await saveStatus(email).getByText('Saved').waitFor();
    } finally {
      page.off('request', onRequest);
    }

    await page.reload();
    const reloaded = workerPanel(page, worker.full_name);
    await detailsTab(reloaded, 'Edit Details').click();
    const personal = reloaded.getByRole('region', { name: 'Personal Information' });
    assert.equal(await personal.getByLabel('City', { exact: true }).inputValue(), 'Medicine Hat');
    assert.equal(await personal.getByLabel('Email', { exact: true }).inputValue(), 'medicine.hat@example.com');
    const saved = await fetchWorker(page, worker.id);
    assert.deepEqual([saved.city, saved.email], ['Medicine Hat', 'medicine.hat@example.com']);
    // The card behind the panel shows the change too.
    await searchWorkers(page, 'medicine.hat@example.com');
    await workerCard(page, worker.full_name).getByText(`Medicine Hat${saved.state ? `, ${saved.state}` : ''}`).waitFor();
  });

  test('login details: the spec\'s messages, Generate fills 12 characters, and saving sets username and password', async () => {
    const [worker, other] = [workers[2], workers[3]];
    await apiSend(page, 'PUT', `/workers/${other.id}/login-details`, { username: 'taken.name', password: 'Password123!' });
    const panel = await openPanel(worker);
    await detailsTab(panel, 'Edit Details').click();
    const form = panel.getByRole('form', { name: 'Login details' });
    const username = form.getByLabel('Username');
    const password = form.getByLabel('Password', { exact: true });
    const save = form.getByRole('button', { name: 'Save' });

    await save.click();
    await form.getByRole('alert').filter({ hasText: 'Username and password are required' }).waitFor();
    await username.fill('taken.name');
    await password.fill('short');
    await save.click();
    await form.getByRole('alert').filter({ hasText: 'Password must be at least 12 characters long' }).waitFor();

    await form.getByRole('button', { name: 'Generate' }).click();
    const generated = await password.inputValue();
    assert.match(generated, GENERATED_PASSWORD);
    assert.equal(await password.getAttribute('type'), 'text', 'the generated password is shown');
    await form.getByRole('button', { name: 'Generate' }).click();
    assert.notEqual(await password.inputValue(), generated, 'each Generate makes a new one');

    await save.click();
    await eventually(() => fieldDescription(username), 'This username is already taken.');
    await username.fill('medic.worker');
    await save.click();
    await toast(page, 'Login details updated successfully').waitFor();
    await screenshot(page, 'workers-panel-login-details', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    const saved = await fetchWorker(page, worker.id);
    assert.deepEqual([saved.username, saved.has_password], ['medic.worker', true]);
    await form.getByText('A password is set; saving replaces it.').waitFor();
  });

  test('contacts: create (emergency by default), update and remove after confirming', async () => {
    const worker = workers[4];
    const panel = await openPanel(worker);
    await detailsTab(panel, 'Contacts').click();
    const before = (await apiGet<WorkerContactsResponse>(page, `/workers/${worker.id}/contacts`)).contacts;
    await panel.getByRole('button', { name: 'Add contact' }).click();
    const create = modal(page, 'Create Contact');
    await create.waitFor();
    assert.equal(await create.getByLabel('Contact Type').inputValue(), 'emergency');
    await create.getByRole('button', { name: 'About publicly visible' }).hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'Whether the contact is available to those with permission to view the crews the worker is part of' })
      .waitFor();
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => fieldDescription(create.getByLabel('First Name')), 'The first name field is required.');

    await create.getByLabel('First Name').fill('Noor');
    await create.getByLabel('Last Name').fill('Haddad');
    await create.getByLabel('Relationship').fill('sister');
    await create.getByLabel('Phone').fill('(587) 555-0199');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await toast(page, 'Contact created successfully').waitFor();
    const list = panel.getByRole('list', { name: 'Contacts' });
    const row = list.locator('li').filter({ hasText: 'Noor Haddad' });
    await row.getByText('Emergency', { exact: true }).waitFor();
    await row.getByText('(587) 555-0199').waitFor();

    await panel.getByRole('button', { name: 'Edit Noor Haddad' }).click();
    const update = modal(page, 'Update Contact');
    await update.getByLabel('Contact Type').selectOption({ label: 'Other' });
    await update.getByLabel('Relationship').fill('site buddy');
    await update.getByRole('checkbox', { name: 'Publicly visible' }).check();
    await update.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'Contact updated successfully').waitFor();
    await row.getByText('Other', { exact: true }).waitFor();
    await row.getByText('Visible to crews').waitFor();
    await row.getByText('site buddy').waitFor();
    const contacts = (await apiGet<WorkerContactsResponse>(page, `/workers/${worker.id}/contacts`)).contacts;
    const saved = contacts.find((contact) => contact.full_name === 'Noor Haddad');
    assert.ok(saved);
    assert.deepEqual([saved.contact_type, saved.relationship, saved.publicly_visible], ['other', 'site buddy', true]);

    await panel.getByRole('button', { name: 'Remove Noor Haddad' }).click();
    await answerConfirm(page, "Are you sure you want to remove Noor Haddad from this worker's contacts?", 'Remove');
    await toast(page, 'Contact deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    const after = (await apiGet<WorkerContactsResponse>(page, `/workers/${worker.id}/contacts`)).contacts;
    assert.deepEqual(after.map((contact) => contact.id), before.map((contact) => contact.id));
  });

  test('notes: Create waits for text, page links appear past ten notes, delete asks first', async () => {
    const worker = workers[5];
    const existing = (await apiGet<WorkerNotesResponse>(page, `/workers/${worker.id}/notes?page=1`)).notes.total;
    // Exactly one page of notes to begin with.
    for (let i = existing; i < 10; i++) await apiSend(page, 'POST', `/workers/${worker.id}/notes`, { note: `Earlier note ${i + 1}` });
    const panel = await openPanel(worker);
    await sectionTab(panel, 'Notes').click();
    const notes = panel.getByRole('list', { name: 'Notes' });
    await notes.waitFor();
    assert.equal(await notes.locator('li').count(), 10);
    const pages = panel.getByRole('navigation', { name: 'Notes pages' });
    assert.equal(await pages.count(), 0, 'no page links for a single page');

    const create = panel.getByRole('button', { name: 'Create', exact: true });
    const field = panel.getByLabel('Note', { exact: true });
    assert.equal(await create.isDisabled(), true);
    await field.fill('   ');
    assert.equal(await create.isDisabled(), true, 'blank text cannot be saved');
    await field.fill('Cleared for confined space work on 14 March.');
    await create.click();
    await eventually(() => notes.locator('li p').first().innerText(), 'Cleared for confined space work on 14 March.');
    assert.equal(await field.inputValue(), '');
    await pages.waitFor();
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await eventually(() => notes.locator('li').count(), 1);
    await screenshot(page, 'workers-panel-notes', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await eventually(() => notes.locator('li p').first().innerText(), 'Cleared for confined space work on 14 March.');

    await notes.locator('li').first().getByRole('button', { name: 'Delete note' }).click();
    await answerConfirm(page, 'Are you sure you want to delete this note?', 'Delete');
    await toast(page, 'Note deleted successfully').waitFor();
    await pages.waitFor({ state: 'detached' });
    const after = (await apiGet<WorkerNotesResponse>(page, `/workers/${worker.id}/notes?page=1`)).notes;
    assert.equal(after.total, 10);
    assert.ok(after.data.every((note) => note.note !== 'Cleared for confined space work on 14 March.'));
  });

  test('tags: suggestions after a pause, a preset colour, added and removed (and the card follows)', async () => {
    const worker = workers.find((w) => w.tags.every((tag) => tag.name !== 'Rope Access'))!;
    const panel = await openPanel(worker);
    await panel.getByRole('button', { name: 'Add tag' }).click();
    const dialog = modal(page, 'Add tag');
    const colours = dialog.getByRole('radiogroup', { name: 'Tag colour' });
    assert.equal(await colours.getByRole('radio').count(), 37);
    assert.equal(await colours.getByRole('radio', { checked: true }).getAttribute('aria-label'), TAG_COLORS[0], 'the first colour is the default');

    await dialog.getByLabel('Name').fill('Rop');
    const suggestion = dialog.getByRole('list', { name: 'Tag suggestions' }).getByRole('button', { name: 'Rope Access' });
    await suggestion.waitFor();
    await suggestion.click();
    assert.equal(await dialog.getByLabel('Name').inputValue(), 'Rope Access');
    assert.equal(await colours.getByRole('radio', { checked: true }).getAttribute('aria-label'), TAG_COLORS[33], "the existing tag's colour");
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await panel.getByRole('button', { name: 'Add tag' }).click();
    await dialog.getByLabel('Name').fill('Confined Space Lead');
    await colours.getByRole('radio', { name: TAG_COLORS[5] }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const chips = panel.getByRole('list', { name: 'Tags' });
    const chip = chips.locator('li').filter({ hasText: 'Confined Space Lead' });
    assert.equal(await chip.evaluate((element) => getComputedStyle(element).backgroundColor), rgb(TAG_COLORS[5]));
    await chips.locator('li').filter({ hasText: 'Rope Access' }).waitFor();
    let saved = await fetchWorker(page, worker.id);
    assert.deepEqual(
      saved.tags.filter((tag) => ['Rope Access', 'Confined Space Lead'].includes(tag.name)).map((tag) => [tag.name, tag.color]).sort(),
      [['Confined Space Lead', TAG_COLORS[5]], ['Rope Access', TAG_COLORS[33]]],
    );
    await workerCard(page, worker.full_name).getByRole('list', { name: 'Tags' }).getByText('Confined Space Lead').waitFor();
    await screenshot(page, 'workers-panel-tags', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);

    await panel.getByRole('button', { name: 'Remove tag Rope Access' }).click();
    await chips.locator('li').filter({ hasText: 'Rope Access' }).waitFor({ state: 'detached' });
    saved = await fetchWorker(page, worker.id);
    assert.ok(!saved.tags.some((tag) => tag.name === 'Rope Access'));
    assert.ok(saved.tags.some((tag) => tag.name === 'Confined Space Lead'));
  });

  test('profile picture: checked by content, uploaded, resized, and shown on the panel and the card; job title updates', async () => {
    const worker = workers.find((w) => !w.profile_picture_url && w.id !== workers[1].id)!;
    const panel = await openPanel(worker);
    await panel.getByRole('button', { name: 'Edit Profile Picture' }).click();
    const dialog = modal(page, 'Edit Profile Picture');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please select an image to update' }).waitFor();

    // Named and typed as a PNG, but not one: the server reads the bytes.
    const input = dialog.getByLabel('Image (PNG or JPEG)');
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByRole('alert').filter({ hasText: /^The file must be a .+ image\.$/ }).waitFor();

    await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: pngImage(900, [27, 94, 160], [240, 180, 40]) });
    await dialog.getByRole('img', { name: 'Preview of the new profile picture' }).waitFor();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'detached' });
    const picture = panel.getByRole('img', { name: `Profile picture of ${worker.full_name}` });
    await eventually(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), true);

    const saved = await fetchWorker(page, worker.id);
    assert.ok(saved.profile_picture_url);
    const served = await page.request.get(saved.profile_picture_url);
    assert.equal(served.headers()['content-type'], 'image/jpeg');
    const natural = await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth);
    assert.ok(natural < 900, `the server resized the picture (${natural} px wide)`);
    await searchWorkers(page, worker.email ?? worker.last_name);
    const cardImage = workerCard(page, worker.full_name).locator('img');
    assert.equal(await cardImage.getAttribute('src'), saved.profile_picture_url);

    await panel.getByRole('button', { name: 'Edit job title' }).click();
    const jobTitle = modal(page, 'Edit job title');
    const update = jobTitle.getByRole('button', { name: 'Update' });
    assert.equal(await update.isDisabled(), true, 'nothing to update yet');
    await jobTitle.getByLabel('Job title').fill('Lead Hand – Rigging');
    assert.equal(await update.isDisabled(), false);
    await update.click();
    await jobTitle.waitFor({ state: 'detached' });
    await panel.getByRole('region', { name: 'Details' }).getByText('Lead Hand – Rigging', { exact: true }).waitFor();
    await panel.getByText('Lead Hand – Rigging', { exact: true }).first().waitFor();
    await workerCard(page, worker.full_name).getByText('Lead Hand – Rigging').waitFor();
    assert.equal((await fetchWorker(page, worker.id)).job_title, 'Lead Hand – Rigging');
    await screenshot(page, 'workers-panel-picture', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
  });

  test('open requests can be withdrawn after confirming; crews link to their pages; the credentials section loads from its area', async () => {
    let target: { worker: Worker; requests: WorkerCredentialRequestsResponse } | undefined;
    for (const worker of workers.filter((w) => w.crews_count > 0)) {
      const requests = await apiGet<WorkerCredentialRequestsResponse>(page, `/workers/${worker.id}/credential-requests`);
      if (requests.credential_requests.length > 0) {
        target = { worker, requests };
        break;
      }
    }
    assert.ok(target, 'the seed has a worker in a crew with an open credential request');
    const { worker, requests } = target;
    const panel = await openPanel(worker);

    await sectionTab(panel, 'Credentials').click();
    await panel.getByRole('button', { name: '+ Add Credential' }).waitFor();

    await sectionTab(panel, 'Open Requests').click();
    const request = requests.credential_requests[0];
    const name = request.user_credential?.name ?? request.credential?.label ?? 'Credential';
    const withdraw = panel.getByRole('button', { name: `Withdraw request for ${name}` }).first();
    await withdraw.waitFor();
    await screenshot(page, 'workers-panel-open-requests', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);

    // A seeded request's link was never given out (only its hash is kept): Send again e-mails one, shown once,
    // and it opens the public fulfil page without signing in.
    assert.equal(request.url, null, 'a listed request carries no link');
    await panel.getByRole('button', { name: `Send again: request for ${name}` }).first().click();
    await answerConfirm(page, `A new link to the request for ${name} will be e-mailed to the worker; the link they have now stops working.`, 'Send again');
    await toast(page, 'A new link was e-mailed to the worker; the previous link no longer works.').waitFor();
    const link = (await panel.getByRole('status').filter({ hasText: `New link e-mailed for ${name}` }).locator('code').innerText()).trim();
    assert.match(link, /\/credential-requests\/[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'workers-panel-request-resent', { fullPage: false });
    await suite.withPage({}, async (visitor) => {
      await visitor.page.goto(new URL(link).pathname);
      await visitor.page.getByRole('button', { name: 'Submit Credential' }).waitFor();
    });
    await withdraw.click();
    await answerConfirm(page, 'Are you sure you want to withdraw this request?', 'Withdraw');
    await toast(page, 'Credential request successfully withdrawn!').waitFor();
    const after = await apiGet<WorkerCredentialRequestsResponse>(page, `/workers/${worker.id}/credential-requests`);
    assert.ok(!after.credential_requests.some((r) => r.id === request.id));
    assert.equal(after.credential_requests.length, requests.credential_requests.length - 1);
    await eventually(
      () => panel.getByRole('button', { name: /^Withdraw request for / }).count(),
      after.credential_requests.length + after.user_credential_requests.length,
    );

    await sectionTab(panel, 'Crews').click();
    const { crews } = await apiGet<WorkerCrewsResponse>(page, `/workers/${worker.id}/crews`);
    const views = panel.getByRole('link', { name: /^View / });
    await eventually(() => views.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), crews.map((crew) => `/crews/${crew.id}`));
    await panel.getByRole('link', { name: `View ${crews[0].name}` }).click();
    await page.waitForURL((url) => url.pathname === `/crews/${crews[0].id}`);
    // Crews is deployed by default now: the link lands on the crew's own page.
    await page.getByRole('heading', { level: 1, name: crews[0].name }).waitFor();
  });

  test('on a phone the panel covers the screen and its sections wrap', async () => {
    await suite.withPage({ viewport: PHONE, email: 'owner@demo.test' }, async ({ page: small }) => {
      const worker = workers[1];
      await small.goto(`/workers/${worker.id}`);
      const panel = workerPanel(small, worker.full_name);
      await sectionTab(panel, 'Details').waitFor();
      await panel.getByRole('region', { name: 'Wallet access' }).waitFor();
      // The panel slides in; measure where it comes to rest.
      await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const box = await panel.boundingBox();
      assert.ok(box && Math.round(box.x) === 0 && Math.round(box.width) === PHONE.width, `the panel fills the screen: ${JSON.stringify(box)}`);
      const overflow = await panel.evaluate((element) => element.scrollWidth - element.clientWidth);
      assert.equal(overflow, 0, 'nothing sticks out of the panel');
      await screenshot(small, 'workers-panel-390', { fullPage: false });
      assert.deepEqual(await axeViolations(small), []);
      await detailsTab(panel, 'Edit Details').click();
      await panel.getByRole('form', { name: 'Login details' }).waitFor();
      await screenshot(small, 'workers-panel-390-edit', { fullPage: false });
      assert.deepEqual(await axeViolations(small), []);
    });
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
