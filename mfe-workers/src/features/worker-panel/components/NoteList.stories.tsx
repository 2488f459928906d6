import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { note } from '../fixtures';
import { NoteList } from './NoteList';

const meta = {
  title: 'Workers/Worker panel/NoteList',
  component: NoteList,
  args: {
    notes: [
      note(1, 'Prefers night shifts on the tower job.'),
      note(2, 'Forklift licence renewal booked for June.\nBring the old card to the session.', 'Ada Lovelace'),
      { ...note(3, 'Asked about the apprentice mentoring programme.'), created_by_user: null },
    ],
    onDelete: fn(),
  },
} satisfies Meta<typeof NoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Deleting: Story = { args: { deletingId: 2 } };
export const Empty: Story = { args: { notes: [] } };
