import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AreaFailed, AreaLoading, AreaNotDeployed, PageNotFound } from './AreaMessage';

/** What an area shows instead of its remote: loading, not deployed, failed (with Retry), not found. */
const meta = {
  title: 'Shell/AreaMessage',
  component: AreaNotDeployed,
  args: { label: 'Workers' },
} satisfies Meta<typeof AreaNotDeployed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotDeployed: Story = {};
export const Loading: Story = { render: () => <AreaLoading label="Loading Workers" /> };
export const Failed: Story = {
  render: () => (
    <AreaFailed title="Workers could not be loaded." description="Check your connection and try again." onRetry={fn()} />
  ),
};
export const NotFound: Story = { render: () => <PageNotFound /> };
