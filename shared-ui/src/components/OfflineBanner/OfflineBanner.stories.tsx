import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect, type ReactNode } from 'react';
import { OfflineBanner } from './OfflineBanner';

/** The browser says it is offline for as long as the story is shown. */
function Offline({ children }: { children: ReactNode }) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  useEffect(
    () => () => {
      // Back to the browser's own answer, from Navigator's prototype.
      delete (navigator as { onLine?: boolean }).onLine;
    },
    [],
  );
  return <div style={{ minHeight: 160 }}>{children}</div>;
}

const meta = {
  title: 'Components/OfflineBanner',
  component: OfflineBanner,
  decorators: [
    (Story) => (
      <Offline>
        <Story />
      </Offline>
    ),
  ],
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhileOffline: Story = {};

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
