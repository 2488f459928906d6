import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Modal } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: { open: false, title: 'Add an Admin User', size: 'md', onClose: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: function WithTrigger(args) {
    const [open, setOpen] = useState(args.open);
    const close = () => {
      setOpen(false);
      args.onClose();
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>+ Admin</Button>
        <Modal
          {...args}
          open={open}
          onClose={close}
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button onClick={close}>Invite User</Button>
            </>
          }
        >
          <p style={{ marginBottom: 16 }}>
            Entering an e-mail checks whether the user already exists on the platform.
          </p>
          <TextField label="E-mail" type="email" required hint="We will send an invitation to this address." />
        </Modal>
      </>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddAdmin: Story = {};

export const OpenLarge: Story = { args: { open: true, size: 'lg', title: 'Export workers' } };

export const OpenOnPhone: Story = { args: { open: true }, globals: { viewport: { value: 'phone' } } };
