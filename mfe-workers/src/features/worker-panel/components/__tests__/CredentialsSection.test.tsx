import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { forgetCredentialsSection } from '../../api/credentialsSection';
import { CredentialsSection } from '../CredentialsSection';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const entry = '/mfe/mfe_credentials/1.0.0-abcd1234/remoteEntry.js';

function serveRemotes(remotes: Record<string, unknown>, status = 200) {
  global.fetch = jest.fn(async () => ({ ok: status < 400, status, json: async () => ({ remotes }) }) as Response) as typeof fetch;
}

// The section suspends on the remote's load (React's use()); React wants such renders inside an awaited act.
async function renderSection() {
  await act(async () => {
    renderWithProviders(<CredentialsSection workerId={42} />);
  });
}

function FakeSection({ workerId }: { workerId: number }) {
  return <p>Credentials of worker {workerId}</p>;
}

beforeEach(() => {
  forgetCredentialsSection();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('CredentialsSection', () => {
  it('says credentials are not available while the credentials area is not deployed', async () => {
    serveRemotes({ mfe_workers: { entry: '/mfe/mfe_workers/1/remoteEntry.js' } });
    await renderSection();

    expect(await screen.findByText('Credentials are not available yet.')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('treats a missing /remotes.json as nothing deployed', async () => {
    serveRemotes({}, 404);
    await renderSection();
    expect(await screen.findByText('Credentials are not available yet.')).toBeInTheDocument();
  });

  it('loads the deployed section and gives it the worker', async () => {
    serveRemotes({ mfe_credentials: { entry } });
    jest.mocked(loadRemote).mockResolvedValue({ default: FakeSection });
    await renderSection();

    expect(await screen.findByText('Credentials of worker 42')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_credentials', entry }]);
    expect(loadRemote).toHaveBeenCalledWith('mfe_credentials/WorkerCredentialsSection');
  });

  it('shows a failed load in its own area and loads again on Retry', async () => {
    serveRemotes({ mfe_credentials: { entry } });
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: FakeSection });
    await renderSection();

    expect(await screen.findByText('Credentials could not be loaded.')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Retry' });
    await act(async () => {
      await userEvent.setup().click(retry);
    });
    expect(await screen.findByText('Credentials of worker 42')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
