import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { longUsers, users } from '../fixtures';
import { AdminsTable } from './AdminsTable';

const meta = {
  title: 'Settings/Admins/AdminsTable',
  component: AdminsTable,
  args: { users, currentUserId: 2, canManage: false, onChangeRole: fn(), onRemove: fn() },
} satisfies Meta<typeof AdminsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};
/** An owner changes roles and removes users. */
export const Owner: Story = { args: { canManage: true, currentUserId: 1 } };
export const Busy: Story = { args: { canManage: true, busyIds: [3] } };
export const Empty: Story = { args: { users: [] } };
export const LongText: Story = { args: { users: longUsers, canManage: true } };
export const Phone: Story = { args: { canManage: true }, globals: { viewport: { value: 'phone' } } };
