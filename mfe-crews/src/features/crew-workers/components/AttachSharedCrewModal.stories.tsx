import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { importedCrewsKey, type ImportedCrew } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { fn } from 'storybook/test';
import { importedCrew, sharedImport } from '../../../fixtures';
import { AttachSharedCrewModal } from './AttachSharedCrewModal';

const crews = [
  importedCrew(40, 'Thunder Bay Substation Upgrade', { workers_count: 4 }),
  importedCrew(41, 'Kenora Storm Response', { customer: { name: 'Lakehead Linemen Ltd.' }, workers_count: 4 }),
];
const offering = (list: ImportedCrew[]) => withApiStates({ [importedCrewsKey(7)]: { data: { crews: list, crew_shares: [] } } });

const meta = {
  title: 'Crews/AttachSharedCrewModal',
  component: AttachSharedCrewModal,
  args: { crewId: 7, crewName: 'Tower Crane Crew', attached: [], onClose: fn(), onAttached: fn() },
} satisfies Meta<typeof AttachSharedCrewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Attach without choosing asks for a crew. */
export const Offered: Story = { decorators: [offering(crews)] };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates({ [importedCrewsKey(7)]: { error: new Error('500') } })] };
/** No company shares a crew with this customer: how to get one. */
export const NoneShared: Story = { decorators: [offering([])] };
export const AllAttached: Story = {
  decorators: [offering(crews)],
  args: { attached: crews.map((crew) => sharedImport(crew.id + 1000, crew)) },
};
export const LongText: Story = {
  decorators: [
    offering([
      importedCrew(42, 'Fort McMurray Shutdown – Unit 3 Mechanical, Electrical and Instrumentation Crew', {
        customer: { name: 'Okanagan Mechanical Contractors and Pipefitting Services Ltd.' },
        workers_count: 4,
      }),
      ...crews,
    ]),
  ],
  args: { crewName: 'A crew name long enough to wrap twice on a phone screen, and then some more' },
};
export const Phone: Story = { decorators: [offering(crews)], globals: { viewport: { value: 'phone' } } };
