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
  it('lists who has access with Send again and Remove, and no link to open (only its hash is kept)', async () => {
    mockApi({ 'GET /workers/42/wallets': { body: { wallet_tokens: walletTokens } } });
    renderWithProviders(<WalletAccess workerId={42} />);

    expect(await screen.findByText(/^site\.manager@builder\.example · 2 days ago · Expires \w+ 30, 2024$/)).toBeInTheDocument();
    expect(screen.getByText('hr@partner.example · 5 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again to site.manager@builder.example' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('Send again, once confirmed, e-mails a new link and shows it once with Copy', async () => {
    const link = 'http://portal.test/wallet?token=new_tok';
    const api = mockApi({
      'GET /workers/42/wallets': { body: { wallet_tokens: walletTokens } },
      'POST /workers/42/wallets/11/resend': {
        body: { message: 'A new wallet link was e-mailed; the previous link no longer works.', wallet_token: { ...walletTokens[0], token: 'new_tok', url: '/wallet?token=new_tok' }, link },
      },
    });
    renderWithProviders(<WalletAccess workerId={42} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send again to site.manager@builder.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Send the wallet link again?' });
    expect(dialog).toHaveTextContent('A new link will be e-mailed to site.manager@builder.example; the link they have now stops working.');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));

    expect(await screen.findByText('A new wallet link was e-mailed; the previous link no longer works.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/workers/42/wallets/11/resend')).toHaveLength(1);
    const notice = screen.getByText('New wallet link sent to site.manager@builder.example').closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent(link);
    expect(notice).toHaveTextContent('for security the link is shown only once');
    await user.click(within(notice).getByRole('button', { name: 'Copy link sent to site.manager@builder.example' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(link)).not.toBeInTheDocument();
  });

  it('does not send again when the confirmation is cancelled, and says when it fails', async () => {
    const api = mockApi({
      'GET /workers/42/wallets': { body: { wallet_tokens: walletTokens } },
      'POST /workers/42/wallets/11/resend': { status: 500, body: { message: 'Server error' } },
    });
    renderWithProviders(<WalletAccess workerId={42} />);
    const user = userEvent.setup();
    const sendAgain = await screen.findByRole('button', { name: 'Send again to site.manager@builder.example' });

    await user.click(sendAgain);
    await user.click(within(screen.getByRole('dialog', { name: 'Send the wallet link again?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/workers/42/wallets/11/resend')).toHaveLength(0);

    await user.click(sendAgain);
    await user.click(within(screen.getByRole('dialog', { name: 'Send the wallet link again?' })).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The wallet link could not be sent again.')).toBeInTheDocument();
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

    const link = 'http://portal.test/wallet?token=tok_new';
    reply.resolve({
      body: { message: 'Access given to site.manager@builder.example', wallet_token: { ...walletTokens[0], token: 'tok_new', url: '/wallet?token=tok_new' }, link },
    });
    expect(await screen.findByText('Access given to site.manager@builder.example')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Give access to workers wallet' })).not.toBeInTheDocument();
    // The answer is the only place besides the e-mail that carries the link: shown once, with Copy.
    const notice = screen.getByText('Wallet link sent to site.manager@builder.example').closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent(link);
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
    expect(expiry).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    fireEvent.change(expiry, { target: { value: '2031-03-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Give access' }));

    expect(await within(dialog).findByText('The link cannot expire before today.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/workers/42/wallets')[0].body).toEqual({ email: 'auditor@client.example', expires_on: '2031-03-31' });
  });

  it('falls back to its own success text and shows the spec’s failure text', async () => {
    let fail = true;
    mockApi({
      'GET /workers/42/wallets': { body: { wallet_tokens: [] } },
      'POST /workers/42/wallets': () =>
        fail ? { status: 500, body: { message: 'Server error' } } : { body: { message: '', wallet_token: walletTokens[1], link: 'http://portal.test/wallet?token=x' } },
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
