import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crewFollowDetailKey, type CrewMissingWorker, type UserCredential } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { fn } from 'storybook/test';
import { missingCredentials } from '../../../fixtures';
import { FollowDetailPanel } from './FollowDetailPanel';

/** What the panel reads of a held credential. */
type Holder = { id: number; full_name: string; user_credential: Pick<UserCredential, 'is_expired' | 'expires_pretty_date'> };

const holders: Holder[] = [
  { id: 11, full_name: 'Maria Lopez', user_credential: { is_expired: false, expires_pretty_date: 'Mar 1, 2028' } },
  { id: 12, full_name: 'Bram Okafor', user_credential: { is_expired: true, expires_pretty_date: 'Jun 1, 2025' } },
  { id: 13, full_name: 'Chantal Nguyen', user_credential: { is_expired: false, expires_pretty_date: null } },
];
const missing = missingCredentials.credentials[0].workers_without_credential;
const KEY = crewFollowDetailKey(7, 31);
const detail = (label: string, withIt: Holder[], without: CrewMissingWorker[]) =>
  withApiStates({
    [KEY]: {
      data: {
        credential: { id: 101, label },
        credential_follow: { id: 31, credential_id: 101, credential: { id: 101, label }, created_at_diff_for_humans: '2 weeks ago' },
        workers_with_credential: withIt,
        workers_missing_credential: without,
      },
    },
  });

const meta = { title: 'Crews/FollowDetailPanel', component: FollowDetailPanel, args: { crewId: 7, followId: 31, onClose: fn() } } satisfies Meta<typeof FollowDetailPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who holds the credential (current, expired, no expiry) and who lacks it, with Request or Withdraw. */
export const Followed: Story = { decorators: [detail('Fall Protection', holders, missing)] };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates({ [KEY]: { error: new Error('500') } })] };
/** Nobody holds it yet, and nobody is left without it: both empty states. */
export const Empty: Story = { decorators: [detail('Fall Protection', [], [])] };
export const LongText: Story = {
  decorators: [
    detail(
      'Alberta Confined Space Entry and Monitoring with Rescue Plan Awareness (Energy Safety Canada, 8 hours)',
      [{ ...holders[0], full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay' }, ...holders.slice(1)],
      missing,
    ),
  ],
};
export const Phone: Story = { decorators: [detail('Fall Protection', holders, missing)], globals: { viewport: { value: 'phone' } } };
