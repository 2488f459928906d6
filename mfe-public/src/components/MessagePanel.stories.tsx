import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MessagePanel } from './MessagePanel';
import { PublicLayout } from './PublicLayout';

const meta = {
  title: 'Public/MessagePanel',
  component: MessagePanel,
  parameters: { layout: 'fullscreen' },
  args: {
    icon: 'warning',
    tone: 'warning',
    title: 'This link is no longer valid',
    description: 'Ask the person who shared it with you for a new link.',
  },
  render: (args) => (
    <PublicLayout>
      <MessagePanel {...args} />
    </PublicLayout>
  ),
} satisfies Meta<typeof MessagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidLink: Story = {};
