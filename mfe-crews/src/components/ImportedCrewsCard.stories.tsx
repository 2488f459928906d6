import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { importedCrewsKey, type ImportedCrew } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { ImportedCrewsCard } from './ImportedCrewsCard';

const importedCrew = (id: number, name: string, company: string, workers: number, when: string): ImportedCrew => ({
  id,
  name,
  description_preview: '',
  crew_image_url: null,
  customer: { name: company },
  workers_count: workers,
  crew_share_id: id + 100,
  shared_at: '2026-11-10T12:00:00Z',
  shared_at_diff_for_humans: when,
  expires_at: null,
});
const crews = [importedCrew(40, 'Thunder Bay Substation Upgrade', 'Northern Electric Inc.', 6, '2 weeks ago'), importedCrew(41, 'Kenora Storm Response', 'Lakehead Linemen Ltd.', 1, 'yesterday')];
const imported = (list: ImportedCrew[]) => withApiStates({ [importedCrewsKey(7)]: { data: { crews: list, crew_shares: [] } } });

const meta = { title: 'Crews/ImportedCrewsCard', component: ImportedCrewsCard, args: { crewId: 7, title: 'Shared with you' } } satisfies Meta<typeof ImportedCrewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = { decorators: [imported(crews)] };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates({ [importedCrewsKey(7)]: { error: new Error('500') } })] };
export const Empty: Story = { decorators: [imported([])] };
export const LongText: Story = {
  decorators: [
    imported([
      importedCrew(
        42,
        'Fort McMurray Shutdown – Unit 3 Mechanical, Electrical and Instrumentation Crew',
        'Okanagan Mechanical Contractors and Pipefitting Services Ltd.',
        128,
        '3 months ago',
      ),
    ]),
  ],
};
export const Phone: Story = { decorators: [imported(crews)], globals: { viewport: { value: 'phone' } } };

/** On a crew's Share Crew page: the first is on this crew's Shared Crews (Detach), the second may be attached. */
const onThisCrew = {
  name: 'Tower Crane Crew',
  imports: [{ id: 3, imported_crew: { id: 40, name: 'Thunder Bay Substation Upgrade', crew_image_url: null, customer: { name: 'Northern Electric Inc.' } } }],
};
export const OnACrewsPage: Story = { args: { attachTo: onThisCrew }, decorators: [imported(crews)] };
export const OnACrewsPagePhone: Story = { args: { attachTo: onThisCrew }, decorators: [imported(crews)], globals: { viewport: { value: 'phone' } } };
