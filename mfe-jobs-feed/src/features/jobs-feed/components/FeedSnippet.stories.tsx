import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { integration } from '../fixtures';
import { FeedSnippet } from './FeedSnippet';

const meta = {
  title: 'Jobs Feed/FeedSnippet',
  component: FeedSnippet,
  args: { feed: integration, onCopy: fn() },
} satisfies Meta<typeof FeedSnippet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutToken: Story = {};
export const WithToken: Story = { args: { feed: { ...integration, has_integration_token: true } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
