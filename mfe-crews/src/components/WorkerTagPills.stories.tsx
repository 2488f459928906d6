import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crewCards, dashboard } from '../fixtures';
import { WorkerTagPills } from './WorkerTagPills';

const meta = { title: 'Crews/WorkerTagPills', component: WorkerTagPills, args: { tags: crewCards[0].worker_tags_summary } } satisfies Meta<typeof WorkerTagPills>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The dashboard's card: every tag of the crew's workers. */
export const Dashboard: Story = { args: { tags: dashboard.worker_tags } };
/** Long tag names and large counts wrap onto more lines. */
export const LongText: Story = {
  args: {
    tags: [
      { tag: { id: 7, name: 'Confined space entry and rescue supervisor', color: '#b45309' }, tag_count: 1280 },
      { tag: { id: 8, name: 'Night shift', color: '#15803d' }, tag_count: 12 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
