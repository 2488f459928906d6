import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { dashboard } from '../../../fixtures';
import { CrewDashboardCards } from './CrewDashboardCards';

const meta = { title: 'Crews/CrewDashboardCards', component: CrewDashboardCards, args: { crewId: 7, dashboard } } satisfies Meta<typeof CrewDashboardCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { dashboard: { workers: [], workers_count: 0, credential_follows: [], worker_tags: [], time_logs: [] } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LongText: Story = {
  args: {
    dashboard: {
      ...dashboard,
      workers: [{ id: 14, full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay', profile_picture_url: null, job_title: 'Journeyperson industrial electrician and instrumentation technician' }, ...dashboard.workers],
      credential_follows: [{ credential: { id: 105, label: 'Alberta Confined Space Entry and Monitoring with Rescue Plan Awareness (Energy Safety Canada, 8 hours)' }, follow_count: 1, workers_count: 4 }, ...dashboard.credential_follows],
      worker_tags: [{ tag: { id: 2, name: 'Confined space entry and rescue standby', color: '#8a2be2' }, tag_count: 1 }, ...dashboard.worker_tags],
    },
  },
};
