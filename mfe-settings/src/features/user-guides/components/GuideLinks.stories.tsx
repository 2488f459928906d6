import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { GuideLinks } from './GuideLinks';

const meta = {
  title: 'Settings/UserGuides/GuideLinks',
  component: GuideLinks,
} satisfies Meta<typeof GuideLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeGuides: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
