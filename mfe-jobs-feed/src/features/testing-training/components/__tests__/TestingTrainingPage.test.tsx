import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { mockApi, renderWithProviders, type ApiRoute } from 'shared-ui/testing';
import { locations, page, providers, services } from '../../fixtures';
import TestingTrainingPage from '../TestingTrainingPage';

jest.setTimeout(15_000);

function api(overrides: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /training-providers': ({ query }) => ({ body: { training_providers: page(providers, Number(query.get('page')), 3) } }),
    'GET /training-providers/1/services': ({ query }) => {
      const search = query.get('search')?.toLowerCase() ?? '';
      const found = services.filter(({ name }) => name.toLowerCase().includes(search));
      return { body: { services: page(found, Number(query.get('page') ?? 1), search ? 1 : 2) } };
    },
    'GET /training-providers/1/locations': { body: { locations } },
    ...overrides,
  });
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'View All Services & Pricing of Prairie Safety Training' }));
  return screen.findByRole('dialog', { name: 'Prairie Safety Training' });
}

describe('TestingTrainingPage', () => {
  it('lists the providers 20 a page from page 1 with website, services offered and the panel button', async () => {
    const user = userEvent.setup();
    const server = api();
    renderWithProviders(<TestingTrainingPage />);
    const prairie = (await screen.findByRole('heading', { name: 'Prairie Safety Training' })).closest('li') as HTMLElement;
    const website = within(prairie).getByRole('link', { name: /Website/ });
    expect(website).toHaveAttribute('href', 'https://prairiesafety.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(within(prairie).getByText('Fall Protection, First Aid & CPR, Confined Space Entry')).toBeInTheDocument();
    const first = server.callsTo('GET', '/training-providers')[0].query;
    expect([first.get('page'), first.get('per_page')]).toEqual(['1', '20']);

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(server.callsTo('GET', '/training-providers').at(-1)?.query.get('page')).toBe('2'));
  });

  it('opens the side panel on Services with prices in dollars, a blank for none', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<TestingTrainingPage />);
    const panel = await openPanel(user);
    expect(within(panel).getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    const table = await within(panel).findByRole('table', { name: 'Services and prices' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Fall Protection', '$129.50'],
      ['First Aid & CPR', '$95.00'],
      ['Confined Space Entry', ''],
    ]);
    expect(within(panel).getByRole('searchbox', { name: 'Search services' })).toHaveAttribute('placeholder', 'Search services...');
  });

  it('searches services trimmed, once typing pauses for 500 ms, and goes back to page 1', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const server = api();
      renderWithProviders(<TestingTrainingPage />);
      const panel = await openPanel(user);
      await within(panel).findByText('Fall Protection');
      await user.click(within(panel).getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(server.callsTo('GET', '/training-providers/1/services').at(-1)?.query.get('page')).toBe('2'));
      const before = server.callsTo('GET', '/training-providers/1/services').length;

      const search = within(panel).getByRole('searchbox', { name: 'Search services' });
      fireEvent.change(search, { target: { value: '  fir' } });
      fireEvent.change(search, { target: { value: '  first ' } });
      act(() => jest.advanceTimersByTime(499));
      expect(server.callsTo('GET', '/training-providers/1/services')).toHaveLength(before);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(server.callsTo('GET', '/training-providers/1/services')).toHaveLength(before + 1));
      const sent = server.callsTo('GET', '/training-providers/1/services').at(-1)!.query;
      expect([sent.get('search'), sent.get('page')]).toEqual(['first', '1']);
      await waitFor(() => expect(within(panel).queryByText('Fall Protection')).not.toBeInTheDocument());
      expect(within(panel).getByText('First Aid & CPR')).toBeInTheDocument();

      fireEvent.change(search, { target: { value: 'welding' } });
      act(() => jest.advanceTimersByTime(500));
      expect(await within(panel).findByText('No services found.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the sanitised description on Details and the location cards on Locations', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<TestingTrainingPage />);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('tab', { name: 'Details' }));
    expect(within(panel).getByText('construction crews').tagName).toBe('STRONG');
    expect(within(panel).getByText('On-site training')).toBeInTheDocument();

    await user.click(within(panel).getByRole('tab', { name: 'Locations' }));
    const card = (await within(panel).findByRole('heading', { name: 'Calgary Training Centre' })).closest('li') as HTMLElement;
    expect(within(card).getByText('1200 36 St NE')).toBeInTheDocument();
    expect(within(card).getByText('Calgary, Alberta')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '(403) 555-0100' })).toHaveAttribute('href', 'tel:4035550100');
    expect(within(card).getByRole('link', { name: /Website/ })).toHaveAttribute('target', '_blank');
    expect(within(panel).getByText('Regina, Saskatchewan')).toBeInTheDocument();
  });

  it('says the locations failed in the spec’s toast and offers a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({ 'GET /training-providers/1/locations': () => (fail ? { status: 500, body: { message: 'Down' } } : { body: { locations } }) });
    renderWithProviders(<TestingTrainingPage />);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('tab', { name: 'Locations' }));
    expect(await screen.findAllByText('Failed to load training provider locations. Please try again later.')).toHaveLength(2);
    fail = false;
    await user.click(within(panel).getByRole('button', { name: /retry/i }));
    expect(await within(panel).findByText('Calgary Training Centre')).toBeInTheDocument();
  });

  it('offers a retry when the providers or services cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({
      'GET /training-providers': () => (fail ? { status: 500, body: { message: 'Down' } } : { body: { training_providers: page(providers) } }),
      'GET /training-providers/1/services': { status: 500, body: { message: 'Down' } },
    });
    renderWithProviders(<TestingTrainingPage />);
    expect(await screen.findByText('The training providers could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    const panel = await openPanel(user);
    expect(await within(panel).findByText('The services could not be loaded.')).toBeInTheDocument();
  });

  it('reads in Canadian French', async () => {
    await act(() => changeLocale('fr-CA'));
    const user = userEvent.setup();
    api();
    renderWithProviders(<TestingTrainingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Examens et formation' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Voir tous les services et les prix de Prairie Safety Training' }));
    const panel = await screen.findByRole('dialog', { name: 'Prairie Safety Training' });
    expect(within(panel).getByRole('searchbox', { name: 'Rechercher des services' })).toHaveAttribute('placeholder', 'Rechercher des services...');
    expect(await within(panel).findByText('129,50 $')).toBeInTheDocument();
  });
});
