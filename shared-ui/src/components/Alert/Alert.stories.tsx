import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'danger', title: 'Could not update the credential', children: 'An error occurred' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'success', 'warning', 'danger', 'info'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info" title="Demo mode">
        Extra actions are unlocked on the workers page.
      </Alert>
      <Alert tone="success">Credential updated successfully</Alert>
      <Alert tone="warning" title="3 credentials expire this week" />
      <Alert tone="danger" title="This section could not be loaded" action={<Button size="sm" variant="secondary" icon="retry">Retry</Button>}>
        The rest of the portal keeps working.
      </Alert>
      <Alert tone="neutral">No credential requests are open.</Alert>
    </div>
  ),
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Some credentials could not be read from the uploaded files and need someone to check them before they count as verified',
    children:
      'Open each credential marked Needs review, compare it with its document and confirm it. Until then the wallet and exports show it as not yet verified by the employer.',
  },
};

export const Phone: Story = { ...LongText, parameters: { viewport: { defaultViewport: 'mobile1' } } };
