import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { associationKey } from 'shared-api';
import { withApiStates } from 'shared-ui/storybook';
import { association } from '../fixtures';
import AssociationPage from './AssociationPage';

const meta = { title: 'Settings/Association/AssociationPage', component: AssociationPage } satisfies Meta<typeof AssociationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = withApiStates({ [associationKey]: { data: { association } } });

export const Member: Story = { decorators: [member] };
export const Loading: Story = { decorators: [withApiStates({})] };
export const Failed: Story = { decorators: [withApiStates({ [associationKey]: { error: new Error('500') } })] };
/** The customer belongs to no association. */
export const NoAssociation: Story = { decorators: [withApiStates({ [associationKey]: { data: { association: null } } })] };
export const LongText: Story = {
  decorators: [
    withApiStates({
      [associationKey]: {
        data: {
          association: {
            ...association,
            name: 'Northern Alberta Construction, Heavy Industrial and Skilled Trades Contractors Association',
            contact: {
              ...association.contact,
              name: 'Member Services and Apprenticeship Coordination Office',
              email: 'member.services.and.apprenticeships@northern-alberta-construction-association.example',
              website: 'https://www.northern-alberta-construction-association.example/members/benefits',
            },
            membership_benefits: [
              ...association.membership_benefits,
              'Discounted registration for the annual safety conference, the trade show and every regional networking breakfast held across the province',
            ],
          },
        },
      },
    }),
  ],
};
export const Phone: Story = { decorators: [member], globals: { viewport: { value: 'phone' } } };
