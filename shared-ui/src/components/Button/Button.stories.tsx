import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', variant: 'primary', size: 'md', loading: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <Button {...args} variant="primary">
        Invite User
      </Button>
      <Button {...args} variant="secondary">
        Export
      </Button>
      <Button {...args} variant="danger">
        Deactivate
      </Button>
      <Button {...args} variant="ghost">
        Cancel
      </Button>
      <Button {...args} variant="link">
        View All Crews
      </Button>
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm', icon: 'retry', children: 'Retry' } };

export const WithIcon: Story = { args: { icon: 'credential', children: 'Add a Credential' } };

export const Loading: Story = { args: { loading: true, children: 'Saving…' } };

export const Disabled: Story = { args: { disabled: true } };

export const AsLink: Story = {
  args: { href: 'https://example.com/help', target: '_blank', variant: 'secondary', icon: 'external', children: 'Help centre' },
};
