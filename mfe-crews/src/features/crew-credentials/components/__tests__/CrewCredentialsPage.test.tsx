import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { follows, missingCredentials, outlook } from '../../../../fixtures';
import { renderCrewPage } from '../../../../testUtils';
import CrewCredentialsPage from '../CrewCredentialsPage';

const baseRoutes = {
  'GET /crews/7/credentials/follows-workers': { body: { follows } },
  'GET /crews/7/compliance-outlook': { body: outlook },
  'GET /crews/7/credential-follows': { body: { credential_follows: [] } },
  'GET /crews/7/credential-follows/missing': { body: missingCredentials },
};

describe('CrewCredentialsPage', () => {
  it('lists the follows with the first 3 holders and +N, and the compliance outlook', async () => {
    mockApi(baseRoutes);
    renderCrewPage(<CrewCredentialsPage />, { path: 'credentials/:tab?', url: '/crews/7/credentials' });
    expect(await screen.findByText('Maria Lopez, Bram Okafor, Chantal Nguyen +2')).toBeInTheDocument();
    expect(await screen.findByText("Maria Lopez's Fall Protection expires Jan 3, 2027 — 4 of 6 will hold it")).toBeInTheDocument();
  });

  it('unfollows only after the confirmation', async () => {
    const api = mockApi({ ...baseRoutes, 'DELETE /crews/7/credentials/101': { body: { message: 'Credential removed from crew.' } } });
    const user = userEvent.setup();
    renderCrewPage(<CrewCredentialsPage />, { path: 'credentials/:tab?', url: '/crews/7/credentials' });
    await user.click(await screen.findByRole('button', { name: 'Remove Fall Protection from the crew' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to remove this credential from the crew?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/crews/7/credentials/101')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Fall Protection from the crew' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Credential removed from crew.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/crews/7/credentials/101')).toHaveLength(1);
  });

  it('requests a missing credential, withdraws an open request after confirming, and sends a confirmed mass request', async () => {
    const api = mockApi({
      ...baseRoutes,
      'POST /crews/7/credentials/102/request': { body: { message: 'Credential request sent.', credential_request: missingCredentials.credentials[0].workers_without_credential[1].credential_request } },
      'DELETE /crews/7/credential-requests/501': { body: { message: 'Request withdrawn.', notification: {} } },
      'POST /crews/7/credentials/102/request-mass': { body: { message: 'Requests sent.', opened: 1, already_open: 1 } },
    });
    const user = userEvent.setup();
    renderCrewPage(<CrewCredentialsPage />, { path: 'credentials/:tab?', url: '/crews/7/credentials/missing' });
    await user.click(await screen.findByRole('button', { name: 'Request Credential: WHMIS from Maria Lopez' }));
    expect(api.callsTo('POST', '/crews/7/credentials/102/request')[0].body).toEqual({ worker_id: 11 });

    expect(screen.getByText('Last requested Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Request: WHMIS from Bram Okafor/ })).toHaveAttribute('href', '/credential-requests/abc');
    await user.click(screen.getByRole('button', { name: 'Withdraw Request: WHMIS from Bram Okafor' }));
    const confirmWithdraw = await screen.findByRole('dialog');
    expect(within(confirmWithdraw).getByText('Are you sure you want to withdraw this request?')).toBeInTheDocument();
    await user.click(within(confirmWithdraw).getByRole('button', { name: 'Withdraw Request' }));
    expect(await screen.findByText('Request withdrawn.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/crews/7/credential-requests/501')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Request from all: WHMIS' }));
    const confirmMass = await screen.findByRole('dialog');
    expect(within(confirmMass).getByText('Are you sure you want to send a mass request?')).toBeInTheDocument();
    await user.click(within(confirmMass).getByRole('button', { name: 'Request from all' }));
    expect(await screen.findByText('Requests sent.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/credentials/102/request-mass')).toHaveLength(1);
  });

  it('shows the follow message for 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      const message = 'Credential Fall Arrest successfully added to crew Tower Crane Crew';
      mockApi({
        ...baseRoutes,
        'GET /crews/7/credentials-search': { body: { credentials: [{ id: 103, label: 'Fall Arrest' }] } },
        'POST /crews/7/credentials/103': { body: { message, credential_follow: { id: 40, credential_id: 103, credential: { id: 103, label: 'Fall Arrest' }, created_at_diff_for_humans: 'now' } } },
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCrewPage(<CrewCredentialsPage />, { path: 'credentials/:tab?', url: '/crews/7/credentials' });
      await user.click(await screen.findByRole('button', { name: 'Follow Credential' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search credentials' }), 'Fall');
      await act(() => jest.advanceTimersByTimeAsync(750));
      await user.click(await screen.findByRole('button', { name: 'Follow Fall Arrest' }));
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
      await act(() => jest.advanceTimersByTimeAsync(2900));
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
