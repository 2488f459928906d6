import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { credentialRequests } from '../../fixtures';
import { OpenRequestsSection } from '../OpenRequestsSection';

describe('OpenRequestsSection', () => {
  it('lists credential and update requests with when they were made', async () => {
    mockApi({ 'GET /workers/42/credential-requests': { body: credentialRequests } });
    renderWithProviders(<OpenRequestsSection workerId={42} />);

    const credentials = await screen.findByRole('region', { name: 'Credential requests' });
    expect(within(credentials).getByText('Working at Heights')).toBeInTheDocument();
    expect(within(credentials).getByText('Requested 3 days ago')).toBeInTheDocument();
    const updates = screen.getByRole('region', { name: 'Update requests' });
    expect(within(updates).getByText('First Aid Level 1')).toBeInTheDocument();
  });

  it('withdraws a request after the spec’s confirmation, and not when cancelled', async () => {
    const api = mockApi({
      'GET /workers/42/credential-requests': { body: credentialRequests },
      'DELETE /workers/42/credential-requests/55': { body: { message: 'Withdrawn' } },
    });
    renderWithProviders(<OpenRequestsSection workerId={42} />);
    const user = userEvent.setup();
    const withdraw = await screen.findByRole('button', { name: 'Withdraw request for First Aid Level 1' });

    await user.click(withdraw);
    let dialog = screen.getByRole('dialog', { name: 'Withdraw request' });
    expect(dialog).toHaveTextContent('Are you sure you want to withdraw this request?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/workers/42/credential-requests/55')).toHaveLength(0);

    await user.click(withdraw);
    dialog = screen.getByRole('dialog', { name: 'Withdraw request' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Credential request successfully withdrawn!')).toBeInTheDocument();
    const [call] = api.callsTo('DELETE', '/workers/42/credential-requests/55');
    expect(call.query.get('type')).toBe('update');
  });

  it('sends a credential request again, once confirmed, and shows the new link once', async () => {
    const link = 'http://portal.test/credential-requests/new_tok';
    const api = mockApi({
      'GET /workers/42/credential-requests': { body: credentialRequests },
      'POST /workers/42/credential-requests/31/resend': { body: { message: 'A new link was e-mailed to the worker; the previous link no longer works.', link } },
    });
    renderWithProviders(<OpenRequestsSection workerId={42} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send again: request for Working at Heights' }));
    const dialog = screen.getByRole('dialog', { name: 'Send the request again?' });
    expect(dialog).toHaveTextContent('A new link to the request for Working at Heights will be e-mailed to the worker; the link they have now stops working.');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));

    expect(await screen.findByText('A new link was e-mailed to the worker; the previous link no longer works.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/workers/42/credential-requests/31/resend')).toHaveLength(1);
    const notice = screen.getByText('New link e-mailed for Working at Heights').closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent(link);
    await user.click(within(notice).getByRole('button', { name: 'Copy link for Working at Heights' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('sends an update request again through the credentials route, and says when it cannot', async () => {
    const api = mockApi({
      'GET /workers/42/credential-requests': { body: credentialRequests },
      'POST /credentials/update-requests/55/resend': {
        status: 422,
        body: { message: "This worker has no e-mail address, so nobody can receive the request. Add one to the worker's details, then ask again." },
      },
    });
    renderWithProviders(<OpenRequestsSection workerId={42} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send again: request for First Aid Level 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Send the request again?' })).getByRole('button', { name: 'Send again' }));

    expect(await screen.findByText("This worker has no e-mail address, so nobody can receive the request. Add one to the worker's details, then ask again.")).toBeInTheDocument();
    expect(api.callsTo('POST', '/credentials/update-requests/55/resend')).toHaveLength(1);
    expect(screen.queryByText(/New link e-mailed/)).not.toBeInTheDocument();
  });
});
