import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { ConfirmProvider, useConfirm } from './Confirm';

function Demo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('—');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <Button
        variant="danger"
        onClick={async () => {
          const ok = await confirm(
            'Are you sure you want to deactivate this worker? This will remove the worker from all crews and remove all credential requests.',
            { confirmLabel: 'Deactivate', tone: 'danger' },
          );
          setAnswer(String(ok));
        }}
      >
        Deactivate
      </Button>
      <Button
        variant="secondary"
        onClick={async () => setAnswer(String(await confirm('Are you sure you want to activate this worker?')))}
      >
        Activate
      </Button>
      <span>Last answer: {answer}</span>
    </div>
  );
}

/** The preview already wraps every story in ConfirmProvider; `useConfirm()` is all a page needs. */
const meta = {
  title: 'Feedback/Confirm',
  component: ConfirmProvider,
  args: { children: null },
  render: () => <Demo />,
} satisfies Meta<typeof ConfirmProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReplacesWindowConfirm: Story = {};
