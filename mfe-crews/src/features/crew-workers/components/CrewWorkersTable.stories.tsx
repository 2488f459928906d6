import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { crewWorkers } from '../../../fixtures';
import { CrewWorkersTable } from './CrewWorkersTable';

const meta = { title: 'Crews/CrewWorkersTable', component: CrewWorkersTable, args: { workers: crewWorkers, onOpen: fn(), onRemove: fn() } } satisfies Meta<typeof CrewWorkersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Removing: Story = { args: { removingId: 12 } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
