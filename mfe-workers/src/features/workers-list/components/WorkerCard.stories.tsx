import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { makeWorker, workers } from '../fixtures';
import { WorkerCard } from './WorkerCard';

const meta = {
  title: 'Workers/WorkerCard',
  component: WorkerCard,
  args: { worker: workers[0], onOpen: fn(), onOpenNotes: fn(), onOpenCredentials: fn(), onToggleActive: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof WorkerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Linked to a platform account (logo and trade), five crews ('+ 2 more'), two tags. */
export const Linked: Story = {};
export const NotLinked: Story = { args: { worker: workers[1] } };
export const NoCrewsNoDetails: Story = { args: { worker: workers[2] } };
export const Inactive: Story = { args: { worker: workers[3] } };
export const Selected: Story = { args: { selected: true } };
export const Busy: Story = { args: { busy: true } };
export const LongName: Story = {
  args: {
    worker: makeWorker({
      id: 77,
      first_name: 'Maximiliana-Josephine',
      last_name: 'Vandenberghe-Oyelaran',
      email: 'maximiliana-josephine.vandenberghe-oyelaran@northern-electric-contracting.example.com',
    }),
  },
};
/** Credentials to renew: the badges count them and open the worker's credentials. */
export const CredentialsToRenew: Story = { args: { worker: makeWorker({ id: 78, credentials_expired_count: 12, credentials_expiring_count: 104 }) } };
export const ExpiringOnly: Story = { args: { worker: workers[1] } };
export const Phone: Story = { args: { worker: makeWorker({ id: 79, credentials_expired_count: 3, credentials_expiring_count: 1 }) }, globals: { viewport: { value: 'phone' } } };
