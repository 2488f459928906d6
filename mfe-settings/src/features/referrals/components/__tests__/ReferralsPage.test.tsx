import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralCode } from 'shared-api';
import { changeLocale, FEATURE_UNAVAILABLE_TEXT } from 'shared-ui';
import { mockApi, renderWithProviders, type ApiRoute } from 'shared-ui/testing';
import { codes, customerReply, page, plans, referred } from '../../fixtures';
import ReferralsPage from '../ReferralsPage';

jest.setTimeout(15_000);

function api(overrides: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /enterprise-customer': customerReply(),
    'GET /referral-codes': { body: { referral_codes: codes } },
    'GET /referral-codes/types': { body: { plans } },
    'GET /referrals': ({ query }) => ({ body: { subscriptions: page(referred, Number(query.get('page')), 2) } }),
    'GET /referral-codes/11/link': { body: { link: 'https://portal.example/sign-up/k3Jd9sQ2xV' } },
    'GET /referral-codes/12/link': { status: 400, body: { message: 'This code is no longer active!' } },
    ...overrides,
  });
}

// userEvent.setup() gives navigator a clipboard of its own, which the tests read back.
beforeEach(() => {
  window.scrollTo = jest.fn();
});

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('ReferralsPage', () => {
  it('says the page is unavailable, and loads no codes, without the association feature', async () => {
    const server = mockApi({ 'GET /enterprise-customer': customerReply(false) });
    renderWithProviders(<ReferralsPage />);
    expect(await screen.findByText(FEATURE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(server.callsTo('GET', '/referral-codes')).toHaveLength(0);
  });

  it('lists the codes with subscription, description and status', async () => {
    api();
    renderWithProviders(<ReferralsPage />);
    await screen.findByText('Spring trade show');
    const header = within(screen.getByRole('table', { name: 'Referral codes' })).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toEqual(['Subscription', 'Description', 'Status', 'Link']);
    expect(within(row('Spring trade show')).getByText('Starter')).toBeInTheDocument();
    expect(within(row('Spring trade show')).getByText('Inactive')).toBeInTheDocument();
    expect(within(row('Professional — 30-day trial')).getByText('Active')).toBeInTheDocument();
  });

  it('copies an active code’s link to the clipboard', async () => {
    const user = userEvent.setup();
    const server = api();
    renderWithProviders(<ReferralsPage />);
    await user.click(await screen.findByRole('button', { name: 'Copy the link of Professional — 30-day trial' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(server.callsTo('GET', '/referral-codes/11/link')).toHaveLength(1);
    expect(await navigator.clipboard.readText()).toBe('https://portal.example/sign-up/k3Jd9sQ2xV');
  });

  it('alerts that an inactive code is no longer active, copying nothing', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<ReferralsPage />);
    await user.click(await screen.findByRole('button', { name: 'Copy the link of Spring trade show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: This code is no longer active!');
    expect(await navigator.clipboard.readText()).toBe('');
  });

  it('generates a code for the chosen plan, whose card shows trial, price and discount per month', async () => {
    const user = userEvent.setup();
    const created: ReferralCode = {
      id: 13,
      code: 'Qw8rT5yU1i',
      description: 'Starter',
      status: 'active',
      subscription_plan: { id: 2, name: 'Starter' },
    };
    let listed = codes;
    const server = api({
      'GET /referral-codes': () => ({ body: { referral_codes: listed } }),
      'POST /referral-codes': () => {
        listed = [created, ...listed];
        return { status: 201, body: { message: 'Referral code created successfully', referral_code: created } };
      },
    });
    renderWithProviders(<ReferralsPage />);
    await user.click(await screen.findByRole('button', { name: '+ Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a referral code' });
    const professional = (await within(dialog).findByRole('radio', { name: /Professional/ })).closest('label') as HTMLElement;
    expect(within(professional).getByText('30-day free trial')).toBeInTheDocument();
    expect(within(professional).getByText('$149.00 per month')).toBeInTheDocument();
    expect(within(professional).getByText('$20.00 off per month')).toBeInTheDocument();
    const starter = within(dialog).getByRole('radio', { name: /Starter/ }).closest('label') as HTMLElement;
    expect(within(starter).getByText('$49.50 per month')).toBeInTheDocument();
    expect(within(starter).getByText('No free trial')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Generate code' }));
    expect(within(dialog).getByText('Choose a plan for the code.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/referral-codes')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /Starter/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate code' }));
    expect(await screen.findByText('Referral code created successfully')).toBeInTheDocument();
    expect(server.callsTo('POST', '/referral-codes')[0].body).toEqual({ plan_id: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Copy the link of Starter' })).toBeInTheDocument();
  });

  it('lists the referred customers a page at a time', async () => {
    const user = userEvent.setup();
    const server = api();
    renderWithProviders(<ReferralsPage />);
    const table = await screen.findByRole('table', { name: 'Referred customers' });
    const drywall = within(table).getByText('Prairie Drywall Inc.').closest('tr') as HTMLElement;
    expect(within(drywall).getByText('Dec 20, 2026')).toBeInTheDocument();
    expect(within(drywall).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(table).getByText('No trial')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(server.callsTo('GET', '/referrals').at(-1)?.query.get('page')).toBe('2'));
  });

  it('offers a retry when the codes cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({ 'GET /referral-codes': () => (fail ? { status: 500, body: { message: 'Down' } } : { body: { referral_codes: codes } }) });
    renderWithProviders(<ReferralsPage />);
    expect(await screen.findByText('The referral codes could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Spring trade show')).toBeInTheDocument();
  });

  it('reads in Canadian French', async () => {
    await act(() => changeLocale('fr-CA'));
    const user = userEvent.setup();
    api();
    renderWithProviders(<ReferralsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommandations' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Copier le lien de Spring trade show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur : Ce code n’est plus actif!');
    await user.click(screen.getByRole('button', { name: '+ Code' }));
    expect(await screen.findByText('Essai gratuit de 30 jours')).toBeInTheDocument();
    expect(screen.getByText('149,00 $ par mois')).toBeInTheDocument();
  });
});
