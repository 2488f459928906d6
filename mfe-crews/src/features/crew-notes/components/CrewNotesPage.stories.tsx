import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { CrewNote } from 'shared-api';
import { withServerAnswers } from 'shared-ui/storybook';
import { crew, notes } from '../../../fixtures';
import { inCrewLayout } from '../../../storyDecorators';
import CrewNotesPage from './CrewNotesPage';

const NOTES = `/crews/${crew.id}/notes`;
const page = (data: CrewNote[]) => ({
  notes: { data, current_page: 1, last_page: 1, per_page: 10, from: data.length ? 1 : null, to: data.length || null, total: data.length, next_page_url: null, prev_page_url: null },
});

const meta = { title: 'Crews/CrewNotesPage', component: CrewNotesPage, decorators: [inCrewLayout()] } satisfies Meta<typeof CrewNotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = { decorators: [withServerAnswers({ [NOTES]: { body: page(notes) } })] };
export const Loading: Story = { decorators: [withServerAnswers({ [NOTES]: { pending: true } })] };
/** The notes could not be read: what happened and a Retry. */
export const Failed: Story = { decorators: [withServerAnswers({ [NOTES]: { status: 500, body: { message: 'Server error' } } })] };
export const Empty: Story = { decorators: [withServerAnswers({ [NOTES]: { body: page([]) } })] };
export const Phone: Story = { ...Listed, globals: { viewport: { value: 'phone' } } };
