import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { ActionMenu } from '../ActionMenu';

/** The workers list's menu as the page uses it: an item opens a modal. */
function MenuWithModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionMenu label="Worker actions" variant="button" trigger="Actions" items={[{ key: 'create', label: 'Create Worker', onSelect: () => setOpen(true) }]} />
      <Modal open={open} title="Create Worker" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Modal>
    </>
  );
}

describe('ActionMenu', () => {
  it('gives the focus back to the menu button when a modal opened from the menu closes (keyboard)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MenuWithModal />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Create Worker' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Create Worker' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('gives the focus back to the menu button when the modal is closed with the mouse', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MenuWithModal />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Create Worker' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
