import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ToggleGroup } from './ToggleGroup';

const meta = {
  title: 'Components/ToggleGroup',
  component: ToggleGroup,
  args: {
    'aria-label': 'Credential expiry',
    items: [
      { value: 'expiring', label: 'Expiring (90 days)' },
      { value: 'expired', label: 'Expired' },
    ],
    value: 'expiring',
    size: 'sm',
    onChange: fn(),
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ToggleGroup
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExpiringOrExpired: Story = {};

export const Medium: Story = { args: { size: 'md' } };
