import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ExpiringView } from '../api/useExpiringCredentials';
import { expiredCredentials, expiringCredentials, longCredentials } from '../fixtures';
import { ExpiringCredentialsCard } from './ExpiringCredentialsCard';

const meta = {
  title: 'Dashboard/ExpiringCredentialsCard',
  component: ExpiringCredentialsCard,
  args: {
    view: 'expiring',
    onViewChange: fn(),
    expanded: false,
    onToggleExpand: fn(),
    state: { data: expiringCredentials, onRetry: fn() },
    totals: { expiring: 2, expired: 1 },
  },
} satisfies Meta<typeof ExpiringCredentialsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle switches between the two fixture lists. */
export const Interactive: Story = {
  render: function Render(args) {
    const [view, setView] = useState<ExpiringView>('expiring');
    const data = view === 'expired' ? expiredCredentials : expiringCredentials;
    return <ExpiringCredentialsCard {...args} view={view} onViewChange={setView} state={{ data, onRetry: args.state.onRetry }} />;
  },
};
export const Expired: Story = { args: { view: 'expired', state: { data: expiredCredentials, onRetry: fn() } } };
/** A credential read from a file or sent by a worker that nobody confirmed yet carries Needs review. */
export const NeedsReview: Story = {
  args: { state: { data: expiringCredentials.map((credential, index) => ({ ...credential, needs_review: index < 2 })), onRetry: fn() } },
};
export const Loading: Story = { args: { state: { onRetry: fn() } } };
export const Empty: Story = { args: { state: { data: [], onRetry: fn() } } };
export const Failed: Story = { args: { state: { error: new Error('500'), onRetry: fn() } } };
/** A customer without the credentials feature: the list answers 403 and the notice covers the card. */
export const FeatureUnavailable: Story = { args: { featureUnavailable: true, state: { onRetry: fn() } } };
/** The totals under the list, and a long credential and worker name. */
export const LongText: Story = { args: { state: { data: longCredentials, onRetry: fn() }, totals: { expiring: 1_204, expired: 87 } } };
/** The phone viewport (390 px) defined in .storybook/preview. */
export const Phone: Story = { args: { state: { data: longCredentials, onRetry: fn() }, totals: { expiring: 12, expired: 3 } }, globals: { viewport: { value: 'phone', isRotated: false } } };
