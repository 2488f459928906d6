import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { CrewMissingCredentialsResponse, CrewResponse, CrewsResponse } from '../../shared-api/src/crews-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { pngImage } from '../support/png';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { answerConfirm, modal, toast } from '../support/workers';

/** Whether an <img> has loaded real pixels (a refused or missing file leaves naturalWidth at 0). */
const loaded = (image: ReturnType<Page['locator']>) => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

describe('crew images, shared crews on a crew, sidebar requests and the share-link notice', () => {
  let page: Page;
  let crew: { id: number; name: string };
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  before(async () => {
    const { crews } = await apiGet<CrewsResponse>(page, '/crews');
    crew = crews.data[2];
  });

  test("change a crew's image from its heading card: a refused file shows the server's message, a PNG shows at once", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/crews/${crew.id}`);
      await page.getByRole('button', { name: `Change image of ${crew.name}` }).click();
      const dialog = modal(page, `Image of ${crew.name}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Choose an image (PNG or JPEG).').waitFor();
      await dialog.getByLabel('New image').setInputFiles({ name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not an image') });
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The server checks the content: its message is shown on the field.
      await dialog.getByText(/PNG|JPEG/).filter({ hasNotText: 'Choose an image' }).filter({ hasNotText: '5 MB' }).first().waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `crews-image-refused-${viewport.width}`);
      const colour = viewport === DESKTOP ? [200, 40, 40] : [40, 120, 200];
      await dialog.getByLabel('New image').setInputFiles({ name: 'crew.png', mimeType: 'image/png', buffer: pngImage(48, colour, [250, 250, 250]) });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Crew image updated.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const heading = page.locator('section').filter({ has: page.getByRole('heading', { level: 1, name: crew.name }) });
      await eventually(() => loaded(heading.locator('img').first()), true, 'the new image shows in the heading');
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `crews-image-changed-${viewport.width}`);
    }
    const { crew: saved } = await apiGet<CrewResponse>(page, `/crews/${crew.id}`);
    assert.ok(saved.crew_image_url);
    await page.setViewportSize(DESKTOP);
  });

  test('the share list says links are shown once; the public page and the importer see the crew image', async () => {
    await page.goto(`/crews/${crew.id}/share-crew`);
    const form = page.getByRole('form', { name: 'Share this crew' });
    await form.getByLabel('Recipient name').fill('Renée Lapointe');
    await form.getByLabel('Recipient e-mail').fill('owner@northern.test');
    await form.getByRole('button', { name: 'Share Crew' }).click();
    await page.getByText('Copy it now: for security the link is shown only once. Resend to get a new link.').waitFor();
    const link = await page.locator('code').filter({ hasText: '/shares/crews/' }).innerText();
    await page.reload();
    await page.getByText(/a share link is shown only once, right after it is sent\. To copy it later, resend it/).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'crews-shares-link-once-1280');

    for (const viewport of [DESKTOP, PHONE]) {
      await suite.withPage({ viewport }, async (visitor) => {
        await visitor.page.goto(new URL(link).pathname);
        await visitor.page.getByRole('heading', { level: 1, name: crew.name }).waitFor();
        const image = visitor.page.locator('main img').first();
        await eventually(() => loaded(image), true, 'the crew image loads through the link');
        assert.match((await image.getAttribute('src')) ?? '', /^\/json\/shares\/crews\/[A-Za-z0-9_-]{43}\/image/);
        assert.deepEqual(await axeViolations(visitor.page), []);
        await screenshot(visitor.page, `crews-public-share-image-${viewport.width}`);
      });
    }
  });

  test("Northern attaches the crew Demo shares with it to one of its own crews, views it read-only and detaches it", async () => {
    await suite.withPage({ email: 'owner@northern.test' }, async (northern) => {
      const { crews } = await apiGet<CrewsResponse>(northern.page, '/crews');
      const own = crews.data[crews.data.length - 1];
      for (const viewport of [DESKTOP, PHONE]) {
        await northern.page.setViewportSize(viewport);
        await northern.page.goto(`/crews/${own.id}/workers`);
        const card = northern.page.locator('section').filter({ has: northern.page.getByRole('heading', { name: 'Shared Crews' }) });
        await card.getByRole('button', { name: 'Attach a crew' }).click();
        const dialog = modal(northern.page, 'Attach a shared crew');
        await dialog.getByLabel(/Shared crew/).selectOption({ label: `${crew.name} (Demo Construction Ltd.)` });
        assert.deepEqual(await axeViolations(northern.page), []);
        await screenshot(northern.page, `crews-attach-shared-${viewport.width}`);
        await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
        await toast(northern.page, `${crew.name} is now on the Shared Crews of ${own.name}.`).waitFor();
        const list = northern.page.getByRole('list', { name: `Shared crews of ${own.name}` });
        await list.getByRole('button', { name: `View the shared crew ${crew.name}` }).waitFor();
        await list.getByText('Shared by Demo Construction Ltd.').waitFor();
        await eventually(() => loaded(list.locator('img').first()), true, "the shared crew's image loads for the importer");
        assert.deepEqual(await axeViolations(northern.page), []);
        await screenshot(northern.page, `crews-shared-crews-card-${viewport.width}`);

        await list.getByRole('button', { name: `View the shared crew ${crew.name}` }).click();
        const panel = northern.page.getByRole('dialog', { name: crew.name, exact: true });
        await panel.getByText('Shared by Demo Construction Ltd.').waitFor();
        assert.equal(await panel.getByRole('button', { name: /Remove|Delete|Edit/ }).count(), 0, 'read-only');
        assert.deepEqual(await axeViolations(northern.page), []);
        await northern.page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });

        await list.getByRole('button', { name: `Detach ${crew.name}` }).click();
        await answerConfirm(northern.page, `${crew.name} will no longer show on the Shared Crews of ${own.name}. It stays shared with you: you can attach it again.`, 'Detach');
        await toast(northern.page, `${crew.name} was removed from the Shared Crews of ${own.name}.`).waitFor();
        await eventually(() => northern.page.getByRole('button', { name: `View the shared crew ${crew.name}` }).count(), 0, 'the row left the card');
      }
    });
  });

  test("Northern attaches the crew Demo shares with it from its own crew's Share Crew page (Imported Crews), sees it on the Workers page, detaches it there again", async () => {
    await suite.withPage({ email: 'owner@northern.test' }, async (northern) => {
      const { crews } = await apiGet<CrewsResponse>(northern.page, '/crews');
      const own = crews.data[0];
      for (const viewport of [DESKTOP, PHONE]) {
        await northern.page.setViewportSize(viewport);
        await northern.page.goto(`/crews/${own.id}/share-crew`);
        const card = northern.page.locator('section').filter({ has: northern.page.getByRole('heading', { name: 'Imported Crews' }) });
        await card.getByText(`Attach a crew to show it on the Shared Crews of ${own.name}, beside its own workers.`).waitFor();
        const row = card.getByRole('listitem').filter({ has: northern.page.getByRole('button', { name: `View the shared crew ${crew.name}`, exact: true }) });
        assert.equal(await row.getByText(`On the Shared Crews of ${own.name}`).count(), 0, 'not on this crew yet');
        await row.getByRole('button', { name: `Attach ${crew.name} to ${own.name}` }).click();
        await toast(northern.page, `${crew.name} is now on the Shared Crews of ${own.name}.`).waitFor();
        await row.getByText(`On the Shared Crews of ${own.name}`).waitFor();
        await row.getByRole('button', { name: `Detach ${crew.name}` }).waitFor();
        assert.equal(await row.getByRole('button', { name: `Attach ${crew.name} to ${own.name}` }).count(), 0);
        assert.deepEqual(await axeViolations(northern.page), []);
        await screenshot(northern.page, `crews-share-page-attached-${viewport.width}`);

        // The Workers page's Shared Crews card shows what was attached here.
        await northern.page.goto(`/crews/${own.id}/workers`);
        const list = northern.page.getByRole('list', { name: `Shared crews of ${own.name}` });
        await list.getByRole('button', { name: `View the shared crew ${crew.name}` }).waitFor();

        await northern.page.goto(`/crews/${own.id}/share-crew`);
        await row.getByRole('button', { name: `Detach ${crew.name}` }).click();
        await answerConfirm(northern.page, `${crew.name} will no longer show on the Shared Crews of ${own.name}. It stays shared with you: you can attach it again.`, 'Detach');
        await toast(northern.page, `${crew.name} was removed from the Shared Crews of ${own.name}.`).waitFor();
        await row.getByRole('button', { name: `Attach ${crew.name} to ${own.name}` }).waitFor();
        assert.equal(await row.getByText(`On the Shared Crews of ${own.name}`).count(), 0);
        assert.deepEqual(await axeViolations(northern.page), []);
        await screenshot(northern.page, `crews-share-page-detached-${viewport.width}`);
      }
      const { crew: saved } = await apiGet<CrewResponse>(northern.page, `/crews/${own.id}`);
      assert.equal(saved.crew_shared_imports.filter((item) => item.imported_crew.id === crew.id).length, 0, 'detached on the server too');
    });
  });

  test("request a missing credential from the worker sidebar's Crew Credentials tab, then withdraw it", async () => {
    const { crews } = await apiGet<CrewsResponse>(page, '/crews');
    let target: { crewId: number; credential: string; worker: string; credentialId: number; workerId: number } | null = null;
    for (const candidate of crews.data) {
      const { credentials } = await apiGet<CrewMissingCredentialsResponse>(page, `/crews/${candidate.id}/credential-follows/missing`);
      for (const credential of credentials) {
        const worker = credential.workers_without_credential.find((w) => !w.credential_request);
        if (worker) {
          target = { crewId: candidate.id, credential: credential.label, worker: worker.full_name, credentialId: credential.id, workerId: worker.id };
          break;
        }
      }
      if (target) break;
    }
    assert.ok(target, 'a crew worker missing a followed credential, with no open request');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/crews/${target.crewId}/workers`);
      await page.getByRole('button', { name: target.worker, exact: true }).click();
      const sidebar = page.getByRole('dialog', { name: target.worker, exact: true });
      const tab = sidebar.getByRole('tabpanel', { name: 'Crew Credentials' });
      await tab.getByRole('button', { name: `Request Credential: ${target.credential} from ${target.worker}` }).click();
      // The request's details open with its link, shown once (only its hash is kept); closing them returns to the sidebar.
      const details = page.getByRole('dialog', { name: `${target.credential} requested from ${target.worker}`, exact: true });
      await details.getByRole('status').filter({ hasText: `Link sent to ${target.worker}` }).locator('code').waitFor();
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, `no sideways scrolling at ${viewport.width} px`);
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `crews-sidebar-request-link-${viewport.width}`, { fullPage: false });
      await details.getByRole('button', { name: 'Close', exact: true }).click();
      await details.waitFor({ state: 'detached' });
      await tab.getByText(/^Last requested /).first().waitFor();
      await tab.getByRole('button', { name: `View Request: ${target.credential} from ${target.worker}` }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `crews-sidebar-request-${viewport.width}`);
      const { credentials } = await apiGet<CrewMissingCredentialsResponse>(page, `/crews/${target.crewId}/credential-follows/missing`);
      const row = credentials.find((c) => c.id === target.credentialId)?.workers_without_credential.find((w) => w.id === target.workerId);
      assert.ok(row?.credential_request, 'the missing tab shows the same open request');

      await tab.getByRole('button', { name: `Withdraw Request: ${target.credential} from ${target.worker}` }).click();
      await answerConfirm(page, 'Are you sure you want to withdraw this request?', 'Withdraw Request');
      await tab.getByRole('button', { name: `Request Credential: ${target.credential} from ${target.worker}` }).waitFor();
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize(DESKTOP);
    assert.deepEqual(pageErrors, []);
  });
});
