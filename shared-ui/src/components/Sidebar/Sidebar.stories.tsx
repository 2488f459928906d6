import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SampleBrand, SampleFooter, sampleItems, samplePinnedItems } from './sampleNav';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: {
    brand: <SampleBrand />,
    items: sampleItems,
    pinnedItems: samplePinnedItems,
    footer: <SampleFooter />,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 248, height: 760, background: '#0d1b36' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnDashboard: Story = {};

/** Time Logs shows under Workers only while on /workers — the caller decides, the Sidebar just renders. */
export const OnWorkers: Story = { parameters: { route: '/workers/time-logs' } };

export const WithoutFeatureLinks: Story = {
  args: { items: sampleItems.filter((item) => item.key !== 'referrals' && item.key !== 'access') },
};

/** Unread notifications as a count on their item; above 99 it reads 99+. */
export const WithBadge: Story = {
  args: { items: sampleItems.map((item) => (item.key === 'notifications' ? { ...item, badge: 12 } : item)) },
};
