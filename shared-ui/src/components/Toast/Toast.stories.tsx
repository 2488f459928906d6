import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './Toast';

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button onClick={() => toast.success('Request sent successfully!')}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('There was an issue sending the request.')}>
        Error (stays)
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.info('Finished parsing all files. Results will be available shortly!')}
      >
        Info
      </Button>
    </div>
  );
}

/** The preview already wraps every story in ToastProvider; `useToast()` is all a page needs. */
const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { children: null },
  render: () => <Demo />,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReplacesWindowAlert: Story = {};
