import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { importedCrewKey, type SharedCrew, type SharedCrewWorker } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { fn } from 'storybook/test';
import { SharedCrewPanel } from './SharedCrewPanel';

const worker = (id: number, full_name: string): SharedCrewWorker => ({
  id,
  full_name,
  job_title: null,
  profile_picture_url: null,
  credentials: [
    { id: id * 10, name: 'Working at Heights', issued: '2025-03-01', issued_pretty_date: 'Mar 1, 2025', expiry: '2028-03-01', expires_pretty_date: 'Mar 1, 2028', is_expired: false, counts_as_held: true },
    { id: id * 10 + 1, name: 'Standard First Aid with CPR Level C and AED', issued: null, issued_pretty_date: null, expiry: '2025-06-01', expires_pretty_date: 'Jun 1, 2025', is_expired: true, counts_as_held: false },
  ],
  contacts: [],
});
const sharedCrew: SharedCrew = {
  id: 40,
  name: 'Thunder Bay Substation Upgrade',
  description: 'Substation work, north yard.',
  crew_image_url: null,
  customer: { name: 'Northern Electric Inc.' },
  workers: [worker(5, 'Nadia Cree'), worker(6, 'Bram Okafor')],
};
const KEY = importedCrewKey(7, 40);
const shown = (crew: SharedCrew) => withApiStates({ [KEY]: { data: { crew } } });

const meta = {
  title: 'Crews/SharedCrewPanel',
  component: SharedCrewPanel,
  args: { crewId: 7, sharedCrewId: 40, onClose: fn() },
} satisfies Meta<typeof SharedCrewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its workers; choose one to read their credentials. */
export const Workers: Story = { decorators: [shown(sharedCrew)] };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates({ [KEY]: { error: new Error('500') } })] };
export const NoWorkers: Story = { decorators: [shown({ ...sharedCrew, description: '', workers: [] })] };
export const LongText: Story = {
  decorators: [
    shown({
      ...sharedCrew,
      name: 'Fort McMurray Shutdown – Unit 3 Mechanical, Electrical and Instrumentation Crew',
      description: 'Night shift for the turnaround: confined space entry, hot work and rigging on the coker unit, with a standby rescue team on every shift.',
      customer: { name: 'Okanagan Mechanical Contractors and Pipefitting Services Ltd.' },
      workers: [worker(7, 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay'), ...sharedCrew.workers],
    }),
  ],
};
export const Phone: Story = { decorators: [shown(sharedCrew)], globals: { viewport: { value: 'phone' } } };
