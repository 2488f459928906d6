import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { timeLogOptions, timeLogs } from '../fixtures';
import { TimeLogEditModal } from './TimeLogEditModal';

/** Saving calls the API; the story shows the form and its client-side validation. */
const meta = {
  title: 'Workers/TimeLogEditModal',
  component: TimeLogEditModal,
  args: { timeLog: timeLogs[0], options: timeLogOptions, onClose: fn(), onSaved: fn() },
} satisfies Meta<typeof TimeLogEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutCrewOrTimes: Story = { args: { timeLog: timeLogs[1] } };
