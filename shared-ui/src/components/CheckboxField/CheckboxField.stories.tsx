import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'Only workers with a crew', defaultChecked: true },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: 'Active workers only', hint: 'Deactivated workers are hidden from the list.' },
};

export const WithError: Story = {
  args: { label: 'I confirm these details are correct', defaultChecked: false, required: true, error: 'Please confirm' },
};
