import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from './Avatar';

// An inline SVG keeps the story off the network.
const PORTRAIT =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 72'%3E%3Crect width='72' height='72' fill='%232457d6'/%3E%3Ccircle cx='36' cy='28' r='13' fill='%23fff'/%3E%3Cpath d='M12 70c3-16 13-24 24-24s21 8 24 24' fill='%23fff'/%3E%3C/svg%3E";

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ada Maria Fraser', pictureUrl: null, size: 72 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

export const Picture: Story = { args: { pictureUrl: PORTRAIT } };

export const PictureThatFailsToLoad: Story = { args: { pictureUrl: '/no-such-picture.png' } };

/** Cards in a list: one colour per person, hidden from screen readers beside the name. */
export const ColouredInAList: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {['Ada Fraser', 'Bram Okafor', 'Chantal Nguyen', 'Dmitri Lavoie'].map((name, index) => (
        <Avatar key={name} {...args} name={name} size={48} colorKey={index} decorative />
      ))}
    </div>
  ),
};
