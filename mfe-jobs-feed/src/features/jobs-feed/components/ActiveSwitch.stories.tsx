import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ActiveSwitch } from './ActiveSwitch';

const meta = {
  title: 'Jobs Feed/ActiveSwitch',
  component: ActiveSwitch,
  args: { checked: true, label: 'Active: Journeyperson Electrician', stateText: 'Active', onChange: fn() },
} satisfies Meta<typeof ActiveSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { checked: false, stateText: 'Inactive' } };
export const Saving: Story = { args: { disabled: true } };
