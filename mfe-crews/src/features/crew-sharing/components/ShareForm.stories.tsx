import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ShareForm } from './ShareForm';

const meta = { title: 'Crews/ShareForm', component: ShareForm, args: { crewId: 7, onShared: fn() } } satisfies Meta<typeof ShareForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
