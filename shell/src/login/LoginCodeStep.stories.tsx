import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LoginCodeStep } from './LoginCodeStep';

const meta = {
  title: 'Shell/LoginCodeStep',
  component: LoginCodeStep,
  args: {
    email: 'dana.owner@demo.test',
    message:
      'Many wrong passwords were tried on this account recently, and this browser has not signed in to it before. We sent a code to dana.owner@demo.test: enter it to finish signing in. It works for 10 minutes.',
    onSignedIn: fn(),
    onBack: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginCodeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a correct password from a browser new to an account under attack. */
export const CodeSent: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
