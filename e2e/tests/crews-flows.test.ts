import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { CrewAdminCandidatesResponse, CrewAvailableWorkersResponse, CrewsResponse, CrewWorkersResponse, ImportedCrewsResponse } from '../../shared-api/src/crews-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { answerConfirm, modal } from '../support/workers';

describe('crew workers, quota, admin, sharing, notes and activity', () => {
  let page: Page;
  let crew: { id: number; name: string };
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  before(async () => {
    const { crews } = await apiGet<CrewsResponse>(page, '/crews');
    crew = crews.data[1];
  });

  const workerCount = async () => (await apiGet<CrewWorkersResponse>(page, `/crews/${crew.id}/workers`)).workers.length;
  const quota = () => page.getByRole('form', { name: 'Worker quota' });

  async function saveQuota(min: string, max: string) {
    const form = quota();
    await form.getByLabel('Minimum workers').fill(min);
    await form.getByLabel('Maximum workers').fill(max);
    await form.getByRole('button', { name: 'Save quota' }).click();
  }

  test('quota warnings follow adding and removing workers; a 422 shows inline; both 0 removes the quota', async () => {
    await page.goto(`/crews/${crew.id}/workers`);
    const count = await workerCount();
    await quota().waitFor();

    await saveQuota(String(count + 1), '');
    await page.getByText(`Minimum workers quota of ${count + 1} is not met`, { exact: true }).waitFor();

    const { workers: available } = await apiGet<CrewAvailableWorkersResponse>(page, `/crews/${crew.id}/workers/available`);
    const newcomer = available[0];
    await page.getByRole('button', { name: '+ Workers' }).click();
    const dialog = modal(page, 'Add workers to the crew');
    await dialog.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(newcomer.full_name.slice(0, 3));
    await dialog.getByRole('button', { name: `Add ${newcomer.full_name} to the crew` }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'crews-add-workers-1280');
    await dialog.getByRole('button', { name: `Add ${newcomer.full_name} to the crew` }).click();
    // A worker lacking followed credentials is added only after the question.
    const ask = modal(page, `${newcomer.full_name} lacks crew credentials`);
    const asked = await Promise.race([ask.waitFor().then(() => true), page.getByRole('status').filter({ hasText: 'Successfully add worker to crew!' }).waitFor().then(() => false)]);
    if (asked) {
      await screenshot(page, 'crews-add-worker-ask-1280');
      await ask.getByRole('button', { name: 'Add without requesting' }).click();
    }
    await page.getByRole('status').filter({ hasText: 'Successfully add worker to crew!' }).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: newcomer.full_name, exact: true }).waitFor();
    await eventually(() => page.getByText(`Minimum workers quota of ${count + 1} is not met`, { exact: true }).count(), 0, 'the minimum is met');

    await saveQuota('', String(count));
    await page.getByText('Maximum workers quota is exceeded by 1', { exact: true }).waitFor();
    await screenshot(page, 'crews-quota-exceeded-1280');

    await saveQuota('5', '2');
    // The server's 422 message, shown inline beside the quota.
    await page.getByText('The minimum may not be greater than the maximum.').first().waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'crews-quota-422-1280');

    await page.getByRole('button', { name: `Remove ${newcomer.full_name} from the crew` }).click();
    await answerConfirm(page, `Are you sure you want to remove ${newcomer.full_name} from this crew? Removing a worker deletes the worker's open credential requests and connections to the crew.`, 'Remove');
    await eventually(() => page.getByRole('button', { name: newcomer.full_name, exact: true }).count(), 0, 'removed from the table');

    await saveQuota('0', '0');
    await eventually(() => page.getByText(/workers quota/).count(), 0, 'no quota warning left');
    assert.equal((await apiGet<CrewWorkersResponse>(page, `/crews/${crew.id}/workers`)).crew_worker_quota, null);
  });

  test("the worker sidebar's tabs, and its add-credential form from the credentials area", async () => {
    await page.goto(`/crews/${crew.id}/workers`);
    const { workers } = await apiGet<CrewWorkersResponse>(page, `/crews/${crew.id}/workers`);
    const worker = workers[0];
    await page.getByRole('button', { name: worker.full_name, exact: true }).click();
    const sidebar = page.getByRole('dialog', { name: worker.full_name, exact: true });
    for (const tab of ['Crew Credentials', 'Requests', 'Users Credentials', 'Crews']) {
      await sidebar.getByRole('tab', { name: tab, exact: true }).click();
      await eventually(() => sidebar.locator('[aria-busy="true"]').count(), 0, `${tab} loaded`);
      assert.deepEqual(await axeViolations(page), [], tab);
    }
    await sidebar.getByRole('link', { name: `View crew ${crew.name}` }).waitFor();
    await sidebar.getByRole('tab', { name: 'Users Credentials', exact: true }).click();
    await sidebar.getByRole('button', { name: 'Add credential' }).click();
    await modal(page, 'Add a Credential').waitFor();
    await screenshot(page, 'crews-sidebar-add-credential-1280');
    await modal(page, 'Add a Credential').getByRole('button', { name: /Cancel|Close/ }).first().click();
    await page.keyboard.press('Escape');
  });

  test('change the administrator (confirmed, the current one not selectable); Update is disabled while the name is empty', async () => {
    await page.goto(`/crews/${crew.id}/admin`);
    const { users } = await apiGet<CrewAdminCandidatesResponse>(page, `/crews/${crew.id}/admin/candidates`);
    const next = users.find((user) => !user.is_current);
    const current = users.find((user) => user.is_current);
    assert.ok(next, 'the customer has another admin');
    await page.getByRole('button', { name: 'Change Administrator' }).click();
    const dialog = modal(page, 'Change Administrator');
    const select = dialog.getByLabel(/New administrator/);
    if (current) assert.equal(await select.locator('option', { hasText: `${current.full_name} (current)` }).isDisabled(), true);
    await select.selectOption({ label: next.full_name });
    await dialog.getByRole('button', { name: 'Change Administrator' }).click();
    await answerConfirm(page, `Are you sure you want to make ${next.full_name} the administrator of this crew?`, 'Change Administrator');
    await page.getByRole('region', { name: 'Crew administrator' }).or(page.locator('main')).getByText(next.full_name, { exact: true }).first().waitFor();

    const name = page.getByLabel(/^Name/);
    await name.fill('');
    assert.equal(await page.getByRole('button', { name: 'Update' }).isDisabled(), true);
    await page.getByText('Name cannot be empty').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'crews-admin-empty-name-1280');
    await name.fill(crew.name);
    assert.equal(await page.getByRole('button', { name: 'Update' }).isDisabled(), false);
  });

  test('share the crew, open the public page, withdraw the share, and the page stops', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const width = viewport.width;
      await page.goto(`/crews/${crew.id}/share-crew`);
      const form = page.getByRole('form', { name: 'Share this crew' });
      await form.getByLabel('Recipient name').fill(`Partner ${width}`);
      await form.getByLabel('Recipient e-mail').fill(`partner${width}@example.test`);
      await form.getByLabel('Message').fill('The crew for the substation job.');
      await form.getByRole('button', { name: 'Share Crew' }).click();
      const sent = page.getByText(`Link sent to Partner ${width}`);
      await sent.waitFor();
      const link = await page.locator('code').filter({ hasText: '/shares/crews/' }).innerText();

      await suite.withPage({ viewport }, async (visitor) => {
        await visitor.page.goto(new URL(link).pathname);
        await visitor.page.getByRole('heading', { level: 1, name: crew.name }).waitFor();
        assert.deepEqual(await axeViolations(visitor.page), []);
        await screenshot(visitor.page, `crews-public-share-${width}`);

        await page.reload();
        const row = page.getByRole('listitem').filter({ hasText: `partner${width}@example.test` });
        await row.getByText('Opened 1 time, last', { exact: false }).waitFor();
        assert.deepEqual(await axeViolations(page), []);
        await screenshot(page, `crews-shares-${width}`);
        await row.getByRole('button', { name: `Withdraw the share with Partner ${width}` }).click();
        await answerConfirm(page, `partner${width}@example.test will no longer see this crew: the link stops working.`, 'Withdraw');
        await eventually(() => row.count(), 0, 'the share left the list');

        await visitor.page.reload();
        await visitor.page.getByText('This crew is no longer available').waitFor();
        assert.deepEqual(await axeViolations(visitor.page), []);
        await screenshot(visitor.page, `crews-public-gone-${width}`);
      });
    }
    await page.setViewportSize(DESKTOP);
  });

  test('notes: Save disabled while empty, save, delete', async () => {
    await page.goto(`/crews/${crew.id}/notes`);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    assert.equal(await save.isDisabled(), true);
    await page.getByLabel('New note').fill('Hydro-vac truck arrives at 6 am.');
    await save.click();
    await page.getByText('Hydro-vac truck arrives at 6 am.', { exact: true }).waitFor();
    assert.equal(await save.isDisabled(), true);
    const item = page.getByRole('listitem').filter({ hasText: 'Hydro-vac truck arrives at 6 am.' });
    await item.getByRole('button', { name: /^Delete/ }).click();
    await answerConfirm(page, 'This action cannot be undone!', 'Delete');
    await eventually(() => page.getByText('Hydro-vac truck arrives at 6 am.', { exact: true }).count(), 0, 'the note is gone');
  });

  test('log time in Daily (the checks first) and see it in Monthly and on /workers/time-logs', async () => {
    await page.goto(`/crews/${crew.id}/activity`);
    const { workers } = await apiGet<CrewWorkersResponse>(page, `/crews/${crew.id}/workers`);
    const worker = workers[0];
    await page.getByRole('button', { name: 'Log time' }).click();
    const dialog = modal(page, 'Log time');
    await dialog.getByLabel(/Hours/).fill('25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Worker is required').waitFor();
    await dialog.getByText('Hours must be at most 24.').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'crews-log-time-checks-1280');
    await dialog.getByLabel(/Worker/).selectOption({ label: worker.full_name });
    await dialog.getByLabel(/Hours/).fill('7');
    await dialog.getByLabel(/Minutes/).fill('45');
    await dialog.getByLabel(/Notes/).fill('Pulled cable on level 3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Time logs of the crew' });
    await table.getByText('Pulled cable on level 3').waitFor();

    await page.getByRole('button', { name: 'Monthly' }).click();
    await table.getByText('Pulled cable on level 3').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'crews-activity-monthly-1280');

    await page.goto('/workers/time-logs');
    await page.getByText('Pulled cable on level 3').first().waitFor();
    assert.deepEqual(pageErrors, []);
  });

  test("a crew shared with a user of another company shows in that company's Imported Crews, read-only, until withdrawn", async () => {
    await suite.withPage({ email: 'owner@northern.test' }, async (northern) => {
      const { crews: northernCrews } = await apiGet<CrewsResponse>(northern.page, '/crews');
      const { crews: importedBefore } = await apiGet<ImportedCrewsResponse>(page, `/crews/${crew.id}/shares/imported`);
      const shared = northernCrews.data.find((candidate) => !importedBefore.some((entry) => entry.id === candidate.id));
      assert.ok(shared, 'a Northern crew not yet shared with Demo');

      await northern.page.goto(`/crews/${shared.id}/share-crew`);
      const form = northern.page.getByRole('form', { name: 'Share this crew' });
      await form.getByLabel('Recipient name').fill('Dana Whitford');
      await form.getByLabel('Recipient e-mail').fill('owner@demo.test');
      await form.getByRole('button', { name: 'Share Crew' }).click();
      await northern.page.getByText('Link sent to Dana Whitford').waitFor();

      await page.goto(`/crews/${crew.id}/share-crew`);
      const importedCard = page.getByRole('region', { name: 'Imported Crews' }).or(page.locator('section').filter({ hasText: 'Imported Crews' })).first();
      await importedCard.getByRole('button', { name: `View the shared crew ${shared.name}` }).click();
      const panel = page.getByRole('dialog', { name: shared.name, exact: true });
      await panel.getByText('Shared by Northern Electric Inc.').waitFor();
      assert.equal(await panel.getByRole('button', { name: /Remove|Delete|Edit/ }).count(), 0, 'read-only');
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, 'crews-imported-crew-1280');
      await panel.getByRole('button', { name: 'Close' }).first().click();

      await northern.page.reload();
      const row = northern.page.getByRole('listitem').filter({ hasText: 'owner@demo.test' }).first();
      await row.getByRole('button', { name: 'Withdraw the share with Dana Whitford' }).click();
      await answerConfirm(northern.page, 'owner@demo.test will no longer see this crew: the link stops working.', 'Withdraw');

      // The list on screen still shows it; opening it now says it is no longer shared.
      await importedCard.getByRole('button', { name: `View the shared crew ${shared.name}` }).click();
      await page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'This crew is not shared with you.' }).first().waitFor();
      await page.reload();
      await page.getByText('Imported Crews').first().waitFor();
      await eventually(() => page.getByRole('button', { name: `View the shared crew ${shared.name}` }).count(), 0, 'the import is gone');
    });
  });
});
