import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SelectField } from './SelectField';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Order by',
    options: [
      { value: 'name', label: 'Name' },
      { value: 'created_at', label: 'Date added' },
      { value: 'crews_count', label: 'Number of crews' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholder: Story = {
  args: { label: 'Contact type', placeholder: 'Choose a type…', required: true, options: [
    { value: 'emergency', label: 'Emergency' },
    { value: 'family', label: 'Family' },
    { value: 'other', label: 'Other' },
  ] },
};

export const WithError: Story = { args: { placeholder: 'Choose…', error: 'Choose how to order the list' } };
