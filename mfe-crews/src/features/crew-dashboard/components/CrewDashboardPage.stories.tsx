import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crewDashboardKey, crewOutlookKey } from 'shared-api';
import { withApiStates, type ApiState } from 'shared-ui/storybook';
import { crew, dashboard, outlook } from '../../../fixtures';
import { inCrewLayout } from '../../../storyDecorators';
import CrewDashboardPage from './CrewDashboardPage';

const DASHBOARD = crewDashboardKey(crew.id);
const OUTLOOK = crewOutlookKey(crew.id);
const loaded: Record<string, ApiState> = { [DASHBOARD]: { data: dashboard }, [OUTLOOK]: { data: outlook } };

const meta = { title: 'Crews/CrewDashboardPage', component: CrewDashboardPage, decorators: [inCrewLayout()] } satisfies Meta<typeof CrewDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four summary cards and the compliance outlook. */
export const Loaded: Story = { decorators: [withApiStates(loaded)] };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates({ [DASHBOARD]: { error: new Error('500') }, [OUTLOOK]: { error: new Error('500') } })] };
/** A new crew: no workers, follows, tags or time logs yet. */
export const Empty: Story = {
  decorators: [
    withApiStates({
      [DASHBOARD]: { data: { workers: [], workers_count: 0, credential_follows: [], worker_tags: [], time_logs: [] } },
      [OUTLOOK]: { data: { ...outlook, workers_count: 0, credentials: [] } },
    }),
  ],
};
export const Phone: Story = { decorators: [withApiStates(loaded)], globals: { viewport: { value: 'phone' } } };
