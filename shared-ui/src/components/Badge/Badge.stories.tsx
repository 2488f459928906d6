import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Expired', tone: 'danger', shape: 'rounded' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'success', 'warning', 'danger', 'info'] },
    shape: { control: 'inline-radio', options: ['rounded', 'pill'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge {...args} tone="neutral">Inactive</Badge>
      <Badge {...args} tone="success">Valid</Badge>
      <Badge {...args} tone="warning">Expiring soon</Badge>
      <Badge {...args} tone="danger">Expired</Badge>
      <Badge {...args} tone="info">Pending review</Badge>
    </div>
  ),
};

export const Pill: Story = { args: { shape: 'pill', tone: 'info', children: 'Scaffolding' } };
