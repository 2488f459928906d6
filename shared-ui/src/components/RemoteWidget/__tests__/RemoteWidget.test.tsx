import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { renderUi } from '../../../testing/render';
import { RemoteWidget, RemoteWidgetLoaderProvider, type RemoteWidgetLoader } from '../RemoteWidget';

interface SectionProps {
  workerId: number;
}

function FakeSection({ workerId }: SectionProps) {
  return <p>Credentials of worker {workerId}</p>;
}

/** A loader like the shell's: one promise per module until forgotten, each load answered by `next`. */
function fakeLoader(next: jest.Mock<Promise<ComponentType<SectionProps> | null>, []>) {
  const loads = new Map<string, Promise<ComponentType<SectionProps> | null>>();
  const loader = {
    load: jest.fn((module: string) => {
      if (!loads.has(module)) loads.set(module, next());
      return loads.get(module);
    }),
    forget: jest.fn((module: string) => loads.delete(module)),
  };
  return loader as typeof loader & RemoteWidgetLoader;
}

// The widget suspends on the module's load (React's use()); React wants such renders inside an awaited act.
async function renderWidget(loader: RemoteWidgetLoader | null) {
  await act(async () => {
    renderUi(
      <RemoteWidgetLoaderProvider value={loader}>
        <RemoteWidget<SectionProps>
          module="mfe_credentials/WorkerCredentialsSection"
          props={{ workerId: 42 }}
          label="Credentials"
          notDeployedDescription="The credentials area has not been deployed."
        />
      </RemoteWidgetLoaderProvider>,
    );
  });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteWidget', () => {
  it('loads the exposed module through the loader and gives the widget its props', async () => {
    const loader = fakeLoader(jest.fn().mockResolvedValue(FakeSection));
    await renderWidget(loader);
    expect(await screen.findByText('Credentials of worker 42')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('mfe_credentials/WorkerCredentialsSection');
  });

  it('shows a spinner while the module loads', async () => {
    await renderWidget(fakeLoader(jest.fn(() => new Promise<null>(() => undefined))));
    expect(screen.getByRole('status', { name: 'Loading Credentials' })).toBeInTheDocument();
  });

  it('says the widget is not available while its remote is not deployed', async () => {
    await renderWidget(fakeLoader(jest.fn().mockResolvedValue(null)));
    expect(await screen.findByText('Not available yet')).toBeInTheDocument();
    expect(screen.getByText('The credentials area has not been deployed.')).toBeInTheDocument();
  });

  it('shows a failed load in its own place and loads the module again on Retry', async () => {
    const loader = fakeLoader(jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(FakeSection));
    await renderWidget(loader);
    expect(await screen.findByText('Credentials could not be loaded.')).toBeInTheDocument();

    const retry = screen.getByRole('button', { name: 'Retry' });
    await act(async () => {
      await userEvent.setup().click(retry);
    });
    expect(await screen.findByText('Credentials of worker 42')).toBeInTheDocument();
    expect(loader.forget).toHaveBeenCalledWith('mfe_credentials/WorkerCredentialsSection');
  });

  it('loads again by itself when the connection returns after a failed load', async () => {
    const loader = fakeLoader(jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(FakeSection));
    await renderWidget(loader);
    expect(await screen.findByText('Credentials could not be loaded.')).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Credentials of worker 42')).toBeInTheDocument();
  });

  it('fails in its own place when no loader is provided', async () => {
    await renderWidget(null);
    expect(await screen.findByText('Credentials could not be loaded.')).toBeInTheDocument();
  });
});
