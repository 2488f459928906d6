import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withServerAnswers } from 'shared-ui/storybook';
import { fn, userEvent, within } from 'storybook/test';
import { FollowCredentialModal } from './FollowCredentialModal';

const meta = {
  title: 'Crews/FollowCredentialModal',
  component: FollowCredentialModal,
  args: { crewId: 7, followedIds: new Set([101]), onClose: fn(), onFollowed: fn() },
} satisfies Meta<typeof FollowCredentialModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet: search the catalogue (more than 2 characters) or create a credential by name. */
export const NothingSearched: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

const SEARCH = '/crews/7/credentials-search';

/** Types in the search box as a user would; the modal is in a portal, hence document.body. */
const searched = (text: string): Story['play'] => async () => {
  await userEvent.type(await within(document.body).findByLabelText('Search credentials'), text);
};

/** The catalogue's matches (the one the crew follows already is left out). */
export const Results: Story = {
  decorators: [
    withServerAnswers({
      [SEARCH]: {
        body: {
          credentials: [
            { id: 101, label: 'Fall Protection' },
            { id: 102, label: 'Fall Protection Level 2' },
            { id: 103, label: 'Fall Arrest and Rescue Planning for Tower Crane Operators (Alberta, 16 hours)' },
          ],
        },
      },
    }),
  ],
  play: searched('fall'),
};
export const Searching: Story = { decorators: [withServerAnswers({ [SEARCH]: { pending: true } })], play: searched('fall') };
/** Nothing matches: the credential can be created by name below. */
export const NoMatch: Story = { decorators: [withServerAnswers({ [SEARCH]: { body: { credentials: [] } } })], play: searched('zzz ticket') };
export const SearchFailed: Story = { decorators: [withServerAnswers({ [SEARCH]: { status: 500, body: { message: 'Server error' } } })], play: searched('fall') };
export const ResultsPhone: Story = { ...Results, globals: { viewport: { value: 'phone' } } };
