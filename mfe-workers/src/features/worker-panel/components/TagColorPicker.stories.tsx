import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TAG_COLORS } from 'shared-api';
import { fn } from 'storybook/test';
import { TagColorPicker } from './TagColorPicker';

const meta = {
  title: 'Workers/Worker panel/TagColorPicker',
  component: TagColorPicker,
  args: { value: TAG_COLORS[0], onChange: fn() },
} satisfies Meta<typeof TagColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstIsDefault: Story = {};
export const Chosen: Story = { args: { value: TAG_COLORS[15] } };
