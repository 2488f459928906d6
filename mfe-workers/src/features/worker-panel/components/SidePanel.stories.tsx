import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { worker } from '../fixtures';
import { PanelSection } from './PanelSection';
import { SidePanel } from './SidePanel';
import { WorkerSummary } from './WorkerSummary';

const meta = {
  title: 'Workers/Worker panel/SidePanel',
  component: SidePanel,
  parameters: { layout: 'fullscreen' },
  args: {
    title: worker.full_name,
    size: 'medium',
    onClose: fn(),
    onSizeChange: fn(),
    children: (
      <div style={{ padding: 24 }}>
        <PanelSection title="Details">
          <WorkerSummary worker={worker} />
        </PanelSection>
      </div>
    ),
  },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
