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
