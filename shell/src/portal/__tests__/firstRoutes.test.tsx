import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { renderRoute } from 'shared-ui/testing';
import { forgetRemoteRoutes, useRemotesStore } from '../../federation/remotes';
import { dashboardRemote } from '../../__tests__/fixtures';
import { loadFirstRoutes } from '../firstRoutes';
import { RemoteOutlet } from '../RemoteOutlet';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

beforeEach(() => {
  mockedLoadRemote.mockReset();
  forgetRemoteRoutes('mfe_dashboard');
  useRemotesStore.setState({ status: 'ready', remotes: { mfe_dashboard: dashboardRemote } });
});

const renderOutletAt = (url: string) => renderRoute(<RemoteOutlet />, { path: '*', url });

test("after loadFirstRoutes the page's remote is there for the very first render: no Loading step", async () => {
  mockedLoadRemote.mockResolvedValue({ default: [{ index: true, element: <h1>Dashboard page</h1> }] });
  await loadFirstRoutes('/');
  renderOutletAt('/');
  // Synchronously, in the first render.
  expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
});

test('a path no deployed remote serves loads nothing', async () => {
  await loadFirstRoutes('/workers');
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

test('a remote slower than the wait lets the first render go ahead with "Loading…"; the page follows when it arrives', async () => {
  let arrive: (module: unknown) => void = () => undefined;
  mockedLoadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  await loadFirstRoutes('/', 20);
  renderOutletAt('/');
  expect(screen.getByRole('status', { name: 'Loading Dashboard' })).toBeInTheDocument();
  arrive({ default: [{ index: true, element: <h1>Dashboard page</h1> }] });
  expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
});

test('a remote that fails to load does not stop the first render: the outlet reports it as on any visit', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-008 failed to fetch remoteEntry.js'));
  await loadFirstRoutes('/');
  renderOutletAt('/');
  expect(await screen.findByText('Dashboard could not be loaded.')).toBeInTheDocument();
  jest.restoreAllMocks();
});
