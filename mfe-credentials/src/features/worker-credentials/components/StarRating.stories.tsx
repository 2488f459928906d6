import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { StarRating } from './StarRating';

const meta = {
  title: 'Credentials/Worker panel/StarRating',
  component: StarRating,
  args: { value: 3 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {};

function InteractiveRating() {
  const [value, setValue] = useState(0);
  return <StarRating value={value} onChange={setValue} size={24} />;
}

/** Pressing the star that is the current score resets it to 0. */
export const Input: Story = { render: () => <InteractiveRating /> };
