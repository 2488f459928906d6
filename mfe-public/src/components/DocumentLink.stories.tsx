import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DocumentLink } from './DocumentLink';

const meta = {
  title: 'Public/DocumentLink',
  component: DocumentLink,
  args: { href: '#document', label: 'View Document', assistiveText: ' (opens in a new tab)' },
} satisfies Meta<typeof DocumentLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NamesTheCredential: Story = {
  args: { label: 'View document', assistiveText: ' of Ontario Electrical Safety Code Update Course, opens in a new tab' },
};
