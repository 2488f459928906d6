import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { failedParseJob, parseJob } from '../fixtures';
import { ParseJobCard } from './ParseJobCard';

const meta = {
  title: 'Credentials/Worker panel/ParseJobCard',
  component: ParseJobCard,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 680 }}>
        <Story />
      </ul>
    ),
  ],
  args: { job: parseJob(), onDelete: fn() },
} satisfies Meta<typeof ParseJobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {};
export const Failed: Story = { args: { job: failedParseJob } };
export const Deleting: Story = { args: { job: failedParseJob, deleting: true } };
