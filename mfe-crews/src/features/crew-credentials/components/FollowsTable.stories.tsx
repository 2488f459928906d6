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
export const LongText: Story = {
  args: {
    follows: [
      {
        ...follows[0],
        credential: { id: 101, label: 'Alberta Confined Space Entry and Monitoring with Rescue Plan Awareness (Energy Safety Canada, 8 hours)' },
        workers: [{ id: 14, full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay' }, ...follows[0].workers],
      },
      ...follows.slice(1),
    ],
  },
};
