import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { changeLocale, currentLocale, LOCALE_STORAGE_KEY } from 'shared-ui';
import { jsonResponse, renderRoute } from 'shared-ui/testing';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { forgetRemoteRoutes, useRemotesStore } from '../../federation/remotes';
import { customer, dashboardRemote } from '../../__tests__/fixtures';
import { PortalLayout } from '../PortalLayout';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let logoutStatus = 200;
let customerStatus = 200;
let localeStatus = 200;
/** What /json/users/me/customers answers: one customer unless a test gives more. */
let customers = [{ id: 1, name: 'Northwind Electrical', role: 'owner', is_current: true }];
/** What /json/users/me answers for `locale` (undefined: a server that predates it). */
let storedLocale: string | undefined;

beforeEach(() => {
  logoutStatus = 200;
  customerStatus = 200;
  localeStatus = 200;
  storedLocale = undefined;
  customers = [{ id: 1, name: 'Northwind Electrical', role: 'owner', is_current: true }];
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    switch (String(input)) {
      case '/json/users/me':
        return jsonResponse({
          user: { id: 1, first_name: 'Ada', last_name: 'Fraser', full_name: 'Ada Fraser', email: 'a@b.c', image_url: null, locale: storedLocale },
        });
      case '/json/users/me/locale': {
        if (localeStatus !== 200) return jsonResponse({ message: 'Not found' }, localeStatus);
        storedLocale = JSON.parse(String(init?.body)).locale;
        return jsonResponse({ user: { id: 1, full_name: 'Ada Fraser', locale: storedLocale }, message: 'Saved' });
      }
      case '/json/enterprise-customer':
        if (customerStatus !== 200) return jsonResponse({ message: 'Server error' }, customerStatus);
        return jsonResponse({ enterprise_customer: customer(['local_construction_association']), enterprise_customer_user: { id: 1, user_id: 1, enterprise_customer_id: 1, role: 'owner' } });
      case '/json/users/me/customers':
        return jsonResponse({ customers });
      case '/json/session/customer':
        return jsonResponse({ message: 'Switched.', customers });
      case '/json/notifications/unread-count':
        return jsonResponse({ unread_count: 4 });
      case '/json/auth/logout':
        return jsonResponse({ message: logoutStatus === 200 ? 'Signed out' : 'Page expired' }, logoutStatus);
      default:
        return jsonResponse({ message: 'Not found' }, 404);
    }
  });
  global.fetch = fetchMock as typeof fetch;
  jest.mocked(loadRemote).mockResolvedValue({ default: [{ index: true, element: <h1>Dashboard page</h1> }] });
  useRemotesStore.setState({ status: 'ready', remotes: { mfe_dashboard: dashboardRemote } });
  forgetRemoteRoutes('mfe_dashboard');
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

  it('shows the unread notifications count on the Notifications item', async () => {
    await renderLayout('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Notifications (4 unread)' })).toHaveAttribute('href', '/notifications');
  });

  it("updates the badge without rendering the page again", async () => {
    const user = userEvent.setup();
    let pageRenders = 0;
    function CountingPage() {
      pageRenders += 1;
      // As the notifications page does: its filter lives in the URL.
      useSearchParams();
      const { mutate } = useSWRConfig();
      return (
        <button type="button" onClick={() => void mutate('/notifications/unread-count', { unread_count: 3 }, { revalidate: false })}>
          Read one
        </button>
      );
    }
    jest.mocked(loadRemote).mockResolvedValue({ default: [{ index: true, element: <CountingPage /> }] });
    await renderLayout('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Notifications (4 unread)' });
    const readOne = await screen.findByRole('button', { name: 'Read one' });
    const rendersBefore = pageRenders;
    await user.click(readOne);
    expect(await within(nav).findByRole('link', { name: 'Notifications (3 unread)' })).toBeInTheDocument();
    expect(pageRenders).toBe(rendersBefore);
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

  it('offers no company switch to a user of one customer', async () => {
    await renderLayout('/');
    await screen.findByText('Northwind Electrical');
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
  });

  it('switches a user of several customers to another from the sidebar footer', async () => {
    customers = [...customers, { id: 2, name: 'Riverside Electrical', role: 'admin', is_current: false }];
    const user = userEvent.setup();
    // jsdom cannot navigate (the switch reloads the page); the test checks the call.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLayout('/');
    const select = await screen.findByRole('combobox', { name: 'Company' });
    expect(select).toHaveValue('1');
    await user.selectOptions(select, 'Riverside Electrical');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/json/session/customer', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ enterprise_customer_id: 2 }) })),
    );
    jest.restoreAllMocks();
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

  describe('language', () => {
    it("switches to the language stored on the user and remembers it on this device", async () => {
      storedLocale = 'fr-CA';
      await renderLayout('/');
      const nav = await screen.findByRole('navigation', { name: 'Principale' });
      expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: 'Travailleurs' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('fr-CA');
      expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr-CA');
    });

    it("keeps the device's language when the server sends no locale", async () => {
      await changeLocale('fr-CA');
      await renderLayout('/');
      expect(await screen.findByText('Ada Fraser')).toBeInTheDocument();
      expect(currentLocale()).toBe('fr-CA');
      expect(screen.getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    });

    it('switches from the sidebar footer and stores the choice on the user', async () => {
      const user = userEvent.setup();
      storedLocale = 'en-CA';
      await renderLayout('/crews/7');
      expect(await screen.findByText('Ada Fraser')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Français' }));

      expect(await screen.findByText('La section « Équipes » n’a pas encore été déployée.')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('/json/users/me/locale', expect.objectContaining({ method: 'PUT', body: '{"locale":"fr-CA"}' }));
      expect(storedLocale).toBe('fr-CA');
      expect(currentLocale()).toBe('fr-CA');
    });

    it('keeps the choice on this page and says so when it cannot be stored on the user', async () => {
      const user = userEvent.setup();
      localeStatus = 404;
      await renderLayout('/');
      expect(await screen.findByText('Ada Fraser')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Français' }));
      expect(
        await screen.findByText('Votre choix de langue n’a pas pu être enregistré dans votre compte; il s’applique seulement à cet appareil.'),
      ).toBeInTheDocument();
      expect(currentLocale()).toBe('fr-CA');
      expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr-CA');
    });
  });
});
