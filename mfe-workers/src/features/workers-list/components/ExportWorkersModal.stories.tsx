import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DEFAULT_WORKER_FILTERS, uniqueCredentialsKey } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { fn } from 'storybook/test';
import { ExportWorkersModal } from './ExportWorkersModal';

const credentials = withApiStates({
  [uniqueCredentialsKey]: {
    data: {
      credentials: [
        { id: 3, label: 'Standard First Aid & CPR C' },
        { id: 5, label: 'Working at Heights' },
        { id: 8, label: 'H2S Alive' },
      ],
    },
  },
});

const meta = {
  title: 'Workers/ExportWorkersModal',
  component: ExportWorkersModal,
  args: { open: true, onClose: fn(), filters: { ...DEFAULT_WORKER_FILTERS, search: 'kelly' }, total: 12 },
} satisfies Meta<typeof ExportWorkersModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '12 workers matching “kelly”' and the status filter under it. */
export const Searched: Story = { decorators: [credentials] };
export const AllWorkers: Story = { decorators: [credentials], args: { filters: { ...DEFAULT_WORKER_FILTERS, active: '' }, total: 1066 } };
/** The list has not answered for its filters yet: no count is promised. */
export const Counting: Story = { decorators: [credentials], args: { total: null } };
/** The filters match nobody: nothing to export, and where to change that. */
export const NobodyMatches: Story = { decorators: [credentials], args: { filters: { ...DEFAULT_WORKER_FILTERS, search: 'zzz' }, total: 0 } };
export const CredentialsLoading: Story = { decorators: [withApiStates({})] };
export const CredentialsFailed: Story = { decorators: [withApiStates({ [uniqueCredentialsKey]: { error: new Error('Server error') } })] };
export const LongText: Story = {
  decorators: [credentials],
  args: {
    filters: {
      ...DEFAULT_WORKER_FILTERS,
      active: 'false',
      has_crews: 'false',
      search: 'maximiliana-josephine vandenberghe-oyelaran',
      worker_tags: ['Confined space entry – supervisor on call', 'Red Seal Steamfitter/Pipefitter (interprovincial)'],
    },
    total: 1,
  },
};
export const Phone: Story = {
  decorators: [credentials],
  args: { filters: { ...DEFAULT_WORKER_FILTERS, worker_tags: ['Night shift'], has_crews: 'true' }, total: 7 }, globals: { viewport: { value: 'phone' } } };
