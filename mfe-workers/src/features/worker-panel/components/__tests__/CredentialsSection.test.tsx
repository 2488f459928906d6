import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RemoteWidgetLoaderProvider, type RemoteWidgetLoader } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { CredentialsSection, type WorkerCredentialsSectionProps } from '../CredentialsSection';

function FakeSection({ workerId }: WorkerCredentialsSectionProps) {
  return <p>Credentials of worker {workerId}</p>;
}

// The section suspends on the module's load (React's use()); React wants such renders inside an awaited act.
async function renderSection(loaded: ComponentType<WorkerCredentialsSectionProps> | null) {
  // Like the shell's loader: the same promise on every render.
  const load = Promise.resolve(loaded);
  const loader = { load: jest.fn(() => load), forget: jest.fn() };
  await act(async () => {
    renderWithProviders(
      <RemoteWidgetLoaderProvider value={loader as RemoteWidgetLoader}>
        <CredentialsSection workerId={42} />
      </RemoteWidgetLoaderProvider>,
    );
  });
  return loader;
}

describe('CredentialsSection', () => {
  it("renders the credentials area's exposed section for the worker, loaded through the shell", async () => {
    const loader = await renderSection(FakeSection);
    expect(await screen.findByText('Credentials of worker 42')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('mfe_credentials/WorkerCredentialsSection');
  });

  it('says why the credentials cannot be shown while the credentials area is not deployed', async () => {
    await renderSection(null);
    expect(
      await screen.findByText("The credentials area has not been deployed, so this worker's credentials cannot be shown here."),
    ).toBeInTheDocument();
  });
});
