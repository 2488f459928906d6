import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ComponentType } from 'react';
import { RemoteWidget, RemoteWidgetLoaderProvider, type RemoteWidgetLoader } from './RemoteWidget';

interface SectionProps {
  workerId: number;
}

function CredentialsSection({ workerId }: SectionProps) {
  return <p>The credentials of worker #{workerId}, as the credentials remote renders them.</p>;
}

/** Stands in for the shell's loader: every load answers what `answer` gives, once per story. */
function storyLoader(answer: () => Promise<ComponentType<SectionProps> | null>): RemoteWidgetLoader {
  let load: Promise<ComponentType<SectionProps> | null> | null = null;
  return {
    load: <P extends object>() => (load ??= answer()) as Promise<ComponentType<P> | null>,
    forget: () => {
      load = null;
    },
  };
}

const meta = {
  title: 'Components/RemoteWidget',
  component: RemoteWidget,
  args: {
    module: 'mfe_credentials/WorkerCredentialsSection',
    props: { workerId: 42 },
    label: 'Credentials',
    notDeployedDescription: "The credentials area has not been deployed, so this worker's credentials cannot be shown here.",
  },
} satisfies Meta<typeof RemoteWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  decorators: [(Story) => <RemoteWidgetLoaderProvider value={storyLoader(async () => CredentialsSection)}>{Story()}</RemoteWidgetLoaderProvider>],
};

export const Loading: Story = {
  decorators: [(Story) => <RemoteWidgetLoaderProvider value={storyLoader(() => new Promise(() => undefined))}>{Story()}</RemoteWidgetLoaderProvider>],
};

export const NotDeployed: Story = {
  decorators: [(Story) => <RemoteWidgetLoaderProvider value={storyLoader(async () => null)}>{Story()}</RemoteWidgetLoaderProvider>],
};

export const FailedToLoad: Story = {
  decorators: [
    (Story) => (
      <RemoteWidgetLoaderProvider value={storyLoader(() => Promise.reject(new Error('remoteEntry.js could not be fetched')))}>
        {Story()}
      </RemoteWidgetLoaderProvider>
    ),
  ],
};
