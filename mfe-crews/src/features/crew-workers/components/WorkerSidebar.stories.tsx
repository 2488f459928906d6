import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crewWorkerCredentialsKey, crewWorkerUpdateRequestsKey, workerCrewsKey, type UserCredential } from 'shared-api';
import { withApiStates, type ApiState } from 'shared-ui/storybook';
import { fn, userEvent, within } from 'storybook/test';
import { crewWorkers, openCredentialRequest } from '../../../fixtures';
import { WorkerSidebar } from './WorkerSidebar';

const maria = crewWorkers[0];
/** What the Users Credentials tab reads of a credential. */
const held = (id: number, name: string, expires: string | null, is_expired = false): Pick<UserCredential, 'id' | 'name' | 'expires_pretty_date' | 'is_expired'> => ({
  id,
  name,
  expires_pretty_date: expires,
  is_expired,
});
const credentials = {
  crew_credentials: [
    { credential: { id: 101, label: 'Fall Protection' }, status: 'missing', user_credential: null, credential_request: null },
    { credential: { id: 102, label: 'WHMIS' }, status: 'expired', user_credential: { expires_pretty_date: 'Jun 1, 2025' }, credential_request: openCredentialRequest },
    { credential: { id: 103, label: 'First Aid' }, status: 'expiring', user_credential: { expires_pretty_date: 'Dec 10, 2026' }, credential_request: null },
    { credential: { id: 104, label: 'Rigging' }, status: 'valid', user_credential: { expires_pretty_date: 'Mar 1, 2028' }, credential_request: null },
  ],
  user_credentials: [held(1, 'WHMIS', 'Jun 1, 2025', true), held(2, 'First Aid', 'Dec 10, 2026'), held(3, 'Rigging', 'Mar 1, 2028'), held(4, 'Driver licence', null)],
  credential_requests: [openCredentialRequest],
};
const CREDENTIALS = crewWorkerCredentialsKey(7, maria.id);
const loaded: Record<string, ApiState> = {
  [CREDENTIALS]: { data: credentials },
  [crewWorkerUpdateRequestsKey(7, maria.id)]: {
    data: {
      user_credential_update_requests: [
        { id: 5, update_url: null, message: null, created_at_pretty_date: 'Nov 18, 2026', created_diff_for_humans: '1 week ago', user_credential: { id: 2, name: 'First Aid' } },
      ],
    },
  },
  [workerCrewsKey(maria.id)]: { data: { crews: [{ id: 7, name: 'Tower Crane Crew', crew_workers_count: 3 }, { id: 8, name: 'Night Shift Riggers', crew_workers_count: 12 }] } },
};
const nothing: Record<string, ApiState> = {
  [CREDENTIALS]: { data: { crew_credentials: [], user_credentials: [], credential_requests: [] } },
  [crewWorkerUpdateRequestsKey(7, maria.id)]: { data: { user_credential_update_requests: [] } },
  [workerCrewsKey(maria.id)]: { data: { crews: [] } },
};

/** Opens the panel's tab at that place (by place, so it works in either language; the panel is outside the story's root). */
const openTab = (place: number): Story['play'] => async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement.ownerDocument.body).getAllByRole('tab')[place]);
};

const meta = { title: 'Crews/WorkerSidebar', component: WorkerSidebar, args: { crewId: 7, worker: maria, onClose: fn() } } satisfies Meta<typeof WorkerSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Crew Credentials: missing and expired ones can be requested (or the open request withdrawn). */
export const CrewCredentials: Story = { decorators: [withApiStates(loaded)] };
export const Requests: Story = { decorators: [withApiStates(loaded)], play: openTab(1) };
export const UsersCredentials: Story = { decorators: [withApiStates(loaded)], play: openTab(2) };
export const Crews: Story = { decorators: [withApiStates(loaded)], play: openTab(3) };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates({ [CREDENTIALS]: { error: new Error('500') } })] };
/** The crew follows no credential. */
export const Empty: Story = { decorators: [withApiStates(nothing)] };
export const EmptyRequests: Story = { decorators: [withApiStates(nothing)], play: openTab(1) };
export const LongText: Story = {
  decorators: [
    withApiStates({
      ...loaded,
      [CREDENTIALS]: {
        data: {
          ...credentials,
          crew_credentials: [
            {
              credential: { id: 105, label: 'Alberta Confined Space Entry and Monitoring with Rescue Plan Awareness (Energy Safety Canada, 8 hours)' },
              status: 'missing',
              user_credential: null,
              credential_request: null,
            },
            ...credentials.crew_credentials,
          ],
        },
      },
    }),
  ],
  args: {
    worker: { ...maria, full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay', email: 'maximiliana-josephine.vandenberghe-okonkwo@a-very-long-subsidiary-name.example.ca' },
  },
};
export const Phone: Story = { decorators: [withApiStates(loaded)], globals: { viewport: { value: 'phone' } } };
