import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from 'shared-ui/testing';
import { forgetRemoteRoutes, useRemotesStore } from '../../federation/remotes';
import { dashboardRemote } from '../../__tests__/fixtures';
import { RemoteOutlet } from '../RemoteOutlet';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

// The outlet suspends on the remote's load (React's use()); React wants such renders inside an awaited act.
async function renderOutlet(path: string) {
  await act(async () => {
    renderRoute(<RemoteOutlet />, { path: '*', url: path });
  });
}

function Boom(): never {
  throw new Error('render failed');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoadRemote.mockReset();
  forgetRemoteRoutes('mfe_dashboard');
  useRemotesStore.setState({ status: 'ready', remotes: { mfe_dashboard: dashboardRemote } });
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteOutlet', () => {
  it("renders the remote's routes for the current path", async () => {
    mockedLoadRemote.mockResolvedValue({ default: [{ index: true, element: <h1>Dashboard page</h1> }] });
    await renderOutlet('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_dashboard/routes');
  });

  it('says an area has not been deployed, without loading anything', () => {
    renderRoute(<RemoteOutlet />, { path: '*', url: '/workers' });
    expect(screen.getByText("This area isn't available right now")).toBeInTheDocument();
    expect(screen.getByText('Workers has not been deployed yet.')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('reports a remote that fails to load and really loads it again on Retry', async () => {
    const user = userEvent.setup();
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch remoteEntry.js'))
      .mockResolvedValueOnce({ default: [{ index: true, element: <h1>Dashboard page</h1> }] });
    await renderOutlet('/');
    expect(await screen.findByText('Dashboard could not be loaded.')).toBeInTheDocument();

    const retry = screen.getByRole('button', { name: 'Retry' });
    await act(async () => {
      await user.click(retry);
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('loads a remote that failed for want of a connection again by itself when the connection returns', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch remoteEntry.js'))
      .mockResolvedValueOnce({ default: [{ index: true, element: <h1>Dashboard page</h1> }] });
    await renderOutlet('/');
    expect(await screen.findByText('Dashboard could not be loaded.')).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('contains a page that throws while rendering', async () => {
    mockedLoadRemote.mockResolvedValue({ default: [{ index: true, element: <Boom /> }] });
    await renderOutlet('/');
    expect(await screen.findByText('Something went wrong in Dashboard.')).toBeInTheDocument();
  });

  it('offers a retry of /remotes.json when it could not be read', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async () => undefined);
    useRemotesStore.setState({ status: 'failed', remotes: {}, load });
    renderRoute(<RemoteOutlet />, { path: '*', url: '/crews/7' });
    expect(screen.getByText('Crews could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalled();
  });

  it('reads /remotes.json again by itself when the connection returns', () => {
    const load = jest.fn(async () => undefined);
    useRemotesStore.setState({ status: 'failed', remotes: {}, load });
    renderRoute(<RemoteOutlet />, { path: '*', url: '/crews/7' });
    expect(load).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows not found for a path no area serves', () => {
    renderRoute(<RemoteOutlet />, { path: '*', url: '/no-such-page' });
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
