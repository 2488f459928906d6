import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { currentLocation, mockApi, renderFromFirstData, renderRoute, requestedUrls } from 'shared-ui/testing';
import { crewCards } from '../../../../fixtures';
import manifest from '../../../../manifest';
import CrewsPage from '../CrewsPage';

const page = (data = crewCards) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 12,
  from: 1,
  to: data.length,
  total: data.length,
  next_page_url: null,
  prev_page_url: null,
});

const routes = (count: number, crewLimit: number | null) => ({
  'GET /crews': { body: { crews: page(), count, crew_limit: crewLimit } },
  'GET /crews/types': { body: { crew_types: [{ id: 1, name: 'Construction' }] } },
  'GET /crews/users': { body: { users: [{ id: 2, full_name: 'Olivia Owner', first_name: 'Olivia', last_name: 'Owner', email: 'o@x.test', image_url: null, role: 'owner' }] } },
});

const renderPage = () => renderRoute(<CrewsPage />, { path: '/crews', url: '/crews' });

describe('CrewsPage', () => {
  it("asks on its first render for exactly what its manifest's firstData declares for /crews, under the keys its hooks read", async () => {
    const declared = manifest.firstData['/crews'];
    mockApi(routes(2, null));
    const first = renderPage();
    await screen.findByRole('link', { name: 'Tower Crane Crew' });
    expect(new Set(requestedUrls())).toEqual(new Set(declared.map(({ url }) => url)));
    first.unmount();

    await renderFromFirstData(<CrewsPage />, { path: '/crews', url: '/crews' }, declared);
    expect(screen.getByRole('link', { name: 'Tower Crane Crew' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Construction' })).toBeInTheDocument();
  });

  it('lists the crews as cards with their worker count and tags', async () => {
    mockApi(routes(2, null));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Tower Crane Crew' })).toHaveAttribute('href', '/crews/7');
    expect(screen.getByText('3 workers')).toBeInTheDocument();
    expect(screen.getByText('Rigger · 2')).toBeInTheDocument();
  });

  it('filters by crew type through the URL and the request', async () => {
    const api = mockApi(routes(2, null));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Tower Crane Crew' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Crew type' }), 'Construction');
    await screen.findByRole('link', { name: 'Tower Crane Crew' });
    expect(api.calls.some((call) => call.path === '/crews' && call.query.get('crew_type_id') === '1')).toBe(true);
  });

  it('pages through the crews, keeping the page in the URL', async () => {
    const api = mockApi({
      ...routes(14, null),
      'GET /crews': (call) => ({
        body: { crews: { ...page(call.query.get('page') === '2' ? [crewCards[1]] : [crewCards[0]]), current_page: Number(call.query.get('page') ?? 1), last_page: 2, total: 14 }, count: 14, crew_limit: null },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Tower Crane Crew' });
    await user.click(within(screen.getByRole('navigation', { name: 'Crew pages' })).getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('link', { name: crewCards[1].name })).toBeInTheDocument();
    expect(currentLocation.search).toBe('?page=2');
    expect(api.calls.filter((call) => call.path === '/crews').at(-1)?.query.get('page')).toBe('2');
  });

  it('shows the limit modal instead of the form when the customer holds 3 crews without the feature', async () => {
    mockApi(routes(3, 3));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Tower Crane Crew' });
    await user.click(screen.getAllByRole('button', { name: 'Create Crew' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Crew limit reached' });
    expect(within(dialog).getByText(/may hold 3 crews without the Crews feature/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Crew name/ })).not.toBeInTheDocument();
  });

  it('checks the required fields, and shows the limit modal when the server refuses the crew', async () => {
    const api = mockApi({ ...routes(1, 3), 'POST /crews': { status: 403, body: { message: 'Your account may hold 3 crews.' } } });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Tower Crane Crew' });
    await user.click(screen.getAllByRole('button', { name: 'Create Crew' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Create Crew' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Crew' }));
    expect(within(dialog).getByText('Crew name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Crew admin is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Crew name/ }), 'Night Crew');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Crew administrator/ }), 'Olivia Owner');
    await user.click(within(dialog).getByRole('button', { name: 'Create Crew' }));
    expect(await screen.findByRole('dialog', { name: 'Crew limit reached' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews')[0].fields).toMatchObject({ name: 'Night Crew', admin_id: '2' });
  });

  it('shows the server\'s field message when it refuses the crew for another reason', async () => {
    mockApi({
      ...routes(1, null),
      'POST /crews': { status: 422, body: { message: 'The given data was invalid.', errors: { admin_id: ['The selected crew admin is invalid.'] } } },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Tower Crane Crew' });
    await user.click(screen.getAllByRole('button', { name: 'Create Crew' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Create Crew' });
    await user.type(within(dialog).getByRole('textbox', { name: /Crew name/ }), 'Night Crew');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Crew administrator/ }), 'Olivia Owner');
    await user.click(within(dialog).getByRole('button', { name: 'Create Crew' }));
    expect(await within(dialog).findByText('The selected crew admin is invalid.')).toBeInTheDocument();
  });

  it('reads in Canadian French', async () => {
    mockApi(routes(3, 3));
    await act(() => changeLocale('fr-CA'));
    try {
      const user = userEvent.setup();
      renderPage();
      expect(await screen.findByText('3 travailleurs')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Équipes' })).toBeInTheDocument();
      await user.click(screen.getAllByRole('button', { name: 'Créer une équipe' })[0]);
      expect(await screen.findByRole('dialog', { name: 'Limite d’équipes atteinte' })).toBeInTheDocument();
    } finally {
      await act(() => changeLocale('en-CA'));
    }
  });
});
