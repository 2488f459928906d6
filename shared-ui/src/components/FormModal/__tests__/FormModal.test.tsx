import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { renderUi } from '../../../testing/render';
import { Button } from '../../Button/Button';
import { TextField } from '../../TextField/TextField';
import { FormModal, type FormModalProps } from '../FormModal';

function renderForm(props: Partial<FormModalProps> = {}) {
  const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
  const onClose = jest.fn();
  renderUi(
    <FormModal title="Create Crew" submitLabel="Create" onSubmit={onSubmit} onClose={onClose} {...props}>
      <TextField label="Name" required />
    </FormModal>,
  );
  return { onSubmit, onClose };
}

describe('FormModal', () => {
  it('is a dialog named by its title, with the first field focused', () => {
    renderForm();
    expect(screen.getByRole('dialog', { name: 'Create Crew' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('submits the form from the main button and from Enter, without the browser checking the required field', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Level 4{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes from Cancel', async () => {
    const user = userEvent.setup();
    const { onClose } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why the save failed as an alert', () => {
    renderForm({ failure: 'The crew could not be created.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The crew could not be created.');
  });

  it('keeps Cancel waiting while saving, unless the save may carry on after closing', () => {
    const { unmount } = renderUi(
      <FormModal title="Create Crew" submitLabel="Create" saving onSubmit={jest.fn()} onClose={jest.fn()}>
        <TextField label="Name" />
      </FormModal>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-disabled', 'true');
    unmount();
    renderForm({ saving: true, cancelWhileSaving: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('shows a notice above the form, names the form, and places more buttons before the main one', () => {
    renderForm({
      notice: <p>The worker sent a new version.</p>,
      formLabel: 'Credential',
      actions: <Button>Keep the previous version</Button>,
      submitDisabled: true,
      layout: 'stack',
    });
    expect(screen.getByRole('form', { name: 'Credential' })).toHaveTextContent('The worker sent a new version.');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.slice(-3)).toEqual(['Cancel', 'Keep the previous version', 'Create']);
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing while closed', () => {
    renderForm({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
