import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { crewWorkers } from '../../../../fixtures';
import { renderCrewPage } from '../../../../testUtils';
import CrewWorkersPage from '../CrewWorkersPage';

const available = [
  { id: 21, full_name: 'Dana Singh', email: 'dana@example.test', profile_picture_url: null },
  { id: 22, full_name: 'Eli Tremblay', email: 'eli.t@example.test', profile_picture_url: null },
  { id: 23, full_name: 'Sophie Côté', email: 'sophie@example.test', profile_picture_url: null },
];

const routes = {
  'GET /crews/7/workers': { body: { workers: crewWorkers, crew_worker_quota: { min_workers: 4, max_workers: null }, quota_warnings: ['Minimum workers quota of 4 is not met'] } },
  'GET /crews/7/workers/available': { body: { workers: available } },
};

const renderPage = () => renderCrewPage(<CrewWorkersPage />, { path: 'workers', url: '/crews/7/workers' });

describe('CrewWorkersPage', () => {
  it('lists the workers with the quota warning', async () => {
    mockApi(routes);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(screen.getByText('Minimum workers quota of 4 is not met')).toBeInTheDocument();
  });

  it('removes a worker only after the spec warning is confirmed', async () => {
    const api = mockApi({ ...routes, 'DELETE /crews/7/workers/12': { body: { message: 'Worker removed from crew!', crew_worker_quota: null, quota_warnings: [] } } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Bram Okafor from the crew' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/deletes the worker's open credential requests and connections to the crew/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Worker removed from crew!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/crews/7/workers/12')).toHaveLength(1);
  });

  it('filters the add list locally from 3 characters on name or e-mail', async () => {
    const api = mockApi(routes);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '+ Workers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add workers to the crew' });
    await within(dialog).findByText('Dana Singh');
    const search = within(dialog).getByRole('searchbox', { name: 'Search by name or e-mail' });
    await user.type(search, 'el');
    expect(within(dialog).getByText('Dana Singh')).toBeInTheDocument();
    await user.type(search, 'i.T');
    expect(within(dialog).queryByText('Dana Singh')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Eli Tremblay')).toBeInTheDocument();
    expect(api.callsTo('GET', '/crews/7/workers/available')).toHaveLength(1);
  });

  it('finds a name typed without its accents or in capitals', async () => {
    mockApi(routes);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '+ Workers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add workers to the crew' });
    await within(dialog).findByText('Sophie Côté');
    const search = within(dialog).getByRole('searchbox', { name: 'Search by name or e-mail' });
    await user.type(search, 'COTE');
    expect(within(dialog).getByText('Sophie Côté')).toBeInTheDocument();
    expect(within(dialog).queryByText('Dana Singh')).not.toBeInTheDocument();
  });

  it('asks before adding a worker who lacks followed credentials, and can request them in the same step', async () => {
    const api = mockApi({
      ...routes,
      'GET /crews/7/workers/21/missing-credentials': { body: { missing_credentials: [{ id: 102, label: 'WHMIS' }, { id: 101, label: 'Fall Protection' }] } },
      'POST /crews/7/workers/21': { body: { message: 'Successfully add worker to crew!', missing_credentials: [], requests_opened: 2, crew_worker_quota: null, quota_warnings: [] } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '+ Workers' }));
    await user.click(await screen.findByRole('button', { name: 'Add Dana Singh to the crew' }));
    const ask = await screen.findByRole('dialog', { name: 'Dana Singh lacks crew credentials' });
    expect(within(ask).getByText(/does not hold WHMIS and Fall Protection, which Tower Crane Crew follows/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/workers/21')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Add and request' }));
    expect(await screen.findByText('Successfully add worker to crew!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/workers/21')[0].body).toEqual({ request_missing: true });
  });
});
