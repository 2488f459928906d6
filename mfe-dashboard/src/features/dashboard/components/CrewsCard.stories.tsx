import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { crewsSummary, longCrewsSummary } from '../fixtures';
import { CrewsCard } from './CrewsCard';

const meta = {
  title: 'Dashboard/CrewsCard',
  component: CrewsCard,
  args: { expanded: false, onToggleExpand: fn(), state: { data: crewsSummary, onRetry: fn() } },
} satisfies Meta<typeof CrewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { onRetry: fn() } } };
export const Empty: Story = { args: { state: { data: { crews: [], crews_count: 0 }, onRetry: fn() } } };
export const Failed: Story = { args: { state: { error: new Error('500'), onRetry: fn() } } };
export const LongText: Story = { args: { state: { data: longCrewsSummary, onRetry: fn() } } };
/** The phone viewport (390 px) defined in .storybook/preview. */
export const Phone: Story = { args: { state: { data: longCrewsSummary, onRetry: fn() } }, globals: { viewport: { value: 'phone', isRotated: false } } };
