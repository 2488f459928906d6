import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * Switches the page between English and French and remembers the choice on the device. The toolbar's language
 * switch does the same for every story; this one changes it too.
 */
const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { onChange: fn(), tone: 'light', fullWidth: false },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPage: Story = {};

/** In the sidebar footer, on navy, as wide as the footer. */
export const InTheSidebar: Story = {
  args: { tone: 'dark', fullWidth: true },
  decorators: [
    (Story) => (
      <div style={{ width: 248, padding: 16, background: '#0d1b36' }}>
        <Story />
      </div>
    ),
  ],
};
