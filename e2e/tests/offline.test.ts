import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { WorkerResponse } from '../../shared-api/src/workers-types';
import { apiGet, apiSend } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { workerPanel } from '../support/workers';

/** The autosave status beside a personal-information field ('Saving…', 'Saved', 'Waiting to save'). */
const saveStatus = (field: Locator) => field.locator('xpath=ancestor::div[.//*[@role="status"]][1]').getByRole('status');
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

/** Whether leaving the page now would ask first (the page's beforeunload handlers cancel the unload). */
const leavingAsks = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/**
 * Issue 28 item 9: when the connection drops a banner says so; an edit waiting to save is kept, the page asks
 * before it is left, and the edit is sent when the connection returns; a page that failed to load meanwhile loads
 * by itself.
 */
describe('working through a dropped connection', () => {
  let page: Page;
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  for (const viewport of [DESKTOP, PHONE]) {
    test(`an edit made offline waits, then saves itself when the connection returns, at ${viewport.width} px`, async () => {
      const { worker } = await apiSend<WorkerResponse>(page, 'POST', '/workers', { first_name: 'Oona', last_name: `Laine ${viewport.width}` });
      await suite.withPage({ viewport, email: 'owner@demo.test' }, async ({ context, page: staff }) => {
        await staff.goto(`/workers/${worker.id}`);
        const panel = workerPanel(staff, worker.full_name);
        await panel.getByRole('tab', { name: 'Edit Details', exact: true }).click();
        const city = panel.getByRole('region', { name: 'Personal Information' }).getByLabel('City', { exact: true });
        await city.waitFor();
        assert.equal(await offlineBanner(staff).count(), 0);

        await context.setOffline(true);
        await offlineBanner(staff).waitFor();
        await city.fill('Lethbridge');
        await saveStatus(city).getByText('Waiting to save').waitFor();
        assert.equal(await city.inputValue(), 'Lethbridge', 'the edit is kept');
        assert.equal(await leavingAsks(staff), true, 'leaving the page asks first');
        assert.deepEqual(await axeViolations(staff), []);
        await screenshot(staff, `offline-edit-waiting-${viewport.width}`, { fullPage: false });

        await context.setOffline(false);
        await offlineBanner(staff).waitFor({ state: 'detached' });
        await saveStatus(city).getByText('Saved').waitFor();
        await eventually(async () => (await apiGet<WorkerResponse>(page, `/workers/${worker.id}`)).worker.city, 'Lethbridge');
        assert.equal(await leavingAsks(staff), false, 'nothing is left to save');
      });
    });
  }

  test('a page opened while offline says it could not be loaded, then loads by itself when the connection returns', async () => {
    await suite.withPage({ viewport: DESKTOP, email: 'owner@demo.test' }, async ({ context, page: staff }) => {
      await staff.goto('/workers');
      await staff.getByRole('heading', { level: 1, name: 'Workers' }).waitFor();
      await context.setOffline(true);
      await staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Crews', exact: true }).click();
      await staff.getByText(/could not be loaded/).first().waitFor();
      await offlineBanner(staff).waitFor();
      await screenshot(staff, 'offline-page-failed-1280', { fullPage: false });

      await context.setOffline(false);
      await staff.getByRole('heading', { level: 1, name: 'Crews' }).waitFor();
      await eventually(() => staff.getByText(/could not be loaded/).count(), 0);
      assert.deepEqual(await axeViolations(staff), []);
    });
  });

  test('no page failed with an uncaught error', () => {
    assert.deepEqual(pageErrors, []);
  });
});
