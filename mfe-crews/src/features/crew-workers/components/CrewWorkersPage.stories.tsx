import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crewWorkersKey, type CrewWorker } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { crew, crewWorkers } from '../../../fixtures';
import { inCrewLayout } from '../../../storyDecorators';
import CrewWorkersPage from './CrewWorkersPage';

const KEY = crewWorkersKey(crew.id);
const listing = (workers: CrewWorker[]) => withApiStates({ [KEY]: { data: { workers, crew_worker_quota: crew.crew_worker_quota, quota_warnings: crew.quota_warnings } } });

const meta = { title: 'Crews/CrewWorkersPage', component: CrewWorkersPage, decorators: [inCrewLayout(crew)] } satisfies Meta<typeof CrewWorkersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The workers, the quota not met and the Shared Crews card. */
export const Listed: Story = { decorators: [listing(crewWorkers)] };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates({ [KEY]: { error: new Error('500') } })] };
export const Empty: Story = { decorators: [listing([])] };
export const LongText: Story = {
  decorators: [
    listing([
      {
        ...crewWorkers[0],
        id: 14,
        full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay',
        email: 'maximiliana-josephine.vandenberghe-okonkwo@a-very-long-subsidiary-name.example.ca',
        job_title: 'Journeyperson industrial electrician and instrumentation technician',
      },
      ...crewWorkers,
    ]),
    inCrewLayout({ ...crew, name: 'Fort McMurray Shutdown – Unit 3 Mechanical, Electrical and Instrumentation Crew' }),
  ],
};
export const Phone: Story = { decorators: [listing(crewWorkers)], globals: { viewport: { value: 'phone' } } };
