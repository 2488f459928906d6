import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { missingCredentials } from '../../../fixtures';
import { MissingCredentialsList } from './MissingCredentialsList';

const meta = {
  title: 'Crews/MissingCredentialsList',
  component: MissingCredentialsList,
  args: { credentials: missingCredentials.credentials, onRequest: fn(), onWithdraw: fn(), onView: fn(), onMassRequest: fn() },
} satisfies Meta<typeof MissingCredentialsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { credentials: [] } };
export const Requesting: Story = { args: { busy: { credentialId: 102, workerId: 11, action: 'request' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LongText: Story = {
  args: {
    credentials: [
      {
        ...missingCredentials.credentials[0],
        label: 'Alberta Confined Space Entry and Monitoring with Rescue Plan Awareness (Energy Safety Canada, 8 hours)',
        workers_without_credential: [
          { ...missingCredentials.credentials[0].workers_without_credential[0], id: 14, full_name: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay', email: 'maximiliana-josephine.vandenberghe-okonkwo@a-very-long-subsidiary-name.example.ca' },
          ...missingCredentials.credentials[0].workers_without_credential,
        ],
      },
    ],
  },
};
