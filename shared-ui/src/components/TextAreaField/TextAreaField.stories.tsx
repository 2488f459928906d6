import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Message', rows: 10, placeholder: 'Tell the worker what needs updating…' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequestUpdateMessage: Story = {};

export const WithError: Story = { args: { label: 'Note', rows: 4, required: true, error: 'A note cannot be empty' } };
