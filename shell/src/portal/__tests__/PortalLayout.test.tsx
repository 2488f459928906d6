import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { jsonResponse, renderRoute } from 'shared-ui/testing';
import { useRemotesStore } from '../../federation/remotes';
import { customer, dashboardRemote } from '../../__tests__/fixtures';
import { PortalLayout } from '../PortalLayout';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let logoutStatus = 200;
let customerStatus = 200;

beforeEach(() => {
  logoutStatus = 200;
  customerStatus = 200;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    switch (String(input)) {
      case '/json/users/me':
        return jsonResponse({ user: { id: 1, first_name: 'Ada', last_name: 'Fraser', full_name: 'Ada Fraser', email: 'a@b.c', image_url: null } });
      case '/json/enterprise-customer':
        if (customerStatus !== 200) return jsonResponse({ message: 'Server error' }, customerStatus);
        return jsonResponse({ enterprise_customer: customer(['local_construction_association']), enterprise_customer_user: { id: 1, user_id: 1, enterprise_customer_id: 1, role: 'owner' } });
      case '/json/auth/logout':
        return jsonResponse({ message: logoutStatus === 200 ? 'Signed out' : 'Page expired' }, logoutStatus);
      default:
        return jsonResponse({ message: 'Not found' }, 404);
    }
  });
  global.fetch = fetchMock as typeof fetch;
  jest.mocked(loadRemote).mockResolvedValue({ default: [{ index: true, element: <h1>Dashboard page</h1> }] });
  useRemotesStore.setState({ status: 'ready', remotes: { mfe_dashboard: dashboardRemote } });
});

async function renderLayout(path: string) {
  await act(async () => {
    renderRoute(<PortalLayout />, { path: '*', url: path });
  });
}

describe('PortalLayout', () => {
  it('shows the sidebar, the signed-in user and customer, and the area', async () => {
    await renderLayout('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await within(nav).findByRole('link', { name: 'Referrals' })).toHaveAttribute('href', '/referrals');
    expect(await screen.findByText('Ada Fraser')).toBeInTheDocument();
    expect(screen.getByText('Northwind Electrical')).toBeInTheDocument();
  });

  it('keeps the chrome working in an area that is not deployed', async () => {
    const user = userEvent.setup();
    await renderLayout('/crews/7');
    expect(screen.getByText('Crews has not been deployed yet.')).toBeInTheDocument();
    await act(async () => {
      await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }));
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('says so when the account could not be loaded, and retries', async () => {
    const user = userEvent.setup();
    customerStatus = 500;
    await renderLayout('/');
    expect(await screen.findByText(/Your account details could not be loaded/)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Referrals' })).not.toBeInTheDocument();

    customerStatus = 200;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Referrals' })).toBeInTheDocument();
    expect(screen.queryByText(/Your account details could not be loaded/)).not.toBeInTheDocument();
  });

  it('signs out through the API', async () => {
    const user = userEvent.setup();
    // jsdom cannot navigate; the test checks the call and silences jsdom's "not implemented" report.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(fetchMock).toHaveBeenCalledWith('/json/auth/logout', expect.objectContaining({ method: 'POST' }));
    jest.restoreAllMocks();
  });

  it('stays and says so when signing out fails', async () => {
    const user = userEvent.setup();
    logoutStatus = 419;
    await renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Could not sign out. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });
});
