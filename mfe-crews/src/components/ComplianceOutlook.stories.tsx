import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { outlook } from '../fixtures';
import { ComplianceOutlook } from './ComplianceOutlook';

const meta = { title: 'Crews/ComplianceOutlook', component: ComplianceOutlook, args: { data: outlook, onRetry: fn() } } satisfies Meta<typeof ComplianceOutlook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { data: undefined } };
export const Empty: Story = { args: { data: { ...outlook, credentials: [] } } };
export const Failed: Story = { args: { data: undefined, error: new Error('500') } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LongText: Story = {
  args: {
    data: {
      ...outlook,
      credentials: [
        {
          ...outlook.credentials[0],
          credential: { id: 105, label: 'Alberta Confined Space Entry and Monitoring with Rescue Plan Awareness (Energy Safety Canada, 8 hours)' },
          first_loss: { ...outlook.credentials[0].first_loss!, workers: [{ id: 14, full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay' }, { id: 11, full_name: 'Maria Lopez' }] },
        },
        ...outlook.credentials,
      ],
    },
  },
};
