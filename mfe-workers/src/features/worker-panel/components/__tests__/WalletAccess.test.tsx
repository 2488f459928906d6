import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderWithProviders, type ApiReply } from 'shared-ui/testing';
import { walletTokens } from '../../fixtures';
import { WalletAccess } from '../WalletAccess';

const exact = { normalizer: (text: string) => text };

async function openShareModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Give access' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Give access to workers wallet' }) };
}

describe('WalletAccess', () => {
  it('lists who has access, with a link opening the wallet in a new tab', async () => {
    mockApi({ 'GET /workers/42/wallets': { body: { wallet_tokens: walletTokens } } });
    renderWithProviders(<WalletAccess workerId={42} />);

    expect(await screen.findByText(/^site\.manager@builder\.example · 2 days ago · Expires \w+ 30, 2024$/)).toBeInTheDocument();
    expect(screen.getByText('hr@partner.example · 5 hours ago')).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open wallet shared with site.manager@builder.example' });
    expect(open).toHaveAttribute('href', '/wallet?token=tok_a1b2c3');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
  });

  it('says when the list cannot be read', async () => {
    mockApi({ 'GET /workers/42/wallets': { status: 500, body: { message: 'Server error' } } });
    renderWithProviders(<WalletAccess workerId={42} />);
    expect(await screen.findByText('There was an issue retrieving the wallet tokens.')).toBeInTheDocument();
  });

  it('asks for an e-mail before giving access', async () => {
    const api = mockApi({ 'GET /workers/42/wallets': { body: { wallet_tokens: [] } } });
    renderWithProviders(<WalletAccess workerId={42} />);
    const { user, dialog } = await openShareModal();

    await user.type(within(dialog).getByLabelText('Email'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Give access' }));

    expect(within(dialog).getByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/workers/42/wallets')).toHaveLength(0);
  });

  it('sends one request however often the form is submitted while it runs, then shows the server message', async () => {
    const reply = deferred<ApiReply>();
    const api = mockApi({
      'GET /workers/42/wallets': { body: { wallet_tokens: [] } },
      'POST /workers/42/wallets': () => reply.promise,
    });
    renderWithProviders(<WalletAccess workerId={42} />);
    const { user, dialog } = await openShareModal();
    await user.type(within(dialog).getByLabelText('Email'), 'site.manager@builder.example');

    const form = within(dialog).getByLabelText('Email').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(api.callsTo('POST', '/workers/42/wallets')).toHaveLength(1);
    expect(api.callsTo('POST', '/workers/42/wallets')[0].body).toEqual({ email: 'site.manager@builder.example', expires_on: null });

    reply.resolve({ body: { message: 'Access given to site.manager@builder.example' } });
    expect(await screen.findByText('Access given to site.manager@builder.example')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Give access to workers wallet' })).not.toBeInTheDocument();
  });

  it('sends the chosen last day of the link and shows the server’s word on it', async () => {
    const api = mockApi({
      'GET /workers/42/wallets': { body: { wallet_tokens: [] } },
      'POST /workers/42/wallets': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { expires_on: ['The link cannot expire before today.'] } },
      },
    });
    renderWithProviders(<WalletAccess workerId={42} />);
    const { user, dialog } = await openShareModal();
    await user.type(within(dialog).getByLabelText('Email'), 'auditor@client.example');
    const expiry = within(dialog).getByLabelText('Link expires on (optional)');
    expect(expiry).toHaveAttribute('type', 'date');
    fireEvent.change(expiry, { target: { value: '2031-03-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Give access' }));

    expect(await within(dialog).findByText('The link cannot expire before today.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/workers/42/wallets')[0].body).toEqual({ email: 'auditor@client.example', expires_on: '2031-03-31' });
  });

  it('falls back to its own success text and shows the spec’s failure text', async () => {
    let fail = true;
    mockApi({
      'GET /workers/42/wallets': { body: { wallet_tokens: [] } },
      'POST /workers/42/wallets': () => (fail ? { status: 500, body: { message: 'Server error' } } : { body: {} }),
    });
    renderWithProviders(<WalletAccess workerId={42} />);
    const { user, dialog } = await openShareModal();
    await user.type(within(dialog).getByLabelText('Email'), 'hr@partner.example');
    await user.click(within(dialog).getByRole('button', { name: 'Give access' }));
    expect(await within(dialog).findByText('There was an  issue giving access to workers wallet.', exact)).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Give access' }));
    expect(await screen.findByText('Successfully gave access to workers wallet')).toBeInTheDocument();
  });

  it('removes access after a confirmation', async () => {
    const api = mockApi({
      'GET /workers/42/wallets': { body: { wallet_tokens: walletTokens } },
      'DELETE /workers/42/wallets/11': { body: { message: 'Removed' } },
    });
    renderWithProviders(<WalletAccess workerId={42} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove access for site.manager@builder.example' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove wallet access' })).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Successfully removed access to wallet!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/workers/42/wallets/11')).toHaveLength(1);
  });

  it('says when access could not be removed', async () => {
    mockApi({
      'GET /workers/42/wallets': { body: { wallet_tokens: walletTokens } },
      'DELETE /workers/42/wallets/11': { status: 500, body: { message: 'Server error' } },
    });
    renderWithProviders(<WalletAccess workerId={42} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove access for site.manager@builder.example' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove wallet access' })).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('There was an issue removing access to this wallet!')).toBeInTheDocument();
  });
});
