import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AutosaveField } from './AutosaveField';

const meta = {
  title: 'Workers/Worker panel/AutosaveField',
  component: AutosaveField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'city',
    label: 'City',
    type: 'text',
    value: 'Halifax',
    onChange: fn(),
    onRetry: fn(),
    status: 'idle',
    error: null,
    emptyNotSaved: false,
  },
} satisfies Meta<typeof AutosaveField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Saving: Story = { args: { status: 'saving', value: 'Dartmouth' } };
export const Saved: Story = { args: { status: 'saved', value: 'Dartmouth' } };
export const Failed: Story = {
  args: {
    name: 'email',
    label: 'Email',
    type: 'email',
    value: 'ada@example',
    status: 'error',
    error: 'The email must be a valid email address.',
  },
};
export const EmptyNotSaved: Story = { args: { value: '', emptyNotSaved: true } };
export const DateField: Story = { args: { name: 'dob', label: 'Date of Birth', type: 'date', value: '1988-04-12', status: 'saved' } };
