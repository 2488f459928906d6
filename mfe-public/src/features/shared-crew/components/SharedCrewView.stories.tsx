import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { publicSharedCrew } from '../fixtures';
import { SharedCrewView } from './SharedCrewView';

const meta = { title: 'Public/SharedCrewView', component: SharedCrewView, args: { data: publicSharedCrew } } satisfies Meta<typeof SharedCrewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoWorkers: Story = { args: { data: { ...publicSharedCrew, crew: { ...publicSharedCrew.crew, workers: [] } } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
