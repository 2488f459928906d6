import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { missingCredentials } from '../../../fixtures';
import { MissingWorkerActions } from './MissingWorkerActions';

const [unrequested, requested] = missingCredentials.credentials[0].workers_without_credential;

const meta = {
  title: 'Crews/MissingWorkerActions',
  component: MissingWorkerActions,
  args: { worker: unrequested, credentialLabel: 'WHMIS', onRequest: fn(), onWithdraw: fn(), onView: fn() },
} satisfies Meta<typeof MissingWorkerActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoRequest: Story = {};
export const Requested: Story = { args: { worker: requested } };
/** The worker sent a copy that waits for review: still missing, marked, and can be asked again on purpose. */
export const AwaitingReview: Story = { args: { worker: { ...unrequested, awaiting_review: true } } };
export const Withdrawing: Story = { args: { worker: requested, busy: 'withdraw' } };
export const Phone: Story = { args: { worker: requested }, globals: { viewport: { value: 'phone' } } };
