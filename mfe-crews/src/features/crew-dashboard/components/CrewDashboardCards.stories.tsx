import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { dashboard } from '../../../fixtures';
import { CrewDashboardCards } from './CrewDashboardCards';

const meta = { title: 'Crews/CrewDashboardCards', component: CrewDashboardCards, args: { crewId: 7, dashboard } } satisfies Meta<typeof CrewDashboardCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { dashboard: { workers: [], workers_count: 0, credential_follows: [], worker_tags: [], time_logs: [] } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
