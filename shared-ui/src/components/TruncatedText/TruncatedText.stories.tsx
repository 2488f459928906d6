import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TruncatedText } from './TruncatedText';

const meta = {
  title: 'Components/TruncatedText',
  component: TruncatedText,
  args: { text: 'Confined Space Entry and Gas Testing Certificate', max: 25 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cut: Story = {};

export const ShortEnough: Story = { args: { text: 'First Aid' } };
