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

/** A whole sentence cut to a table cell's preview; hover, focus, tap or Enter shows all of it. */
export const LongText: Story = {
  args: {
    text: 'Working at Heights (Ontario, CPO-approved) with fall arrest, rescue plan and ladder safety refresher for site supervisors',
    max: 40,
  },
};

/** No hover on a phone: a tap writes the full text out in place. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
