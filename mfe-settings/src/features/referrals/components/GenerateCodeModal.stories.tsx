import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError, referralPlansKey } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { fn } from 'storybook/test';
import { plans } from '../fixtures';
import { GenerateCodeModal } from './GenerateCodeModal';

const meta = {
  title: 'Settings/Referrals/GenerateCodeModal',
  component: GenerateCodeModal,
  args: { onClose: fn(), onGenerate: fn(() => Promise.resolve()) },
} satisfies Meta<typeof GenerateCodeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story sets the plans' state itself: of two nested states, the outer one would answer.
const loaded = withApiStates({ [referralPlansKey]: { data: { plans } } });

/** Choose a plan and Generate; Generate without a plan asks for one. */
export const Plans: Story = { decorators: [loaded] };
/** Choose a plan and Generate: the server's refusal shows above the plans. */
export const Refused: Story = {
  decorators: [loaded],
  args: { onGenerate: fn(() => Promise.reject(new ApiError(422, { message: 'Check the form.', errors: { plan_id: ['This plan is no longer offered.'] } }))) },
};
export const Loading: Story = { decorators: [withApiStates({})] };
export const NoPlans: Story = { decorators: [withApiStates({ [referralPlansKey]: { data: { plans: [] } } })] };
export const PlansFailed: Story = { decorators: [withApiStates({ [referralPlansKey]: { error: new Error('500') } })] };
export const LongText: Story = {
  decorators: [
    withApiStates({
      [referralPlansKey]: {
        data: {
          plans: [
            {
              ...plans[0],
              name: 'Enterprise for general contractors with multiple divisions',
              description:
                'Unlimited workers, crews, credentials, shared crews with subcontractors, jobs feed with careers page integration and priority support.',
            },
            plans[1],
          ],
        },
      },
    }),
  ],
};
export const Phone: Story = { decorators: [loaded], globals: { viewport: { value: 'phone' } } };
