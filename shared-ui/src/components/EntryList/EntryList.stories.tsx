import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { EntryList } from './EntryList';

interface DemoNote {
  id: number;
  text: string;
  author: string | null;
  when: string;
  score?: number;
}

const notes: DemoNote[] = [
  { id: 1, text: 'Prefers night shifts on the tower job.', author: 'Grace Hopper', when: '1 hour ago' },
  {
    id: 2,
    text: 'Forklift licence renewal booked for June.\nBring the old card to the session.',
    author: 'Ada Lovelace',
    when: '2 hours ago',
  },
  { id: 3, text: 'Asked about the apprentice mentoring programme.', author: null, when: '3 hours ago' },
];

const meta = {
  title: 'Components/EntryList',
  component: EntryList<DemoNote>,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    'aria-label': 'Notes',
    entries: notes,
    text: (note) => note.text,
    author: (note) => note.author,
    time: (note) => note.when,
    deleteLabel: 'Delete note',
    onDelete: fn(),
    emptyTitle: 'No notes yet',
    emptyDescription: 'Notes you add about this worker show here.',
  },
} satisfies Meta<typeof EntryList<DemoNote>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notes: Story = {};

export const Deleting: Story = { args: { deletingId: 2 } };

export const Empty: Story = { args: { entries: [] } };

/** Something above each text (here a score), and a placeholder for an entry written without text. */
export const WithScoreAndBlankText: Story = {
  args: {
    'aria-label': 'Assessments',
    entries: [
      { id: 1, text: 'Practical test passed on site.', author: 'Olivia Owner', when: '3 days ago', score: 5 },
      { id: 2, text: '', author: 'Olivia Owner', when: '5 days ago', score: 2 },
    ],
    renderAboveText: (entry) => <Badge tone="info">Score {entry.score} of 5</Badge>,
    blankText: 'No notes',
    deleteLabel: 'Delete assessment',
  },
};
