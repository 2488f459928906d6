import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { SidePanel, SidePanelContent } from '../SidePanel/SidePanel';
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

/** A panel whose Save button sits at its bottom: the toast it raises stays clear of it. */
function PanelSaving({ message }: { message: string }) {
  const toast = useToast();
  useEffect(() => toast.success(message), [toast, message]);
  return (
    <SidePanel title="Ada Fraser" onClose={() => {}}>
      <SidePanelContent>
        <p>Edit the worker, then save.</p>
        <div style={{ position: 'absolute', right: 24, bottom: 24, display: 'flex', gap: 8 }}>
          <Button variant="secondary">Cancel</Button>
          <Button onClick={() => toast.success(message)}>Save</Button>
        </div>
      </SidePanelContent>
    </SidePanel>
  );
}

/** Beside an open panel (left of it) when the page has room. */
export const BesideOpenPanel: Story = { render: () => <PanelSaving message="Worker updated successfully" /> };

/** On a phone the panel fills the screen: toasts show over its title, left of its Close button. */
export const PhoneWithOpenPanel: Story = {
  render: () => <PanelSaving message="Worker updated successfully, and the request for an updated ticket was sent to Marie-Ève Tremblay-Desjardins." />,
  globals: { viewport: { value: 'phone' } },
};

/** A dialog that says it sent something while it stays open (a request's details after Request). */
function DialogSending({ message }: { message: string }) {
  const toast = useToast();
  useEffect(() => toast.success(message), [toast, message]);
  return (
    <Modal open title="Credential request details" onClose={() => {}} footer={<Button variant="secondary">Close</Button>}>
      <p>The request was e-mailed with a link to upload the credential.</p>
    </Modal>
  );
}

/** On a phone a dialog fills the width like a panel: toasts show in the same place, left of its Close button. */
export const PhoneWithOpenDialog: Story = {
  render: () => <DialogSending message="Credential requested from Marie-Ève Tremblay-Desjardins" />,
  globals: { viewport: { value: 'phone' } },
};

/** On a wide screen toasts stay in the corner, narrowed to the room right of an open dialog, so its buttons stay uncovered. */
export const BesideOpenDialog: Story = {
  render: () => <DialogSending message="Credential requested from Marie-Ève Tremblay-Desjardins" />,
};
