import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crewAdminCandidatesKey } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { fn } from 'storybook/test';
import { crewUser } from '../../../fixtures';
import { ChangeAdminModal } from './ChangeAdminModal';

const candidate = (id: number, first_name: string, last_name: string, is_current = false) => ({
  ...crewUser,
  id,
  first_name,
  last_name,
  full_name: `${first_name} ${last_name}`,
  email: `${first_name.toLowerCase()}@northern.test`,
  role: 'admin' as const,
  is_current,
});
const users = [{ ...crewUser, is_current: true }, candidate(3, 'Adam', 'Admin'), candidate(4, 'Ada', 'Fraser')];
const KEY = crewAdminCandidatesKey(7);
const candidates = (list: typeof users) => withApiStates({ [KEY]: { data: { users: list } } });

const meta = { title: 'Crews/ChangeAdminModal', component: ChangeAdminModal, args: { crewId: 7, onClose: fn(), onChanged: fn() } } satisfies Meta<typeof ChangeAdminModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current administrator is shown but cannot be chosen; Change without a choice asks for one. */
export const Candidates: Story = { decorators: [candidates(users)] };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates({ [KEY]: { error: new Error('500') } })] };
/** Nobody else can administer the crew: only the current administrator, not selectable. */
export const OnlyTheCurrentAdmin: Story = { decorators: [candidates(users.slice(0, 1))] };
export const LongText: Story = { decorators: [candidates([...users, candidate(5, 'Maximiliana-Josephine', 'Vandenberghe-Okonkwo-Tremblay')])] };
export const Phone: Story = { decorators: [candidates(users)], globals: { viewport: { value: 'phone' } } };
