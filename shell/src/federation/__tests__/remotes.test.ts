import { init } from '@module-federation/enhanced/runtime';
import { jsonResponse } from 'shared-ui/testing';
import { dashboardRemote } from '../../__tests__/fixtures';
import { fetchRemotesFile, useRemotesStore } from '../remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as typeof fetch;
});

describe('fetchRemotesFile', () => {
  it('asks for /remotes.json without the HTTP cache', async () => {
    fetchMock.mockReturnValue(jsonResponse({ remotes: { mfe_dashboard: dashboardRemote } }));
    await expect(fetchRemotesFile()).resolves.toEqual({ remotes: { mfe_dashboard: dashboardRemote } });
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('reads a 404 as nothing deployed and rejects other failures', async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ message: 'Not found' }, 404));
    await expect(fetchRemotesFile()).resolves.toEqual({ remotes: {} });
    fetchMock.mockReturnValueOnce(jsonResponse({ message: 'Boom' }, 500));
    await expect(fetchRemotesFile()).rejects.toThrow('500');
    fetchMock.mockReturnValueOnce(jsonResponse([1, 2]));
    await expect(fetchRemotesFile()).rejects.toThrow('not a remotes file');
  });
});

describe('useRemotesStore.load', () => {
  it('reports a failure, then on Retry initialises federation loaded-first with what is deployed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('offline')));
    await useRemotesStore.getState().load();
    expect(useRemotesStore.getState().status).toBe('failed');
    expect(init).not.toHaveBeenCalled();

    fetchMock.mockReturnValueOnce(jsonResponse({ remotes: { mfe_dashboard: dashboardRemote } }));
    await useRemotesStore.getState().load();
    expect(useRemotesStore.getState()).toMatchObject({ status: 'ready', remotes: { mfe_dashboard: dashboardRemote } });
    expect(init).toHaveBeenCalledWith({
      name: 'shell',
      shareStrategy: 'loaded-first',
      remotes: [{ name: 'mfe_dashboard', entry: dashboardRemote.entry }],
    });
    jest.restoreAllMocks();
  });
});
