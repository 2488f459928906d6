import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FollowCredentialModal } from './FollowCredentialModal';

const meta = {
  title: 'Crews/FollowCredentialModal',
  component: FollowCredentialModal,
  args: { crewId: 7, followedIds: new Set([101]), onClose: fn(), onFollowed: fn() },
} satisfies Meta<typeof FollowCredentialModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet: search the catalogue (more than 2 characters) or create a credential by name. */
export const NothingSearched: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
