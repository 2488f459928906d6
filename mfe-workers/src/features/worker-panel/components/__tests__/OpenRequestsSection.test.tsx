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
});
