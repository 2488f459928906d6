import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from 'shared-api';
import { changeLocale } from 'shared-ui';
import { currentLocation, renderRoute } from 'shared-ui/testing';
import { SWRConfig, unstable_serialize } from 'swr';
import manifest from '../../../../manifest';
import { makeWorker, paginated, workers } from '../../fixtures';
import { WorkersPage, type WorkerPanelSlotProps } from '../WorkersPage';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  fetchWorkers: jest.fn(),
  createWorker: jest.fn(),
  archiveWorker: jest.fn(),
  restoreWorker: jest.fn(),
  addTestWorkers: jest.fn(),
  fetchTagSuggestions: jest.fn(),
  useEnterpriseCustomer: jest.fn(),
}));

const mocked = api as jest.Mocked<typeof api>;

// Whole-page tests with real timers (debounces of 300 and 500 ms) on a shared CI machine.
jest.setTimeout(15_000);

function FakePanel({ workerId, onClose, initialSection }: WorkerPanelSlotProps) {
  return (
    <aside aria-label="Worker panel">
      {`Worker ${workerId} on ${initialSection}`}
      <button type="button" onClick={onClose}>
        Close panel
      </button>
    </aside>
  );
}

function customerInMode(mode: 'normal' | 'demo', country = 'CA') {
  mocked.useEnterpriseCustomer.mockReturnValue({
    data: { enterprise_customer: { id: 1, name: 'Demo Construction Ltd.', mode, features: [], access_url: null, country } },
  } as unknown as ReturnType<typeof api.useEnterpriseCustomer>);
}

const renderPage = (url = '/workers') => renderRoute(<WorkersPage Panel={FakePanel} />, { path: '/workers/:workerId?', url });

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  jest.clearAllMocks();
  customerInMode('normal');
  mocked.fetchWorkers.mockResolvedValue({ workers: paginated(workers) });
  mocked.fetchTagSuggestions.mockResolvedValue({ tags: [] });
});

describe('WorkersPage', () => {
  it("asks on its first render, with no filters in the URL, for exactly what its manifest's firstData declares for /workers", async () => {
    const [declared, ...more] = manifest.firstData['/workers'];
    expect(more).toEqual([]);
    const first = renderPage('/workers');
    await screen.findByRole('article', { name: 'Ada Fraser' });
    expect(mocked.fetchWorkers).toHaveBeenCalledTimes(1);
    first.unmount();
    // The URL: what shared-api's fetchWorkers asks for that query.
    const fetchMock = jest.fn((_input: RequestInfo | URL) => new Promise<Response>(() => undefined));
    global.fetch = fetchMock as unknown as typeof fetch;
    void jest.requireActual<typeof api>('shared-api').fetchWorkers(mocked.fetchWorkers.mock.calls[0][0]);
    expect(fetchMock.mock.calls[0][0]).toBe(`/json${declared.url}`);

    // The key: rendered from a cache holding only the declared answer, the cards are there in the first render.
    mocked.fetchWorkers.mockReturnValue(new Promise(() => undefined));
    renderRoute(
      <SWRConfig value={{ fallback: { [unstable_serialize(declared.key)]: { workers: paginated(workers) } } }}>
        <WorkersPage Panel={FakePanel} />
      </SWRConfig>,
      { path: '/workers/:workerId?', url: '/workers' },
    );
    expect(screen.getByRole('article', { name: 'Chantal Nguyen' })).toBeInTheDocument();
  });

  it('loads the workers with the filters from the URL and shows a card per worker', async () => {
    renderPage('/workers?has_crews=true&tag=Welding&search=ada&page=2');
    expect(await screen.findByRole('article', { name: 'Ada Fraser' })).toBeInTheDocument();
    expect(mocked.fetchWorkers).toHaveBeenCalledTimes(1);
    expect(mocked.fetchWorkers.mock.calls[0][0]).toEqual({
      filters: { order_by: 'name', active: 'true', with_crews: 'true', has_crews: 'true', worker_tags: ['Welding'], search: 'ada' },
      page: 2,
    });

    const ada = card('Ada Fraser');
    expect(within(ada).getByRole('button', { name: 'Ada Fraser' })).toHaveAttribute('title', 'Worker #12');
    expect(within(ada).getByRole('img', { name: 'Linked platform account' })).toBeInTheDocument();
    expect(within(ada).getByText('Electrician')).toBeInTheDocument();
    expect(within(ada).getByText('Calgary, AB')).toBeInTheDocument();
    expect(within(ada).getByText('North Tower Electrical, Pipefitters B, Scaffolding + 2 more')).toBeInTheDocument();
    expect(within(card('Chantal Nguyen')).getByText('No Crews')).toBeInTheDocument();
    expect(within(card('Chantal Nguyen')).queryByRole('img', { name: 'Linked platform account' })).not.toBeInTheDocument();
  });

  it('searches after the typing pauses and writes the search into the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Ada Fraser' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bram');
    await waitFor(() => expect(currentLocation.search).toBe('?search=bram'));
    // One request for the whole word, not one per keystroke.
    expect(mocked.fetchWorkers).toHaveBeenCalledTimes(2);
    expect(mocked.fetchWorkers.mock.calls[1][0].filters.search).toBe('bram');
  });

  it('suggests tags after a 500 ms pause, filters on the chosen tag and removes it with its chip', async () => {
    const user = userEvent.setup();
    mocked.fetchTagSuggestions.mockResolvedValue({ tags: [{ id: 4, name: 'Welding', color: '#b8e986' }] });
    renderPage();
    await screen.findByRole('article', { name: 'Ada Fraser' });

    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'wel');
    await user.click(await screen.findByRole('option', { name: 'Welding' }));
    expect(mocked.fetchTagSuggestions).toHaveBeenCalledTimes(1);
    expect(mocked.fetchTagSuggestions.mock.calls[0][0]).toBe('wel');
    await waitFor(() => expect(currentLocation.search).toBe('?tag=Welding'));
    expect(mocked.fetchWorkers.mock.lastCall?.[0].filters.worker_tags).toEqual(['Welding']);

    await user.click(screen.getByRole('button', { name: 'Remove tag Welding' }));
    await waitFor(() => expect(currentLocation.search).toBe(''));
  });

  it('leaves defaults out of the URL and resets the filters', async () => {
    const user = userEvent.setup();
    renderPage('/workers?active=all&order_by=newest');
    await screen.findByRole('article', { name: 'Ada Fraser' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await waitFor(() => expect(currentLocation.search).toBe('?order_by=newest'));
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(currentLocation.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Order by' })).toHaveValue('name');
  });

  it('opens the panel from a card name and from the URL, and closes it back to the list URL', async () => {
    const user = userEvent.setup();
    renderPage('/workers?search=a');
    await user.click(within(await screen.findByRole('article', { name: 'Bram Okafor' })).getByRole('button', { name: 'Bram Okafor' }));
    expect(screen.getByRole('complementary', { name: 'Worker panel' })).toHaveTextContent('Worker 13 on details');
    expect(currentLocation).toEqual({ pathname: '/workers/13', search: '?search=a' });

    await user.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('complementary', { name: 'Worker panel' })).not.toBeInTheDocument();
    expect(currentLocation).toEqual({ pathname: '/workers', search: '?search=a' });
  });

  it('reopens the panel from a deep link, and Notes opens it on the notes section', async () => {
    const user = userEvent.setup();
    renderPage('/workers/14');
    expect(await screen.findByRole('complementary', { name: 'Worker panel' })).toHaveTextContent('Worker 14 on details');

    await user.click(within(await screen.findByRole('article', { name: 'Ada Fraser' })).getByRole('button', { name: 'Actions for Ada Fraser' }));
    await user.click(screen.getByRole('menuitem', { name: 'Notes' }));
    expect(screen.getByRole('complementary', { name: 'Worker panel' })).toHaveTextContent('Worker 12 on notes');
  });

  it('deactivates a worker only after the spec confirmation, and shows the returned worker', async () => {
    const user = userEvent.setup();
    const ada = workers[0];
    mocked.archiveWorker.mockResolvedValue({ worker: { ...ada, is_active: 0, crews: [], crews_count: 0 } });
    renderPage();
    const adaCard = await screen.findByRole('article', { name: 'Ada Fraser' });

    await user.click(within(adaCard).getByRole('button', { name: 'Actions for Ada Fraser' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to deactivate this worker? This will remove the worker from all crews and remove all credential requests.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mocked.archiveWorker).not.toHaveBeenCalled();

    await user.click(within(adaCard).getByRole('button', { name: 'Actions for Ada Fraser' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(mocked.archiveWorker).toHaveBeenCalledWith(12);
    await waitFor(() => expect(within(card('Ada Fraser')).getByText('Inactive')).toBeInTheDocument());
    expect(within(card('Ada Fraser')).getByText('No Crews')).toBeInTheDocument();

    await user.click(within(card('Ada Fraser')).getByRole('button', { name: 'Actions for Ada Fraser' }));
    expect(screen.getByRole('menuitem', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('activates an inactive worker after its confirmation', async () => {
    const user = userEvent.setup();
    const dmitri = workers[3];
    mocked.restoreWorker.mockResolvedValue({ worker: { ...dmitri, is_active: 1 } });
    renderPage('/workers?active=all');
    const dmitriCard = await screen.findByRole('article', { name: 'Dmitri Lavoie' });
    expect(within(dmitriCard).getByText('Inactive')).toBeInTheDocument();

    await user.click(within(dmitriCard).getByRole('button', { name: 'Actions for Dmitri Lavoie' }));
    await user.click(screen.getByRole('menuitem', { name: 'Activate' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to activate this worker?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(mocked.restoreWorker).toHaveBeenCalledWith(15);
    await waitFor(() => expect(within(card('Dmitri Lavoie')).queryByText('Inactive')).not.toBeInTheDocument());
  });

  it('hides Add Test Workers outside demo mode', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Ada Fraser' });
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Create', 'Import', 'Export']);
  });

  it('adds test workers in demo mode with the server message', async () => {
    const user = userEvent.setup();
    customerInMode('demo');
    mocked.addTestWorkers.mockResolvedValue({ created: 10, message: 'Created 10 test workers' });
    renderPage();
    await screen.findByRole('article', { name: 'Ada Fraser' });
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add Test Workers' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add workers' }));

    expect(await screen.findByText('Created 10 test workers')).toBeInTheDocument();
    expect(mocked.addTestWorkers).toHaveBeenCalledWith(10);
    await waitFor(() => expect(mocked.fetchWorkers).toHaveBeenCalledTimes(2));
  });

  it('shows an error with a retry when the list fails, and an empty state when nothing matches', async () => {
    const user = userEvent.setup();
    mocked.fetchWorkers.mockRejectedValueOnce(new api.ApiError(500, { message: 'Server error' }));
    mocked.fetchWorkers.mockResolvedValueOnce({ workers: paginated([]) });
    renderPage('/workers?search=zzz');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the workers. Server error');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No workers match these filters')).toBeInTheDocument();
  });

  it('opens the panel of a worker just created and lists it first', async () => {
    const user = userEvent.setup();
    const created = makeWorker({ id: 99, first_name: 'Eve', last_name: 'Tremblay' });
    mocked.createWorker.mockResolvedValue({ worker: created });
    renderPage();
    await screen.findByRole('article', { name: 'Ada Fraser' });
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create worker' });
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Eve');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Tremblay');
    await user.click(within(dialog).getByRole('button', { name: 'Create worker' }));

    expect(await screen.findByRole('complementary', { name: 'Worker panel' })).toHaveTextContent('Worker 99 on details');
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Eve Tremblay');
    expect(mocked.createWorker).toHaveBeenCalledWith({ first_name: 'Eve', last_name: 'Tremblay' });
  });

  it('asks Create worker for a Province and a Postal code, and for a State and a Zip code only outside Canada', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findByRole('article', { name: 'Ada Fraser' });
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Create' }));
    let dialog = screen.getByRole('dialog', { name: 'Create worker' });
    expect(within(dialog).getByRole('textbox', { name: 'Province' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Postal code' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/State|Zip/)).not.toBeInTheDocument();

    view.unmount();
    customerInMode('normal', 'US');
    renderPage();
    await screen.findByRole('article', { name: 'Ada Fraser' });
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Create' }));
    dialog = screen.getByRole('dialog', { name: 'Create worker' });
    expect(within(dialog).getByRole('textbox', { name: 'State' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Zip code' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Province|Postal/)).not.toBeInTheDocument();
  });

  describe('in French', () => {
    it('shows the list, the cards, the filters and the menus in Canadian French', async () => {
      const user = userEvent.setup();
      await act(() => changeLocale('fr-CA'));
      mocked.fetchWorkers.mockResolvedValue({ workers: paginated(workers, 1, 24, 1234) });
      renderPage();
      const ada = await screen.findByRole('article', { name: 'Ada Fraser' });

      expect(screen.getByRole('heading', { name: 'Travailleurs' })).toBeInTheDocument();
      expect(screen.getByText(/^1 à \d+ sur 1\s234 travailleurs$/)).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Recherche' })).toHaveAttribute('placeholder', 'Nom, courriel, nom d’utilisateur ou tél.');
      expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue('Nom');
      expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveDisplayValue('Actifs');
      expect(within(ada).getByRole('button', { name: 'Ada Fraser' })).toHaveAttribute('title', 'Travailleur nº\u00a012');
      expect(within(ada).getByRole('img', { name: 'Compte de plateforme associé' })).toBeInTheDocument();
      expect(within(ada).getByText('Courriel')).toBeInTheDocument();
      expect(within(ada).getByText('Métier')).toBeInTheDocument();
      expect(within(ada).getByText('North Tower Electrical, Pipefitters B, Scaffolding + 2 autres')).toBeInTheDocument();
      expect(within(card('Chantal Nguyen')).getByText('Aucune équipe')).toBeInTheDocument();

      await user.click(within(ada).getByRole('button', { name: 'Actions pour Ada Fraser' }));
      expect(screen.getByRole('menuitem', { name: 'Désactiver' })).toBeInTheDocument();
      await user.click(screen.getByRole('menuitem', { name: 'Désactiver' }));
      const confirmDialog = await screen.findByRole('dialog', { name: 'Désactiver le travailleur' });
      expect(confirmDialog).toHaveTextContent('Voulez-vous vraiment désactiver ce travailleur?');
      await user.click(within(confirmDialog).getByRole('button', { name: 'Annuler' }));

      await user.click(screen.getByRole('button', { name: 'Actions' }));
      await user.click(screen.getByRole('menuitem', { name: 'Créer' }));
      const dialog = screen.getByRole('dialog', { name: 'Créer un travailleur' });
      await user.click(within(dialog).getByRole('button', { name: 'Créer le travailleur' }));
      expect(within(dialog).getByText('Le prénom est obligatoire.')).toBeInTheDocument();
      expect(within(dialog).getByText('Le nom est obligatoire.')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Code postal' })).toBeInTheDocument();
    });

    it('says in French that nothing matches', async () => {
      await act(() => changeLocale('fr-CA'));
      mocked.fetchWorkers.mockResolvedValue({ workers: paginated([]) });
      renderPage('/workers?search=zzz');
      expect(await screen.findByText('Aucun travailleur ne correspond à ces filtres')).toBeInTheDocument();
      expect(screen.getByText('Aucun travailleur trouvé')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Réinitialiser les filtres' }).length).toBeGreaterThan(0);
    });
  });
});
