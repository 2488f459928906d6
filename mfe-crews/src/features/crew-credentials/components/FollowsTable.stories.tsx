import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { follows } from '../../../fixtures';
import { FollowsTable } from './FollowsTable';

const meta = { title: 'Crews/FollowsTable', component: FollowsTable, args: { follows, onOpen: fn(), onUnfollow: fn() } } satisfies Meta<typeof FollowsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Removing: Story = { args: { busyId: 31 } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
