import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../../testing/render';
import { Button } from '../../Button/Button';
import { Modal } from '../Modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Admin</Button>
      <Modal
        open={open}
        title="Add an Admin User"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<Button>Invite User</Button>}
      >
        <label>
          Email
          <input type="email" />
        </label>
      </Modal>
    </>
  );
}

async function openDialog(onClose?: () => void) {
  renderUi(<Harness onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Admin' }));
  return screen.getByRole('dialog', { name: 'Add an Admin User' });
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderUi(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its title, outside the page tree', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus to the first field and keeps Tab inside the dialog', async () => {
    await openDialog();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Invite User' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Invite User' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    await openDialog(onClose);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Admin' })).toHaveFocus();
  });

  it('closes with the close button', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const onClose = jest.fn();
    const dialog = await openDialog(onClose);
    await userEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    // A drag that starts inside the dialog and ends on the backdrop is not a backdrop click.
    fireEvent.mouseDown(dialog);
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops the page behind from scrolling while open', async () => {
    await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
