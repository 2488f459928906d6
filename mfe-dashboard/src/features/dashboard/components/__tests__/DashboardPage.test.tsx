import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { jsonResponse, renderFromFirstData, renderWithProviders } from 'shared-ui/testing';
import {
  crewsSummary,
  expiredCredentials,
  expiringCredentials,
  notifications,
  workerTags,
  workersSummary,
} from '../../fixtures';
import manifest from '../../../../manifest';
import DashboardPage from '../DashboardPage';

function paginated<T>(data: T[]) {
  return { data, current_page: 1, last_page: 1, per_page: 15, from: 1, to: data.length, total: data.length, next_page_url: null, prev_page_url: null };
}

const requests: string[] = [];
let failWorkers = false;
let credentialsFeature = true;

beforeEach(() => {
  requests.length = 0;
  failWorkers = false;
  credentialsFeature = true;
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    switch (url.pathname) {
      case '/json/enterprise-customer':
        return jsonResponse({
          enterprise_customer: {
            id: 1,
            name: 'Northern Electric Inc.',
            mode: 'normal',
            access_url: null,
            features: credentialsFeature ? [{ id: 1, label: 'credentials', name: 'Credentials', description: '' }] : [],
          },
          enterprise_customer_user: { id: 1, user_id: 1, enterprise_customer_id: 1, role: 'owner' },
        });
      case '/json/users/me':
        return jsonResponse({ user: { id: 1, first_name: 'Ada', last_name: 'Fraser', full_name: 'Ada Fraser', email: 'ada@example.com', image_url: null } });
      case '/json/summaries/workers':
        return failWorkers ? jsonResponse({ message: 'Server error' }, 500) : jsonResponse(workersSummary);
      case '/json/summaries/crews':
        return jsonResponse(crewsSummary);
      case '/json/summaries/worker-tags':
        return jsonResponse({ tags: workerTags(3) });
      case '/json/summaries/notifications':
        return jsonResponse({ notifications });
      case '/json/credentials':
        if (!credentialsFeature) {
          return jsonResponse(
            { message: 'This feature is not currently available in your account. To add this feature please contact support.' },
            403,
          );
        }
        return jsonResponse({
          credentials: paginated(url.searchParams.get('expiring') === 'expired' ? expiredCredentials : expiringCredentials),
        });
      default:
        return jsonResponse({ message: 'Not found' }, 404);
    }
  }) as typeof fetch;
});

const card = (title: string) => screen.getByRole('region', { name: title });

describe('DashboardPage', () => {
  it("asks for exactly what its manifest's firstData declares for '/' (besides the chrome's calls), under the same SWR keys", async () => {
    const declared = manifest.firstData['/'];
    const chrome = ['/users/me', '/enterprise-customer'];
    const first = renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(requests).toContain('/json/credentials?expiring=expired&page=1'));
    expect(new Set(requests)).toEqual(new Set([...chrome, ...declared.map(({ url }) => url)].map((url) => `/json${url}`)));
    first.unmount();

    // Rendered from a cache holding only those answers (as the page's data block primes it), every card shows its
    // data in the first render: each declared key is the one the page's hook reads.
    await renderFromFirstData(<DashboardPage />, { path: '/', url: '/' }, [...chrome.map((url) => ({ key: url, url })), ...declared]);
    for (const [title, text] of [
      ['Total Workers', 'Ada Fraser'],
      ['Total Crews', 'North Tower Electrical'],
      ['Worker Tags', 'Apprentice'],
      ['Recent Notifications', '5 minutes ago'],
      ['Expiring Credentials', 'Working at Heights'],
    ]) {
      expect(within(card(title)).getAllByText(text)[0]).toBeInTheDocument();
    }
  });

  it('greets the user and fills every card from the API', async () => {
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Ada$/ })).toBeInTheDocument();
    expect(await within(card('Total Workers')).findByText('Ada Fraser')).toBeInTheDocument();
    expect(within(card('Total Workers')).getByText('128')).toBeInTheDocument();
    expect(within(card('Total Workers')).getByRole('link', { name: 'View All Workers' })).toHaveAttribute('href', '/workers');
    expect(await within(card('Total Crews')).findByRole('link', { name: 'View North Tower Electrical' })).toHaveAttribute(
      'href',
      '/crews/7',
    );
    expect(within(card('Total Crews')).getByRole('link', { name: 'View All Crews' })).toHaveAttribute('href', '/crews');
    expect(await within(card('Worker Tags')).findByText('Apprentice')).toBeInTheDocument();
    expect(await within(card('Recent Notifications')).findByText('5 minutes ago')).toBeInTheDocument();
    expect(within(card('Recent Notifications')).getByRole('link', { name: 'View All Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(requests).toContain('/json/summaries/workers?limit=10');
  });

  it('switches the credentials card between expiring within 90 days and expired', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    const credentials = card('Expiring Credentials');
    expect(await within(credentials).findByText('Working at Heights')).toBeInTheDocument();
    expect(requests).toContain('/json/credentials?expiring=90_days&page=1');

    await user.click(within(credentials).getByRole('button', { name: 'Expired' }));
    expect(await within(credentials).findByText('Chantal Nguyen')).toBeInTheDocument();
    expect(within(credentials).queryByText('Working at Heights')).not.toBeInTheDocument();
    expect(within(credentials).getByRole('button', { name: 'Expired' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests).toContain('/json/credentials?expiring=expired&page=1');
  });

  it('expands a card to full width and retracts it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    const workers = card('Total Workers');
    await user.click(within(workers).getByRole('button', { name: 'Expand card' }));
    expect(within(workers).getByRole('button', { name: 'Retract card' })).toBeInTheDocument();
    // Only the card that was toggled changes.
    expect(within(card('Total Crews')).getByRole('button', { name: 'Expand card' })).toBeInTheDocument();

    await user.click(within(workers).getByRole('button', { name: 'Retract card' }));
    expect(within(workers).getByRole('button', { name: 'Expand card' })).toBeInTheDocument();
  });

  it('shows an error with a retry on the card whose call failed, and the retry loads it', async () => {
    const user = userEvent.setup();
    failWorkers = true;
    renderWithProviders(<DashboardPage />);
    const workers = card('Total Workers');
    expect(await within(workers).findByRole('alert')).toHaveTextContent('Could not load the workers.');
    expect(await within(card('Total Crews')).findByText('North Tower Electrical')).toBeInTheDocument();

    failWorkers = false;
    await user.click(within(workers).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(workers).getByText('Ada Fraser')).toBeInTheDocument());
  });

  it('shows the feature notice on the credentials card, without calling the gated list, when the customer lacks the feature', async () => {
    credentialsFeature = false;
    renderWithProviders(<DashboardPage />);
    const credentials = card('Expiring Credentials');
    expect(await within(credentials).findByRole('note')).toHaveTextContent(
      'This feature is not currently available in your account. To add this feature please contact support.',
    );
    expect(within(credentials).queryByRole('alert')).not.toBeInTheDocument();
    // The other cards are unaffected.
    expect(await within(card('Total Workers')).findByText('Ada Fraser')).toBeInTheDocument();
    expect(requests).toContain('/json/enterprise-customer');
    expect(requests.filter((request) => request.startsWith('/json/credentials'))).toEqual([]);
  });

  it('asks for the expiring credentials once the customer is known to have the feature', async () => {
    renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(requests.some((request) => request.startsWith('/json/credentials?'))).toBe(true));
    expect(requests.indexOf('/json/enterprise-customer')).toBeLessThan(
      requests.findIndex((request) => request.startsWith('/json/credentials')),
    );
  });

  it('speaks Canadian French: greeting, cards, toggles, links and error states', async () => {
    const user = userEvent.setup();
    failWorkers = true;
    await act(() => changeLocale('fr-CA'));
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: /^(Bonjour|Bon après-midi|Bonsoir), Ada$/ })).toBeInTheDocument();

    const workers = card('Travailleurs');
    expect(await within(workers).findByRole('alert')).toHaveTextContent('Impossible de charger les travailleurs.');
    expect(within(workers).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(within(workers).getByRole('link', { name: 'Voir tous les travailleurs' })).toHaveAttribute('href', '/workers');

    const crews = card('Équipes');
    expect(await within(crews).findByRole('link', { name: 'Voir l’équipe North Tower Electrical' })).toHaveAttribute('href', '/crews/7');
    expect(within(crews).getByRole('columnheader', { name: 'Équipe' })).toBeInTheDocument();
    expect(within(crews).getByRole('link', { name: 'Voir toutes les équipes' })).toBeInTheDocument();

    const credentials = card('Attestations qui arrivent à échéance');
    expect(within(credentials).getByRole('group', { name: 'Attestations à afficher' })).toBeInTheDocument();
    expect(within(credentials).getByRole('button', { name: 'À échéance (90 jours)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(credentials).getByRole('button', { name: 'Expirées' }));
    expect(await within(credentials).findByRole('table', { name: 'Attestations expirées' })).toBeInTheDocument();
    expect(within(credentials).getByRole('columnheader', { name: 'Échéance' })).toBeInTheDocument();

    const tags = card('Étiquettes des travailleurs');
    expect(await within(tags).findByRole('list', { name: 'Étiquettes des travailleurs' })).toBeInTheDocument();
    expect(within(card('Notifications récentes')).getByRole('link', { name: 'Voir toutes les notifications' })).toBeInTheDocument();
    expect(within(workers).getByRole('button', { name: 'Agrandir la section' })).toBeInTheDocument();
  });

  it('shows the count of a card with its French plural', async () => {
    await act(() => changeLocale('fr-CA'));
    renderWithProviders(<DashboardPage />);
    const workers = card('Travailleurs');
    expect(await within(workers).findByText('Ada Fraser')).toBeInTheDocument();
    expect(within(workers).getByText('128').parentElement).toHaveTextContent('128travailleurs');
    expect(within(workers).getByRole('table', { name: 'Travailleurs ajoutés récemment' })).toBeInTheDocument();
  });
});
