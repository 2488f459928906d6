import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crews } from '../fixtures';
import { CrewList } from './CrewList';

const meta = {
  title: 'Workers/Worker panel/CrewList',
  component: CrewList,
  args: { crews },
} satisfies Meta<typeof CrewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
