import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { notes } from '../../../fixtures';
import { NoteList } from './NoteList';

const meta = { title: 'Crews/NoteList', component: NoteList, args: { notes, onDelete: fn() } } satisfies Meta<typeof NoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { notes: [] } };
export const Deleting: Story = { args: { deletingId: 1 } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
