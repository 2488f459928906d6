import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { paginated, workers } from '../fixtures';
import { NoWorkersFound, WorkersResults } from './WorkersResults';

const meta = {
  title: 'Workers/WorkersResults',
  component: WorkersResults,
  args: {
    workers,
    pageInfo: (({ data: _data, ...info }) => info)(paginated(workers, 2, 4, 60)),
    status: 'ready',
    loadError: null,
    onRetry: fn(),
    onPageChange: fn(),
    selectedWorkerId: null,
    busyWorkerIds: [],
    onOpen: fn(),
    onOpenNotes: fn(),
    onOpenCredentials: fn(),
    onToggleActive: fn(),
    empty: <NoWorkersFound filtered onReset={fn()} onCreate={fn()} />,
  },
} satisfies Meta<typeof WorkersResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const FirstLoad: Story = { args: { workers: [], pageInfo: null, status: 'loading' } };
export const Refreshing: Story = { args: { status: 'loading' } };
export const Failed: Story = { args: { workers: [], pageInfo: null, status: 'error', loadError: 'Server error' } };
export const NothingMatches: Story = {
  args: { workers: [], pageInfo: (({ data: _data, ...info }) => info)(paginated([])) },
};
export const NoWorkersYet: Story = {
  args: {
    workers: [],
    pageInfo: (({ data: _data, ...info }) => info)(paginated([])),
    empty: <NoWorkersFound filtered={false} onReset={fn()} onCreate={fn()} />,
  },
};
