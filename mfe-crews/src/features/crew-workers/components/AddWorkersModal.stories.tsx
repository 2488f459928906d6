import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crewAvailableWorkersKey, type CrewAvailableWorkersResponse } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { fn } from 'storybook/test';
import { AddWorkersModal } from './AddWorkersModal';

type AvailableWorker = CrewAvailableWorkersResponse['workers'][number];
const available = (id: number, full_name: string, email: string | null): AvailableWorker => ({ id, full_name, email, profile_picture_url: null });
const workers = [
  available(21, 'Nadia Cree', 'nadia.cree@example.test'),
  available(22, 'Luc Tremblay', null),
  available(23, 'Priya Sandhu', 'priya.sandhu@example.test'),
];
const KEY = crewAvailableWorkersKey(7);
const offering = (list: AvailableWorker[]) => withApiStates({ [KEY]: { data: { workers: list } } });

const meta = {
  title: 'Crews/AddWorkersModal',
  component: AddWorkersModal,
  args: { crewId: 7, crewName: 'Tower Crane Crew', onClose: fn(), onAdded: fn() },
} satisfies Meta<typeof AddWorkersModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 3 characters of a name or e-mail to narrow the list. */
export const Available: Story = { decorators: [offering(workers)] };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates({ [KEY]: { error: new Error('500') } })] };
/** Every active worker is in the crew already. */
export const NoneAvailable: Story = { decorators: [offering([])] };
export const LongText: Story = {
  decorators: [
    offering([
      available(24, 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay', 'maximiliana-josephine.vandenberghe-okonkwo@a-very-long-subsidiary-name.example.ca'),
      ...workers,
    ]),
  ],
  args: { crewName: 'A crew name long enough to wrap twice on a phone screen, and then some more' },
};
export const Phone: Story = { decorators: [offering(workers)], globals: { viewport: { value: 'phone' } } };
