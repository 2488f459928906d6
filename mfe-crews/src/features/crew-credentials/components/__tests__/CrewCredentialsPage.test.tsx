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

const opened = missingCredentials.credentials[0].workers_without_credential[1].credential_request!;

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
      'POST /crews/7/credentials/102/request': {
        status: 201,
        body: {
          message: 'Credential requested from Maria Lopez.',
          credential_request: { ...opened, id: 502, worker: { id: 11, full_name: 'Maria Lopez' }, url: '/credential-requests/new_tok' },
          link: 'http://portal.test/credential-requests/new_tok',
        },
      },
      'DELETE /crews/7/credential-requests/501': { body: { message: 'Request withdrawn.', notification: {} } },
      'POST /crews/7/credentials/102/request-mass': { body: { message: 'Requests sent.', opened: 1, already_open: 1 } },
    });
    const user = userEvent.setup();
    renderCrewPage(<CrewCredentialsPage />, { path: 'credentials/:tab?', url: '/crews/7/credentials/missing' });
    await user.click(await screen.findByRole('button', { name: 'Request Credential: WHMIS from Maria Lopez' }));
    expect(api.callsTo('POST', '/crews/7/credentials/102/request')[0].body).toEqual({ worker_id: 11 });
    // The answer is the only place besides the e-mail that carries the link: the request's details show it once.
    const details = await screen.findByRole('dialog', { name: 'WHMIS requested from Maria Lopez' });
    expect(within(details).getByText('Link sent to Maria Lopez')).toBeInTheDocument();
    expect(details).toHaveTextContent('http://portal.test/credential-requests/new_tok');
    expect(details).toHaveTextContent('maria.lopez@example.test');
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('http://portal.test/credential-requests/new_tok')).not.toBeInTheDocument();

    expect(screen.getByText('Last requested Nov 20, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Request/ })).not.toBeInTheDocument();
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

  it('View Request shows the request in the portal; Send again e-mails a new link and shows it once', async () => {
    const api = mockApi({
      ...baseRoutes,
      'POST /crews/7/credential-requests/501/resend': {
        body: {
          message: 'A new link was e-mailed to Bram Okafor; the previous link no longer works.',
          credential_request: { ...opened, last_requested_date: '2026-11-25', url: '/credential-requests/again' },
          link: 'http://portal.test/credential-requests/again',
        },
      },
    });
    const user = userEvent.setup();
    renderCrewPage(<CrewCredentialsPage />, { path: 'credentials/:tab?', url: '/crews/7/credentials/missing' });
    await user.click(await screen.findByRole('button', { name: 'View Request: WHMIS from Bram Okafor' }));

    const details = screen.getByRole('dialog', { name: 'WHMIS requested from Bram Okafor' });
    expect(details).toHaveTextContent('Sent toBram Okafor · bram.okafor@example.test');
    expect(details).toHaveTextContent('RequestedNov 20, 2026');
    expect(details).toHaveTextContent('Last sentNov 20, 2026');
    expect(details).toHaveTextContent('MessageNo message');
    expect(details).toHaveTextContent('Open: waiting for Bram Okafor to upload it');
    expect(within(details).queryByText(/credential-requests/)).not.toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('A new link was e-mailed to Bram Okafor; the previous link no longer works.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/credential-requests/501/resend')).toHaveLength(1);
    expect(within(details).getByText('Link sent to Bram Okafor')).toBeInTheDocument();
    expect(details).toHaveTextContent('http://portal.test/credential-requests/again');
    expect(details).toHaveTextContent('Last sentNov 25, 2026');
    await user.click(within(details).getByRole('button', { name: 'Copy link sent to Bram Okafor' }));
    expect(await navigator.clipboard.readText()).toBe('http://portal.test/credential-requests/again');
  });

  it('marks a worker whose copy waits for review apart; the mass request then has nobody left to ask', async () => {
    const [maria, bram] = missingCredentials.credentials[0].workers_without_credential;
    const waiting = { credentials: [{ ...missingCredentials.credentials[0], workers_without_credential: [{ ...maria, awaiting_review: true }, bram] }] };
    mockApi({ ...baseRoutes, 'GET /crews/7/credential-follows/missing': { body: waiting } });
    renderCrewPage(<CrewCredentialsPage />, { path: 'credentials/:tab?', url: '/crews/7/credentials/missing' });
    const list = await screen.findByRole('list', { name: 'Workers missing WHMIS' });
    const [mariaRow, bramRow] = within(list).getAllByRole('listitem');
    expect(within(mariaRow).getByText('Needs review')).toBeInTheDocument();
    expect(within(mariaRow).getByRole('button', { name: 'Request Credential: WHMIS from Maria Lopez' })).toBeEnabled();
    expect(within(bramRow).queryByText('Needs review')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request from all: WHMIS' })).toBeDisabled();
  });

  it('says why Send again was refused and shows no link', async () => {
    const refusal = "Bram Okafor has no e-mail address, so nobody can receive the request. Add one to the worker's details, then send it again.";
    mockApi({ ...baseRoutes, 'POST /crews/7/credential-requests/501/resend': { status: 422, body: { message: refusal } } });
    const user = userEvent.setup();
    renderCrewPage(<CrewCredentialsPage />, { path: 'credentials/:tab?', url: '/crews/7/credentials/missing' });
    await user.click(await screen.findByRole('button', { name: 'View Request: WHMIS from Bram Okafor' }));
    const details = screen.getByRole('dialog', { name: 'WHMIS requested from Bram Okafor' });
    await user.click(within(details).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(details).queryByText(/Link sent to/)).not.toBeInTheDocument();
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
