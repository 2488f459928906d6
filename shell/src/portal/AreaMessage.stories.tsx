import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { useShellT } from '../i18n';
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
export const Loading: Story = {
  render: function Loading({ label }) {
    const { t } = useShellT();
    return <AreaLoading label={t('area.loadingArea', { label })} />;
  },
};
export const Failed: Story = {
  render: function Failed({ label }) {
    const { t } = useShellT();
    return <AreaFailed title={t('area.loadFailed', { label })} description={t('area.checkConnection')} onRetry={fn()} />;
  },
};
export const NotFound: Story = { render: () => <PageNotFound /> };
