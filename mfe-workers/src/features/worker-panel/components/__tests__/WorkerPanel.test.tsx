import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { crews, worker } from '../../fixtures';
import { WorkerPanel } from '../WorkerPanel';

function renderPanel(routes: Parameters<typeof mockApi>[0] = {}, initialSection?: 'crews') {
  const api = mockApi({
    'GET /workers/42': { body: { worker } },
    'GET /workers/42/wallets': { body: { wallet_tokens: [] } },
    ...routes,
  });
  const onClose = jest.fn();
  const onWorkerChange = jest.fn();
  renderWithProviders(<WorkerPanel workerId={42} onClose={onClose} onWorkerChange={onWorkerChange} initialSection={initialSection} />);
  return { api, onClose, onWorkerChange };
}

describe('WorkerPanel', () => {
  afterEach(() => jest.useRealTimers());

  it('is titled with the worker’s name, offers the five sections and closes on Escape and on X', async () => {
    const { onClose } = renderPanel();
    const panel = await screen.findByRole('dialog', { name: 'Ada Fraser' });
    const sections = within(panel).getByRole('tablist', { name: 'Worker sections' });
    expect(within(sections).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Details',
      'Credentials',
      'Open Requests',
      'Crews',
      'Notes',
    ]);
    expect(within(panel).getByRole('button', { name: 'Medium' })).toHaveAttribute('aria-pressed', 'true');

    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(panel).getByRole('button', { name: 'Close panel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens on the section asked for and links each crew to its page', async () => {
    renderPanel({ 'GET /workers/42/crews': { body: { crews } } }, 'crews');
    expect(await screen.findByRole('link', { name: 'View North Tower Electrical' })).toHaveAttribute('href', '/crews/7');
  });

  it('autosaves a personal field a second after typing stops and hands the saved worker to the list', async () => {
    jest.useFakeTimers();
    const saved = { ...worker, city: 'Dartmouth' };
    const { api, onWorkerChange } = renderPanel({ 'PUT /workers/42': { body: { worker: saved } } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.click(await screen.findByRole('tab', { name: 'Edit Details' }));
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Dartmouth');
    act(() => jest.advanceTimersByTime(999));
    expect(api.callsTo('PUT', '/workers/42')).toHaveLength(0);

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(api.callsTo('PUT', '/workers/42').map((call) => call.body)).toEqual([{ city: 'Dartmouth' }]);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(onWorkerChange).toHaveBeenCalledWith(saved);
  });

  it('writes the address with Province and Postal Code, and shows the server’s refusal of a postal code under it', async () => {
    jest.useFakeTimers();
    const refusal = 'A postal code in Nova Scotia starts with B.';
    const { api } = renderPanel({ 'PUT /workers/42': { status: 422, body: { message: refusal, errors: { zip: [refusal] } } } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.click(await screen.findByRole('tab', { name: 'Edit Details' }));
    expect(screen.getByLabelText('Province')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^State|^Zip/)).not.toBeInTheDocument();
    const postalCode = screen.getByLabelText('Postal Code');
    await user.clear(postalCode);
    await user.type(postalCode, 'E1C 4M3');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(api.callsTo('PUT', '/workers/42').map((call) => call.body)).toEqual([{ zip: 'E1C 4M3' }]);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(postalCode).toHaveAccessibleDescription(expect.stringContaining(refusal));
  });

  it('writes State and Zip Code in Edit Details for a customer outside Canada', async () => {
    renderPanel({ 'GET /enterprise-customer': { body: { enterprise_customer: { id: 1, name: 'Lakeview Builders', mode: 'normal', features: [], access_url: null, country: 'US' } } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Edit Details' }));
    expect(await screen.findByLabelText('State')).toBeInTheDocument();
    expect(screen.getByLabelText('Zip Code')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Province|^Postal/)).not.toBeInTheDocument();
  });

  it('saves the preferred language of the worker\'s e-mails as soon as it is chosen', async () => {
    const saved = { ...worker, preferred_language: 'fr-CA' as const };
    const { api, onWorkerChange } = renderPanel({ 'PUT /workers/42': { body: { worker: saved } } });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: 'Edit Details' }));
    const language = screen.getByRole('combobox', { name: 'Preferred Language' });
    expect(language).toHaveValue('en-CA');
    expect(screen.getByText('E-mails to this worker (wallet links, requests) are written in this language.')).toBeInTheDocument();
    await user.selectOptions(language, 'Français');

    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(api.callsTo('PUT', '/workers/42').map((call) => call.body)).toEqual([{ preferred_language: 'fr-CA' }]);
    expect(onWorkerChange).toHaveBeenCalledWith(saved);
  });

  it('keeps Update of the job title disabled until it changes', async () => {
    const updated = { ...worker, job_title: 'Foreman' };
    const { onWorkerChange } = renderPanel({ 'PUT /workers/42/profile/job-title': { body: { worker: updated } } });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit job title' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit job title' });
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('Job title'));
    await user.type(within(dialog).getByLabelText('Job title'), 'Foreman');
    expect(update).toBeEnabled();
    await user.click(update);

    expect(onWorkerChange).toHaveBeenCalledWith(updated);
    expect(screen.queryByRole('dialog', { name: 'Edit job title' })).not.toBeInTheDocument();
    // The header and the Details block both show the new title.
    expect(await screen.findAllByText('Foreman')).toHaveLength(2);
  });

  it('removes a tag and hands the worker without it to the list', async () => {
    const { api, onWorkerChange } = renderPanel({ 'DELETE /workers/42/tags/2': { body: { message: 'Removed' } } });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove tag First aid' }));

    expect(api.callsTo('DELETE', '/workers/42/tags/2')).toHaveLength(1);
    expect(onWorkerChange).toHaveBeenCalledWith({ ...worker, tags: [worker.tags[0]] });
    expect(screen.queryByText('First aid')).not.toBeInTheDocument();
  });

  it('says when the worker does not exist', async () => {
    renderPanel({ 'GET /workers/42': { status: 404, body: { message: 'Not found' } } });
    expect(await screen.findByText('Worker not found')).toBeInTheDocument();
  });

  it('speaks Canadian French: sections, details, tabs, wallet access, crews and the forms', async () => {
    await act(() => changeLocale('fr-CA'));
    renderPanel({ 'GET /workers/42/crews': { body: { crews } } });
    const panel = await screen.findByRole('dialog', { name: 'Ada Fraser' });
    const sections = within(panel).getByRole('tablist', { name: 'Sections du dossier' });
    expect(within(sections).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Détails',
      'Attestations',
      'Demandes en cours',
      'Équipes',
      'Notes',
    ]);
    expect(within(panel).getByRole('button', { name: 'Modifier la photo de profil' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Ajouter une étiquette' })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'Modifier les détails' })).toBeInTheDocument();
    expect(within(panel).getByText('Nom complet')).toBeInTheDocument();
    expect(within(panel).getByText('Date de naissance')).toBeInTheDocument();
    expect(within(panel).getByText('1988-04-12')).toBeInTheDocument();
    expect(within(panel).getByText('Actif')).toBeInTheDocument();
    expect(await within(panel).findByText('Personne n’a accès à ce portefeuille')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Donner l’accès' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('tab', { name: 'Modifier les détails' }));
    expect(within(panel).getByRole('textbox', { name: 'Nom d’utilisateur' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Numéro de téléphone' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(within(panel).getByText('Le nom d’utilisateur et le mot de passe sont obligatoires')).toBeInTheDocument();

    await user.click(within(sections).getByRole('tab', { name: 'Équipes' }));
    expect(await screen.findByRole('link', { name: 'Voir North Tower Electrical' })).toHaveAttribute('href', '/crews/7');
  });
});
