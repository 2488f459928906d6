import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crew } from '../../../fixtures';
import { CrewHeading } from './CrewHeading';

const meta = { title: 'Crews/CrewHeading', component: CrewHeading, args: { crew } } satisfies Meta<typeof CrewHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { crew: undefined } };
export const LongText: Story = { args: { crew: { ...crew, name: 'A crew name long enough to wrap twice on a phone screen', description_preview: `${'Long description. '.repeat(8).slice(0, 120)}…` } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
