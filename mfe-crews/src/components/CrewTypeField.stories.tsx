import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CrewTypeField } from './CrewTypeField';

const crewTypes = [
  { id: 1, name: 'Construction' },
  { id: 2, name: 'Electrical' },
  { id: 3, name: 'Maintenance' },
];

const meta = { title: 'Crews/CrewTypeField', component: CrewTypeField, args: { crewTypes, value: '', onChange: fn() } } satisfies Meta<typeof CrewTypeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoType: Story = {};
export const Chosen: Story = { args: { value: '2' } };
/** The server's message for a type that is not the customer's. */
export const Refused: Story = { args: { value: '3', error: 'The selected crew type is invalid.' } };
