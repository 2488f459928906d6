import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { crew } from '../../../fixtures';
import { EditCrewForm } from './EditCrewForm';

const meta = {
  title: 'Crews/EditCrewForm',
  component: EditCrewForm,
  args: { crew, crewTypes: [{ id: 1, name: 'Construction' }], onSaved: fn() },
} satisfies Meta<typeof EditCrewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EmptyName: Story = { args: { crew: { ...crew, name: '' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
const longDescription =
  'Erects, climbs, jumps and operates the tower cranes on the downtown sites, including the night lifts over the LRT line, the rigging inspections before each shift and the wind-speed logs the owner asks for. '.repeat(2);
export const LongText: Story = {
  args: {
    crew: { ...crew, name: 'Northern Alberta Industrial Electrical and Instrumentation Shutdown Crew', description: longDescription },
    crewTypes: [{ id: 1, name: 'Industrial construction, maintenance and turnaround (shutdown) work' }],
  },
};
export const LongTextPhone: Story = { ...LongText, globals: { viewport: { value: 'phone' } } };
