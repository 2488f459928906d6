import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { features, subscription } from '../fixtures';
import { FeaturesCard, SubscriptionCard } from './AccountCards';

const meta = {
  title: 'Settings/Settings/FeaturesCard',
  component: FeaturesCard,
  args: { features, onRetry: fn() },
} satisfies Meta<typeof FeaturesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Features: Story = {};
export const FeaturesLoading: Story = { args: { features: undefined } };
export const FeaturesEmpty: Story = { args: { features: [] } };
export const FeaturesFailed: Story = { args: { features: undefined, error: new Error('500') } };
export const FeaturesLongText: Story = {
  args: {
    features: [
      {
        ...features[0],
        description:
          'Record, upload, parse and assess every worker credential, track expiry dates with reminders at the thresholds you choose, and ask workers for missing or updated documents by e-mail.',
      },
    ],
  },
};

const subscriptionArgs = { subscription, onRetry: fn() };
export const Subscription: StoryObj<typeof SubscriptionCard> = { render: (args) => <SubscriptionCard {...args} />, args: subscriptionArgs };
export const SubscriptionNoTrial: StoryObj<typeof SubscriptionCard> = {
  render: (args) => <SubscriptionCard {...args} />,
  args: { ...subscriptionArgs, subscription: { ...subscription, status: 'active', stripe_subscription: { trial_end: null } } },
};
export const SubscriptionNone: StoryObj<typeof SubscriptionCard> = {
  render: (args) => <SubscriptionCard {...args} />,
  args: { ...subscriptionArgs, subscription: null },
};
export const SubscriptionLoading: StoryObj<typeof SubscriptionCard> = {
  render: (args) => <SubscriptionCard {...args} />,
  args: { ...subscriptionArgs, subscription: undefined },
};
export const SubscriptionPhone: StoryObj<typeof SubscriptionCard> = {
  render: (args) => <SubscriptionCard {...args} />,
  args: subscriptionArgs,
  globals: { viewport: { value: 'phone' } },
};
export const FeaturesPhone: Story = { globals: { viewport: { value: 'phone' } } };
export const SubscriptionFailed: StoryObj<typeof SubscriptionCard> = {
  render: (args) => <SubscriptionCard {...args} />,
  args: { ...subscriptionArgs, subscription: undefined, error: new Error('500') },
};
