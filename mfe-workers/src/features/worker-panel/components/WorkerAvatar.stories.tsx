import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { WorkerAvatar } from './WorkerAvatar';

const meta = {
  title: 'Workers/Worker panel/WorkerAvatar',
  component: WorkerAvatar,
  args: { name: 'Ada Fraser', pictureUrl: null, size: 72 },
} satisfies Meta<typeof WorkerAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
// An inline SVG keeps the story off the network.
export const Picture: Story = {
  args: {
    pictureUrl:
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 72'%3E%3Crect width='72' height='72' fill='%232457d6'/%3E%3Ccircle cx='36' cy='28' r='13' fill='%23fff'/%3E%3Cpath d='M12 70c3-16 13-24 24-24s21 8 24 24' fill='%23fff'/%3E%3C/svg%3E",
  },
};
