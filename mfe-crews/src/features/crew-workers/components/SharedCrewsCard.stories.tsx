import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { importedCrew, sharedImport } from '../../../fixtures';
import { SharedCrewsCard } from './SharedCrewsCard';

const row = (id: number, name: string, company = 'Northern Electric Inc.') => sharedImport(id, importedCrew(id + 40, name, { customer: { name: company } }));

const meta = {
  title: 'Crews/SharedCrewsCard',
  component: SharedCrewsCard,
  args: { crewId: 7, crewName: 'Tower Crane Crew', imports: [row(1, 'Thunder Bay Substation Upgrade'), row(2, 'Kenora Storm Response')] },
} satisfies Meta<typeof SharedCrewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { imports: [] } };
export const LongText: Story = {
  args: { imports: [row(1, 'A shared crew name long enough to wrap on the narrow side column, twice over', 'A company with a very long legal name Incorporated')] },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
