import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { TextField } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { PageForm, type PageFormProps } from '../PageForm';

function setup(props: Partial<PageFormProps> = {}) {
  const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
  renderWithProviders(
    <PageForm aria-label="Share the crew" onSubmit={onSubmit} failure={null} submitLabel="Share Crew" saving={false} {...props}>
      <TextField label="Recipient name" />
    </PageForm>,
  );
  return { onSubmit };
}

describe('PageForm', () => {
  it('holds its fields and sends on its button and on Enter', async () => {
    const { onSubmit } = setup();
    const user = userEvent.setup();
    expect(screen.getByRole('form', { name: 'Share the crew' })).toContainElement(screen.getByRole('textbox', { name: 'Recipient name' }));
    await user.click(screen.getByRole('button', { name: 'Share Crew' }));
    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'Gail{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the last send failed above the fields', () => {
    setup({ failure: 'The crew could not be shared.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The crew could not be shared.');
  });

  it('keeps its button disabled when told', () => {
    setup({ submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Share Crew' })).toBeDisabled();
  });

  it('shows the send under way on its button', () => {
    setup({ saving: true });
    expect(screen.getByRole('button', { name: 'Share Crew' })).toHaveAttribute('aria-busy', 'true');
  });
});
