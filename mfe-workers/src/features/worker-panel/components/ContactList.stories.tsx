import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { contacts } from '../fixtures';
import { ContactList } from './ContactList';

const meta = {
  title: 'Workers/Worker panel/ContactList',
  component: ContactList,
  args: { contacts, onEdit: fn(), onRemove: fn() },
} satisfies Meta<typeof ContactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Removing: Story = { args: { removingId: 2 } };
export const Empty: Story = { args: { contacts: [] } };
