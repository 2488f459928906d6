import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { crewWorkers, expiring, openCredentialRequest } from '../../../../fixtures';
import { WorkerSidebar } from '../WorkerSidebar';

const maria = crewWorkers[0];
const credentials = (request: typeof openCredentialRequest | null) => ({
  crew_credentials: [
    { credential: { id: 101, label: 'Fall Protection' }, status: 'missing', user_credential: null, credential_request: null },
    { credential: { id: 102, label: 'WHMIS' }, status: 'expired', user_credential: null, credential_request: request },
    { credential: { id: 103, label: 'First Aid' }, status: 'valid', user_credential: null, credential_request: null },
  ],
  user_credentials: [],
  credential_requests: request ? [request] : [],
});

describe('WorkerSidebar', () => {
  it('requests a missing credential from the Crew Credentials tab, as the missing tab does', async () => {
    let requested = false;
    const api = mockApi({
      'GET /crews/7/workers/11/credentials': () => ({ body: credentials(openCredentialRequest) }),
      'POST /crews/7/credentials/101/request': () => {
        requested = true;
        return {
          status: 201,
          body: { message: 'Credential request sent to Maria Lopez.', credential_request: { ...openCredentialRequest, url: '/credential-requests/tok' }, link: 'http://portal.test/credential-requests/tok' },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<WorkerSidebar crewId={7} worker={maria} onClose={jest.fn()} />);
    const panel = await screen.findByRole('tabpanel', { name: 'Crew Credentials' });
    await within(panel).findByText('Fall Protection');
    // Held and valid: nothing to request.
    expect(within(panel).queryByRole('button', { name: /First Aid/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Request Credential: Fall Protection from Maria Lopez' }));
    expect(await screen.findByText('Credential request sent to Maria Lopez.')).toBeInTheDocument();
    expect(requested).toBe(true);
    expect(api.callsTo('POST', '/crews/7/credentials/101/request')[0].body).toEqual({ worker_id: 11 });
    expect(api.callsTo('GET', '/crews/7/workers/11/credentials').length).toBeGreaterThan(1);
    // The new request's link, shown once in its details.
    const details = screen.getByRole('dialog', { name: 'WHMIS requested from Maria Lopez' });
    expect(details).toHaveTextContent('http://portal.test/credential-requests/tok');
  });

  it('marks a followed credential the worker sent and nobody reviewed yet: still missing, "Needs review"', async () => {
    const sent = { ...expiring[0], id: 61, credential_id: 101, is_expired: false, expiry: '2029-01-01', needs_review: true };
    mockApi({ 'GET /crews/7/workers/11/credentials': { body: { ...credentials(null), user_credentials: [sent] } } });
    renderWithProviders(<WorkerSidebar crewId={7} worker={maria} onClose={jest.fn()} />);
    const panel = await screen.findByRole('tabpanel', { name: 'Crew Credentials' });
    const fallProtection = (await within(panel).findByText('Fall Protection')).closest('li')!;
    expect(within(fallProtection).getByText('Needs review')).toBeInTheDocument();
    expect(within(panel).getAllByText('Needs review')).toHaveLength(1);
  });

  it('shows an open request with its date, View and a confirmed Withdraw', async () => {
    const api = mockApi({
      'GET /crews/7/workers/11/credentials': { body: credentials(openCredentialRequest) },
      'DELETE /crews/7/credential-requests/77': { body: { message: 'Request withdrawn.' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<WorkerSidebar crewId={7} worker={maria} onClose={jest.fn()} />);
    const panel = await screen.findByRole('tabpanel', { name: 'Crew Credentials' });
    expect(await within(panel).findByText('Last requested Nov 20, 2026')).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'View Request: WHMIS from Maria Lopez' }));
    const details = screen.getByRole('dialog', { name: 'WHMIS requested from Maria Lopez' });
    expect(details).toHaveTextContent('Sent toMaria Lopez');
    expect(within(details).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await user.click(within(panel).getByRole('button', { name: 'Withdraw Request: WHMIS from Maria Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the request?' });
    expect(within(dialog).getByText('Are you sure you want to withdraw this request?')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/crews/7/credential-requests/77')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Request' }));
    expect(await screen.findByText('Request withdrawn.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/crews/7/credential-requests/77')).toHaveLength(1);
  });

  it('the Requests tab: View Request shows the request and Send again shows the new link once', async () => {
    const api = mockApi({
      'GET /crews/7/workers/11/credentials': { body: credentials(openCredentialRequest) },
      'GET /crews/7/workers/11/user-credential-update-requests': { body: { user_credential_update_requests: [] } },
      'POST /crews/7/credential-requests/77/resend': {
        body: {
          message: 'A new link was e-mailed to Maria Lopez; the previous link no longer works.',
          credential_request: { ...openCredentialRequest, url: '/credential-requests/new' },
          link: 'http://portal.test/credential-requests/new',
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<WorkerSidebar crewId={7} worker={maria} onClose={jest.fn()} />);
    await user.click(await screen.findByRole('tab', { name: 'Requests' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Requests' });
    await user.click(await within(panel).findByRole('button', { name: 'View Request: WHMIS from Maria Lopez' }));
    const details = screen.getByRole('dialog', { name: 'WHMIS requested from Maria Lopez' });
    await user.click(within(details).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('A new link was e-mailed to Maria Lopez; the previous link no longer works.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/credential-requests/77/resend')).toHaveLength(1);
    expect(details).toHaveTextContent('http://portal.test/credential-requests/new');
  });
});
