import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crewCards } from '../../../fixtures';
import { CrewCard } from './CrewCard';

const meta = { title: 'Crews/CrewCard', component: CrewCard, args: { crew: crewCards[0] } } satisfies Meta<typeof CrewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongTextNoTags: Story = { args: { crew: crewCards[1] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
