import { init, loadRemote } from '@module-federation/enhanced/runtime';
import { jsonResponse } from 'shared-ui/testing';
import { dashboardRemote, deployed } from '../../__tests__/fixtures';
import { fetchRemotesFile, RemoteLoadError, remoteWidgetLoader, takeInlinedRemotesFile, useRemotesStore } from '../remotes';

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

describe("the page's inlined copy of /remotes.json", () => {
  const inline = (text: string, type = 'application/json') => {
    const element = document.createElement('script');
    element.type = type;
    element.id = 'remotes';
    element.textContent = text;
    document.head.append(element);
  };
  afterEach(() => document.getElementById('remotes')?.remove());

  it('is read at start instead of fetching, and a later read (Retry) asks the server again', async () => {
    inline(JSON.stringify({ remotes: { mfe_dashboard: dashboardRemote } }).replace(/</g, '\\u003c'));
    await useRemotesStore.getState().load();
    expect(useRemotesStore.getState()).toMatchObject({ status: 'ready', remotes: { mfe_dashboard: dashboardRemote } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('remotes')).toBeNull();

    const credentialsRemote = deployed({ name: 'mfe_credentials', label: 'Credentials', nav: [] });
    fetchMock.mockReturnValueOnce(jsonResponse({ remotes: { mfe_credentials: credentialsRemote } }));
    await useRemotesStore.getState().load();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(useRemotesStore.getState().remotes).toEqual({ mfe_credentials: credentialsRemote });
  });

  it('is ignored when it is not a remotes file, so /remotes.json is fetched', async () => {
    inline('{ not json');
    expect(takeInlinedRemotesFile()).toBeNull();
    inline(JSON.stringify([1, 2]));
    expect(takeInlinedRemotesFile()).toBeNull();
    inline(JSON.stringify({ remotes: {} }), 'text/plain');
    expect(takeInlinedRemotesFile()).toBeNull();
    fetchMock.mockReturnValueOnce(jsonResponse({ remotes: {} }));
    await useRemotesStore.getState().load();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('remoteWidgetLoader', () => {
  const SECTION = 'mfe_credentials/WorkerCredentialsSection';
  const credentialsRemote = deployed({ name: 'mfe_credentials', label: 'Credentials', nav: [] });
  const FakeSection = () => null;

  beforeEach(() => {
    remoteWidgetLoader.forget(SECTION);
    jest.mocked(loadRemote).mockReset();
  });

  it("answers null, loading nothing, while the widget's remote is not deployed", async () => {
    useRemotesStore.setState({ status: 'ready', remotes: { mfe_dashboard: dashboardRemote } });
    await expect(remoteWidgetLoader.load(SECTION)).resolves.toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("loads the exposed module's default export once, through the shell's federation runtime", async () => {
    useRemotesStore.setState({ status: 'ready', remotes: { mfe_credentials: credentialsRemote } });
    jest.mocked(loadRemote).mockResolvedValue({ default: FakeSection });
    const first = remoteWidgetLoader.load(SECTION);
    expect(remoteWidgetLoader.load(SECTION)).toBe(first);
    await expect(first).resolves.toBe(FakeSection);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith(SECTION);
  });

  it('reads /remotes.json first when it has not been read', async () => {
    useRemotesStore.setState({ status: 'failed', remotes: {} });
    fetchMock.mockReturnValueOnce(jsonResponse({ remotes: { mfe_credentials: credentialsRemote } }));
    jest.mocked(loadRemote).mockResolvedValue({ default: FakeSection });
    await expect(remoteWidgetLoader.load(SECTION)).resolves.toBe(FakeSection);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('keeps a failed load until it is forgotten, then loads again', async () => {
    useRemotesStore.setState({ status: 'ready', remotes: { mfe_credentials: credentialsRemote } });
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: FakeSection });
    await expect(remoteWidgetLoader.load(SECTION)).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(remoteWidgetLoader.load(SECTION)).rejects.toThrow('mfe_credentials could not be loaded: ChunkLoadError');

    remoteWidgetLoader.forget(SECTION);
    await expect(remoteWidgetLoader.load(SECTION)).resolves.toBe(FakeSection);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('refuses a module without a component as its default export', async () => {
    useRemotesStore.setState({ status: 'ready', remotes: { mfe_credentials: credentialsRemote } });
    jest.mocked(loadRemote).mockResolvedValue({ default: 'not a component' });
    await expect(remoteWidgetLoader.load(SECTION)).rejects.toThrow('exports no component');
  });
});
