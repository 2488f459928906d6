import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RequestCrewModal } from './RequestCrewModal';

const meta = { title: 'Crews/RequestCrewModal', component: RequestCrewModal, args: { onClose: fn() } } satisfies Meta<typeof RequestCrewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
