import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { assessment } from '../fixtures';
import { AssessmentList } from './AssessmentList';

const meta = {
  title: 'Credentials/Worker panel/AssessmentList',
  component: AssessmentList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    assessments: [
      assessment(1, 5, 'Practical test passed on site; harness inspection done correctly.'),
      assessment(2, 2, ''),
      { ...assessment(3, 4, 'Checked with the issuer by phone.'), created_by_user: null },
    ],
    onDelete: fn(),
  },
} satisfies Meta<typeof AssessmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Deleting: Story = { args: { deletingId: 1 } };
export const Empty: Story = { args: { assessments: [] } };
