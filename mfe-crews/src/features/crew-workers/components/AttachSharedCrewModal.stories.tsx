import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { importedCrewsKey, type ImportedCrew } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { fn } from 'storybook/test';
import { AttachSharedCrewModal } from './AttachSharedCrewModal';

const importedCrew = (id: number, name: string, company: string): ImportedCrew => ({
  id,
  name,
  description_preview: '',
  crew_image_url: null,
  customer: { name: company },
  workers_count: 4,
  crew_share_id: id + 100,
  shared_at: '2026-11-10T12:00:00Z',
  shared_at_diff_for_humans: '2 weeks ago',
  expires_at: null,
});
const crews = [importedCrew(40, 'Thunder Bay Substation Upgrade', 'Northern Electric Inc.'), importedCrew(41, 'Kenora Storm Response', 'Lakehead Linemen Ltd.')];
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
  args: { attached: crews.map((crew) => ({ id: crew.id + 1000, imported_crew: { id: crew.id, name: crew.name, crew_image_url: null, customer: crew.customer } })) },
};
export const LongText: Story = {
  decorators: [
    offering([
      importedCrew(42, 'Fort McMurray Shutdown – Unit 3 Mechanical, Electrical and Instrumentation Crew', 'Okanagan Mechanical Contractors and Pipefitting Services Ltd.'),
      ...crews,
    ]),
  ],
  args: { crewName: 'A crew name long enough to wrap twice on a phone screen, and then some more' },
};
export const Phone: Story = { decorators: [offering(crews)], globals: { viewport: { value: 'phone' } } };
