import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { crewCredentialsKey, crewFollowsWorkersKey, crewMissingCredentialsKey, crewOutlookKey, type Paginated, type CrewUserCredential } from 'shared-api';
import { withApiStates, type ApiState } from 'shared-ui/storybook';
import { crew, expiring, follows, missingCredentials, outlook } from '../../../fixtures';
import { inCrewLayout } from '../../../storyDecorators';
import CrewCredentialsPage from './CrewCredentialsPage';

const FOLLOWS = crewFollowsWorkersKey(crew.id);
const EXPIRING = crewCredentialsKey(crew.id)[0];
const MISSING = crewMissingCredentialsKey(crew.id);
const page = (data: CrewUserCredential[]): Paginated<CrewUserCredential> => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 20,
  from: data.length ? 1 : null,
  to: data.length || null,
  total: data.length,
  next_page_url: null,
  prev_page_url: null,
});
const loaded: Record<string, ApiState> = {
  [FOLLOWS]: { data: { follows } },
  [crewOutlookKey(crew.id)]: { data: outlook },
  [EXPIRING]: { data: { user_credentials: page(expiring) } },
  [MISSING]: { data: missingCredentials },
};
const none: Record<string, ApiState> = {
  [FOLLOWS]: { data: { follows: [] } },
  [crewOutlookKey(crew.id)]: { data: { ...outlook, credentials: [] } },
  [EXPIRING]: { data: { user_credentials: page([]) } },
  [MISSING]: { data: { credentials: [] } },
};
const failed: Record<string, ApiState> = Object.fromEntries(Object.keys(loaded).map((key) => [key, { error: new Error('500') }]));

const ALL = { route: '/crews/7/credentials' };
const EXPIRING_TAB = { route: '/crews/7/credentials/expiring' };
const MISSING_TAB = { route: '/crews/7/credentials/missing' };

const meta = {
  title: 'Crews/CrewCredentialsPage',
  component: CrewCredentialsPage,
  decorators: [inCrewLayout(crew, '/crews/:crewId/credentials/:tab?')],
  parameters: ALL,
} satisfies Meta<typeof CrewCredentialsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All: the followed credentials, who holds them and the compliance outlook. */
export const All: Story = { decorators: [withApiStates(loaded)] };
export const Expiring: Story = { decorators: [withApiStates(loaded)], parameters: EXPIRING_TAB };
export const Missing: Story = { decorators: [withApiStates(loaded)], parameters: MISSING_TAB };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates(failed)] };
export const ExpiringFailed: Story = { decorators: [withApiStates(failed)], parameters: EXPIRING_TAB };
/** The crew follows no credential yet. */
export const Empty: Story = { decorators: [withApiStates(none)] };
export const ExpiringEmpty: Story = { decorators: [withApiStates(none)], parameters: EXPIRING_TAB };
export const MissingEmpty: Story = { decorators: [withApiStates(none)], parameters: MISSING_TAB };
export const Phone: Story = { decorators: [withApiStates(loaded)], globals: { viewport: { value: 'phone' } } };
