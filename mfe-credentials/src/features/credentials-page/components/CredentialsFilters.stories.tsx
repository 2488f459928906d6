import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CredentialsFilters } from './CredentialsFilters';

const meta = {
  title: 'Credentials/CredentialsFilters',
  component: CredentialsFilters,
  args: { search: '', onSearchChange: fn(), expiring: '', onExpiringChange: fn(), review: '', onReviewChange: fn() },
} satisfies Meta<typeof CredentialsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
/** Where the dashboard's View All Expiring Credentials link lands. */
export const ExpiringIn90Days: Story = { args: { expiring: '90_days', search: 'first aid' } };
/** Only the credentials nobody confirmed yet. */
export const NeedsReview: Story = { args: { review: 'needs_review' } };
export const Phone: Story = { ...ExpiringIn90Days, globals: { viewport: { value: 'phone' } } };
