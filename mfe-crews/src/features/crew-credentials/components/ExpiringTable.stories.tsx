import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expiring } from '../../../fixtures';
import { ExpiringTable } from './ExpiringTable';

const meta = { title: 'Crews/ExpiringTable', component: ExpiringTable, args: { credentials: expiring } } satisfies Meta<typeof ExpiringTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Soon: Story = { args: { credentials: [{ ...expiring[0], is_expired: false, expiry_diff_for_humans: 'in 3 weeks' }] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LongText: Story = {
  args: { credentials: [{ ...expiring[0], name: 'Alberta Confined Space Entry and Monitoring with Rescue Plan Awareness (Energy Safety Canada, 8 hours)', worker: { id: 11, full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay' } }] },
};
