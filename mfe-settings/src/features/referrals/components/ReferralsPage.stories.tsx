import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { enterpriseCustomerKey, referralCodesKey, referralPlansKey } from 'shared-api';
import { withApiStates, type ApiState } from 'shared-ui/storybook';
import { codes, customerReply, page, plans, referred } from '../fixtures';
import ReferralsPage from './ReferralsPage';

const meta = { title: 'Settings/Referrals/ReferralsPage', component: ReferralsPage } satisfies Meta<typeof ReferralsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const REFERRED = '/referrals';
const association: Record<string, ApiState> = {
  [enterpriseCustomerKey]: { data: customerReply().body },
  [referralCodesKey]: { data: { referral_codes: codes } },
  [REFERRED]: { data: { subscriptions: page(referred, 1, 3) } },
  [referralPlansKey]: { data: { plans } },
};
const listed = withApiStates(association);

/** Codes and referred customers, the latter over three pages. */
export const Listed: Story = { decorators: [listed] };
export const Loading: Story = { decorators: [withApiStates({})] };
export const CustomerFailed: Story = { decorators: [withApiStates({ [enterpriseCustomerKey]: { error: new Error('500') } })] };
/** Without the local_construction_association feature: the notice over a blurred page. */
export const FeatureUnavailable: Story = { decorators: [withApiStates({ [enterpriseCustomerKey]: { data: customerReply(false).body } })] };
export const ListsLoading: Story = { decorators: [withApiStates({ [enterpriseCustomerKey]: association[enterpriseCustomerKey] })] };
export const ListsFailed: Story = {
  decorators: [
    withApiStates({
      [enterpriseCustomerKey]: association[enterpriseCustomerKey],
      [referralCodesKey]: { error: new Error('500') },
      [REFERRED]: { error: new Error('500') },
    }),
  ],
};
export const Empty: Story = {
  decorators: [
    withApiStates({
      ...association,
      [referralCodesKey]: { data: { referral_codes: [] } },
      [REFERRED]: { data: { subscriptions: page([]) } },
    }),
  ],
};
export const Phone: Story = { decorators: [listed], globals: { viewport: { value: 'phone' } } };
