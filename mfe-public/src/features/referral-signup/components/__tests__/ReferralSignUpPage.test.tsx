import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { mockApi, renderRoute, type ApiRoute } from 'shared-ui/testing';
import { referral, signedUp } from '../../fixtures';
import ReferralSignUpPage from '../ReferralSignUpPage';

jest.setTimeout(15_000);

const renderAt = (code = 'k3Jd9sQ2xV') =>
  renderRoute(<ReferralSignUpPage />, { path: '/sign-up/:code', url: `/sign-up/${code}`, portalProviders: false });

function api(overrides: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /public/referrals/k3Jd9sQ2xV': { body: { referral } },
    'POST /public/referrals/k3Jd9sQ2xV/register': { status: 201, body: signedUp },
    ...overrides,
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'Hammer-drill-2026', confirm = password) {
  await user.type(screen.getByRole('textbox', { name: /^Company name/ }), ' Prairie Drywall Inc. ');
  await user.type(screen.getByRole('textbox', { name: /^Owner's first name/ }), 'Dana');
  await user.type(screen.getByRole('textbox', { name: /^Owner's last name/ }), 'Whitehorse');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'dana@prairiedrywall.example');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
}

describe('ReferralSignUpPage', () => {
  it('says who invites, on which plan, with its trial, price and discount', async () => {
    api();
    renderAt();
    expect(await screen.findByText('Calgary Construction Association invites your company to the portal on the Professional plan.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your company account' })).toBeInTheDocument();
    const offer = screen.getByRole('list', { name: 'What the plan includes' });
    expect(within(offer).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '30-day free trial',
      'Then $149.00 per month',
      '$20.00 off per month',
    ]);
  });

  it('checks the form before sending it', async () => {
    const user = userEvent.setup();
    const server = api();
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    for (const text of ['Company name is required', 'First name is required', 'Last name is required', 'Email is required', 'Password is required']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await fill(user, 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('The password must be at least 12 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Hammer-drill-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'Passwords do not match! please ensure the password and the confirm password fields match.',
    );
    expect(server.callsTo('POST', '/public/referrals/k3Jd9sQ2xV/register')).toHaveLength(0);
  });

  it('creates the company and says what happens next, with a link to sign in', async () => {
    const user = userEvent.setup();
    const server = api();
    renderAt();
    await screen.findByRole('button', { name: 'Create account' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Prairie Drywall Inc.!' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/public/referrals/k3Jd9sQ2xV/register')[0].body).toEqual({
      company_name: 'Prairie Drywall Inc.',
      first_name: 'Dana',
      last_name: 'Whitehorse',
      email: 'dana@prairiedrywall.example',
      password: 'Hammer-drill-2026',
      confirm_password: 'Hammer-drill-2026',
    });
    expect(screen.getByText('Your company account has been created. Your free trial runs until December 25, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the portal' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in later with your e-mail and password' })).toHaveAttribute(
      'href',
      '/login?email=dana%40prairiedrywall.example',
    );
    expect(document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content).toBe('new-session-token');
  });

  it('shows the server’s field messages', async () => {
    const user = userEvent.setup();
    api({
      'POST /public/referrals/k3Jd9sQ2xV/register': {
        status: 422,
        body: { message: 'An account with this email already exists.', errors: { email: ['An account with this email already exists.'] } },
      },
    });
    renderAt();
    await screen.findByRole('button', { name: 'Create account' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription('An account with this email already exists.');
  });

  it('says when the link is not valid or the code no longer active', async () => {
    api({ 'GET /public/referrals/gone': { status: 404, body: { message: 'This referral link is not valid.' } } });
    const { unmount } = renderAt('gone');
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByText(/This referral link is not valid\./)).toBeInTheDocument();
    unmount();
    api({ 'GET /public/referrals/old': { status: 400, body: { message: 'This code is no longer active!' } } });
    renderAt('old');
    expect(await screen.findByText(/This code is no longer active!/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('offers a retry when the invitation cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({ 'GET /public/referrals/k3Jd9sQ2xV': () => (fail ? { status: 500, body: { message: 'Down' } } : { body: { referral } }) });
    renderAt();
    expect(await screen.findByText('The invitation could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('reads in Canadian French', async () => {
    await act(() => changeLocale('fr-CA'));
    const user = userEvent.setup();
    api();
    renderAt();
    expect(await screen.findByText('Puis 149,00 $ par mois')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Créez le compte de votre entreprise' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(screen.getByText('Le nom de l’entreprise est obligatoire')).toBeInTheDocument();
  });
});
