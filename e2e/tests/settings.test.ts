import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { ExpiryReminderSettingsResponse, IntegrationTokenResponse } from '../../shared-api/src/settings-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { portalSuite } from '../support/suite';
import { answerConfirm, toast } from '../support/workers';

describe('settings page', () => {
  const suite = portalSuite();
  after(() => assert.deepEqual(suite.pageErrors, []));

  const open = (viewport: typeof DESKTOP, email: string) => suite.open({ viewport, email, context: { permissions: ['clipboard-read', 'clipboard-write'] } });

  test('at 1280 px: generate the token, copy it, see it masked afterwards, and regenerate after confirming', async () => {
    const { context, page } = await open(DESKTOP, 'owner@demo.test');
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const card = page.getByRole('region', { name: 'Integration Token' });
    // The demo customer may start with a token; a fresh one is shown in full only after Regenerate then.
    const before = await apiGet<IntegrationTokenResponse>(page, '/settings/token');
    if (before.token) {
      await card.getByRole('button', { name: 'Regenerate' }).click();
      await answerConfirm(
        page,
        'The current token stops working at once: every integration that uses it must be given the new one. Regenerate?',
        'Regenerate',
      );
    } else {
      await card.getByRole('button', { name: 'Generate Token' }).click();
      await toast(page, 'Token generated successfully').waitFor();
    }
    await card.getByText('Your new token').waitFor();
    const full = (await card.locator('code').textContent()) ?? '';
    assert.ok(full.length >= 22 && !full.includes('•'), 'the whole token, at least 128 random bits');
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'settings-token-1280');

    await card.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Token copied to clipboard').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), full);

    // Shown once: the next visit has it masked, with no Copy and no Generate.
    await page.reload();
    await card.getByText('Current token (masked)').waitFor();
    const masked = (await card.locator('code').textContent()) ?? '';
    assert.notEqual(masked, full);
    assert.ok(masked.endsWith(full.slice(-4)));
    assert.equal(await card.getByRole('button', { name: 'Copy' }).count(), 0);
    assert.equal(await card.getByRole('button', { name: 'Generate Token' }).count(), 0);
    const stored = await apiGet<IntegrationTokenResponse>(page, '/settings/token');
    assert.equal(stored.token?.is_masked, true);

    // Regenerate asks first; cancelling keeps the token.
    await card.getByRole('button', { name: 'Regenerate' }).click();
    await answerConfirm(
      page,
      'The current token stops working at once: every integration that uses it must be given the new one. Regenerate?',
      'Cancel',
    );
    assert.equal((await apiGet<IntegrationTokenResponse>(page, '/settings/token')).token?.token, stored.token?.token);
    await card.getByRole('button', { name: 'Regenerate' }).click();
    await answerConfirm(
      page,
      'The current token stops working at once: every integration that uses it must be given the new one. Regenerate?',
      'Regenerate',
    );
    await card.getByText('Your new token').waitFor();
    assert.notEqual(await card.locator('code').textContent(), full);

    // Account features and the active subscription.
    await page.getByRole('list', { name: 'Account Features' }).getByRole('listitem').first().waitFor();
    await page.getByText(/per month$/).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test('at 390 px: set a reminder schedule, kept after a reload', async () => {
    const { context, page } = await open(PHONE, 'admin@demo.test');
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Expiry Reminders' });
    await form.waitFor();
    const initial = await apiGet<ExpiryReminderSettingsResponse>(page, '/settings/expiry-reminders');
    for (const days of [90, 60, 30, 14, 7, 1]) {
      const box = form.getByRole('checkbox', { name: `${days} day${days === 1 ? '' : 's'}`, exact: true });
      assert.equal(await box.isChecked(), initial.expiry_reminders.days_before.includes(days as 90));
    }
    await form.getByRole('checkbox', { name: '90 days', exact: true }).setChecked(false);
    await form.getByRole('checkbox', { name: '60 days', exact: true }).setChecked(true);
    await form.getByRole('checkbox', { name: '7 days', exact: true }).setChecked(true);
    await form.getByRole('checkbox', { name: 'Members', exact: true }).setChecked(true);
    await form.getByRole('checkbox', { name: 'The worker (when they have an e-mail)' }).setChecked(true);
    await form.getByRole('combobox', { name: /Weekly digest/ }).selectOption({ label: 'Every Friday' });
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'settings-reminders-390');
    await form.getByRole('button', { name: 'Save Schedule' }).click();
    await toast(page, 'Expiry reminders saved.').waitFor();

    const saved = await apiGet<ExpiryReminderSettingsResponse>(page, '/settings/expiry-reminders');
    const chosen = new Set<number>([...initial.expiry_reminders.days_before, 60, 7]);
    chosen.delete(90);
    assert.deepEqual(saved.expiry_reminders.days_before, [90, 60, 30, 14, 7, 1].filter((days) => chosen.has(days)));
    assert.ok(saved.expiry_reminders.recipient_roles.includes('member'));
    assert.equal(saved.expiry_reminders.notify_worker, true);
    assert.equal(saved.expiry_reminders.weekly_digest_day, 'friday');

    await page.reload();
    await form.waitFor();
    assert.equal(await form.getByRole('checkbox', { name: '60 days', exact: true }).isChecked(), true);
    assert.equal(await form.getByRole('checkbox', { name: '90 days', exact: true }).isChecked(), false);
    assert.equal(await form.getByRole('combobox', { name: /Weekly digest/ }).inputValue(), 'friday');
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'settings-390');
    await context.close();
  });

  test('at 390 px: a member reads the schedule and the token card but changes nothing', async () => {
    const { context, page } = await open(PHONE, 'member@demo.test');
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Expiry Reminders' });
    await form.waitFor();
    assert.equal(await form.getByRole('checkbox', { name: '30 days', exact: true }).isDisabled(), true);
    assert.equal(await form.getByRole('button', { name: 'Save Schedule' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Generate Token' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Regenerate' }).count(), 0);
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });
});
