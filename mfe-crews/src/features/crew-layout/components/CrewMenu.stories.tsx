import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CrewMenu } from './CrewMenu';

const meta = { title: 'Crews/CrewMenu', component: CrewMenu, args: { base: '/crews/7' } } satisfies Meta<typeof CrewMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
