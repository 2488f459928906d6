import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withServerAnswers } from 'shared-ui/storybook';
import { fn, userEvent, within } from 'storybook/test';
import { timeLogOptions, timeLogs } from '../fixtures';
import { TimeLogEditModal } from './TimeLogEditModal';

const WORKERS = '/time-logs/options/workers';
const CREWS = '/time-logs/options/crews';

/** The worker and crew lists as the searchable options endpoints answer them. */
const answered = withServerAnswers({
  [WORKERS]: { body: { workers: timeLogOptions.workers, has_more: true, chosen: null } },
  [CREWS]: { body: { crews: timeLogOptions.crews, has_more: false, chosen: null } },
});

/** Saving calls the API; the stories show the form, its searchable worker and crew, and its client-side checks. */
const meta = {
  title: 'Workers/TimeLogEditModal',
  component: TimeLogEditModal,
  args: { timeLog: timeLogs[0], onClose: fn(), onSaved: fn() },
} satisfies Meta<typeof TimeLogEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [answered] };
export const WithoutCrewOrTimes: Story = { args: { timeLog: timeLogs[1] }, decorators: [answered] };

/** Opens the worker list as a user would (the modal is in a portal, hence document.body). */
const workerListOpened: Story['play'] = async () => {
  await userEvent.click(await within(document.body).findByRole('combobox', { name: /Worker/ }));
};

/** The worker list open: the first of the customer's workers, and a line saying to type to see more. */
export const ChoosingWorker: Story = { decorators: [answered], play: workerListOpened };
export const WorkersFailed: Story = {
  decorators: [withServerAnswers({ [WORKERS]: { status: 500, body: { message: 'Server error' } }, [CREWS]: { pending: true } })],
  play: workerListOpened,
};
export const Phone: Story = { decorators: [answered], globals: { viewport: { value: 'phone' } } };
