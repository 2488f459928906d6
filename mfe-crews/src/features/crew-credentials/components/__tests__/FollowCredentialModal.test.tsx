import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { FollowCredentialModal } from '../FollowCredentialModal';

const searchCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path === '/crews/7/credentials-search');

describe('FollowCredentialModal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches after a 750 ms pause, only for more than 2 characters, and hides followed credentials', async () => {
    const api = mockApi({
      'GET /crews/7/credentials-search': {
        body: {
          credentials: [
            { id: 101, label: 'Fall Protection' },
            { id: 103, label: 'Fall Arrest' },
          ],
        },
      },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<FollowCredentialModal crewId={7} followedIds={new Set([101])} onClose={jest.fn()} onFollowed={jest.fn()} />);
    const search = screen.getByRole('searchbox', { name: 'Search credentials' });

    await user.type(search, 'Fa');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(searchCalls(api)).toHaveLength(0);

    await user.type(search, 'l');
    await act(() => jest.advanceTimersByTimeAsync(700));
    expect(searchCalls(api)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(searchCalls(api)).toHaveLength(1);
    expect(searchCalls(api)[0].query.get('credential_name')).toBe('Fal');

    expect(await screen.findByRole('button', { name: 'Follow Fall Arrest' })).toBeInTheDocument();
    expect(screen.queryByText('Fall Protection')).not.toBeInTheDocument();
  });

  it('follows a found credential and hands back the server message', async () => {
    const message = 'Credential Fall Arrest successfully added to crew Tower Crane Crew';
    mockApi({
      'GET /crews/7/credentials-search': { body: { credentials: [{ id: 103, label: 'Fall Arrest' }] } },
      'POST /crews/7/credentials/103': { body: { message, credential_follow: { id: 40, credential_id: 103, credential: { id: 103, label: 'Fall Arrest' }, created_at_diff_for_humans: 'now' } } },
    });
    const onFollowed = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<FollowCredentialModal crewId={7} followedIds={new Set()} onClose={jest.fn()} onFollowed={onFollowed} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search credentials' }), 'Fall');
    await act(() => jest.advanceTimersByTimeAsync(750));
    await user.click(await screen.findByRole('button', { name: 'Follow Fall Arrest' }));
    expect(onFollowed).toHaveBeenCalledWith(expect.objectContaining({ message }));
  });

  it('creates a credential by name only from 3 characters, with the spec alert otherwise', async () => {
    const api = mockApi({
      'POST /crews/7/credentials/create': {
        body: { message: 'Credential Crane Signals successfully added to crew Tower Crane Crew', credential: { id: 104, label: 'Crane Signals' }, credential_follow: { id: 41, credential_id: 104, credential: { id: 104, label: 'Crane Signals' }, created_at_diff_for_humans: 'now' } },
      },
    });
    const onFollowed = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<FollowCredentialModal crewId={7} followedIds={new Set()} onClose={jest.fn()} onFollowed={onFollowed} />);
    const name = screen.getByRole('textbox', { name: 'New credential name' });
    await user.type(name, 'Cr');
    await user.click(screen.getByRole('button', { name: 'Create and follow' }));
    expect(screen.getByText('Please enter a credential name to create a new credential. The name must be at least 3 characters long.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/credentials/create')).toHaveLength(0);

    await user.type(name, 'ane Signals');
    await user.click(screen.getByRole('button', { name: 'Create and follow' }));
    expect(api.callsTo('POST', '/crews/7/credentials/create')[0].body).toEqual({ credential_name: 'Crane Signals' });
    expect(onFollowed).toHaveBeenCalled();
  });
});
