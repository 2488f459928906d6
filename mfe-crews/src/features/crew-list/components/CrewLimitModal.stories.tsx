import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CrewLimitModal } from './CrewLimitModal';

const meta = { title: 'Crews/CrewLimitModal', component: CrewLimitModal, args: { onClose: fn() } } satisfies Meta<typeof CrewLimitModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
