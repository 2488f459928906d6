import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { importedCrewsKey, type ImportedCrew } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { importedCrew, sharedImport } from '../fixtures';
import { ImportedCrewsCard } from './ImportedCrewsCard';

const crews = [
  importedCrew(40, 'Thunder Bay Substation Upgrade', { workers_count: 6 }),
  importedCrew(41, 'Kenora Storm Response', { customer: { name: 'Lakehead Linemen Ltd.' }, workers_count: 1, shared_at_diff_for_humans: 'yesterday' }),
];
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
      importedCrew(42, 'Fort McMurray Shutdown – Unit 3 Mechanical, Electrical and Instrumentation Crew', {
        customer: { name: 'Okanagan Mechanical Contractors and Pipefitting Services Ltd.' },
        workers_count: 128,
        shared_at_diff_for_humans: '3 months ago',
      }),
    ]),
  ],
};
export const Phone: Story = { decorators: [imported(crews)], globals: { viewport: { value: 'phone' } } };

/** On a crew's Share Crew page: the first is on this crew's Shared Crews (Detach), the second may be attached. */
const onThisCrew = {
  name: 'Tower Crane Crew',
  imports: [sharedImport(3, crews[0])],
};
export const OnACrewsPage: Story = { args: { attachTo: onThisCrew }, decorators: [imported(crews)] };
export const OnACrewsPagePhone: Story = { args: { attachTo: onThisCrew }, decorators: [imported(crews)], globals: { viewport: { value: 'phone' } } };
