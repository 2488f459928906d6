import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from 'shared-api';
import { mockApi, renderFromFirstData, renderRoute, requestedUrls } from 'shared-ui/testing';
import manifest from '../../../../manifest';
import { customerAs, features, fullToken, maskedToken, reminderDefaults, subscription } from '../../fixtures';
import SettingsPage from '../SettingsPage';

function setup(role: Role, hasToken = false) {
  let stored = hasToken;
  return mockApi({
    'GET /enterprise-customer': { body: customerAs(role) },
    'GET /settings/token': () => ({ body: { token: stored ? maskedToken : null } }),
    'POST /settings/token': () => {
      stored = true;
      return { status: 201, body: { message: 'Token generated successfully', token: fullToken } };
    },
    'POST /settings/token/regenerate': { body: { message: 'A new token replaces the old one.', token: { ...fullToken, token: 'tpk_NEW' } } },
    'GET /settings/features': { body: { features } },
    'GET /subscriptions': { body: { subscriptions: [subscription] } },
    'GET /settings/expiry-reminders': { body: { expiry_reminders: reminderDefaults } },
    'PUT /settings/expiry-reminders': (call) => ({ body: { message: 'Reminder schedule saved.', expiry_reminders: call.body } }),
  });
}

const renderPage = () => renderRoute(<SettingsPage />, { path: '/settings', url: '/settings' });

describe('SettingsPage', () => {
  it("asks on its first render for exactly what its manifest's firstData declares for /settings (besides the customer), under the keys its hooks read", async () => {
    const declared = manifest.firstData['/settings'];
    setup('admin', true);
    const first = renderPage();
    expect(await screen.findByText(maskedToken.token)).toBeInTheDocument();
    await waitFor(() => expect(new Set(requestedUrls())).toEqual(new Set(['/enterprise-customer', ...declared.map(({ url }) => url)])));
    first.unmount();

    await renderFromFirstData(<SettingsPage />, { path: '/settings', url: '/settings' }, [
      { key: '/enterprise-customer', url: '/enterprise-customer' },
      ...declared,
    ]);
    expect(screen.getByText(maskedToken.token)).toBeInTheDocument();
    expect(screen.getAllByText(subscription.subscription_plan.name).length).toBeGreaterThan(0);
    expect(screen.getByText(features[1].name)).toBeInTheDocument();
  });

  it('generates the token, shows it in full once with Copy, and masked on the next visit', async () => {
    const api = setup('admin');
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Generate Token' }));
    expect(await screen.findByText('tpk_5Qm2V8xR4nL7cJ1wZ9hT3bY6dF0sK2aG')).toBeInTheDocument();
    expect(screen.getByText(/shown in full only this once/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Token' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // userEvent gives the page a clipboard of its own, which can be read back.
    expect(await navigator.clipboard.readText()).toBe('tpk_5Qm2V8xR4nL7cJ1wZ9hT3bY6dF0sK2aG');
    expect(await screen.findByText('Token copied to clipboard')).toBeInTheDocument();
    expect(api.callsTo('POST', '/settings/token')).toHaveLength(1);
    unmount();

    renderPage();
    expect(await screen.findByText('••••••••••••••••••••••••••••••K2aG')).toBeInTheDocument();
    expect(screen.queryByText('tpk_5Qm2V8xR4nL7cJ1wZ9hT3bY6dF0sK2aG')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Token' })).not.toBeInTheDocument();
  });

  it('regenerates only after confirming that the old token stops working', async () => {
    const api = setup('owner', true);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate the token' });
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/settings/token/regenerate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Regenerate the token' })).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('tpk_NEW')).toBeInTheDocument();
  });

  it('offers no Generate to a member', async () => {
    setup('member');
    renderPage();
    expect(await screen.findByText('No integration token has been generated yet.')).toBeInTheDocument();
    await screen.findByText('An owner or admin of your company can generate one.');
    expect(screen.queryByRole('button', { name: 'Generate Token' })).not.toBeInTheDocument();
  });

  it('lists the account features and the active subscription', async () => {
    setup('admin');
    renderPage();
    const list = await screen.findByRole('list', { name: 'Account Features' });
    expect(within(list).getByText('Unlimited Crews')).toBeInTheDocument();
    expect(within(list).getByText('Create as many crews as your projects need.')).toBeInTheDocument();
    expect(await screen.findByText('Professional')).toBeInTheDocument();
    expect(screen.getByText('$149.00 per month')).toBeInTheDocument();
    expect(screen.getByText('Dec 20, 2026')).toBeInTheDocument();
  });

  it('saves a reminder schedule with the chosen thresholds, recipients and digest day', async () => {
    const api = setup('admin');
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Expiry Reminders' });
    expect(within(form).getByRole('checkbox', { name: '90 days' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '60 days' })).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save Schedule' })).toBeDisabled();

    await user.click(within(form).getByRole('checkbox', { name: '14 days' }));
    await user.click(within(form).getByRole('checkbox', { name: '90 days' }));
    await user.click(within(form).getByRole('checkbox', { name: 'The worker (when they have an e-mail)' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Weekly digest/ }), 'Every Monday');
    await user.click(within(form).getByRole('button', { name: 'Save Schedule' }));

    expect(await screen.findByText('Reminder schedule saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/settings/expiry-reminders')[0].body).toEqual({
      days_before: [30, 14],
      recipient_roles: ['owner', 'admin'],
      notify_worker: true,
      weekly_digest_day: 'monday',
    });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save Schedule' })).toBeDisabled());
  });

  it('lets a member read the schedule but not change it', async () => {
    setup('member');
    renderPage();
    const form = await screen.findByRole('form', { name: 'Expiry Reminders' });
    expect(within(form).getByRole('checkbox', { name: '30 days' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save Schedule' })).not.toBeInTheDocument();
  });
});
