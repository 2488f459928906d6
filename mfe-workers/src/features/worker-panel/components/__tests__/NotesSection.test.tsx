import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { note, paginated } from '../../fixtures';
import { NotesSection } from '../NotesSection';

describe('NotesSection', () => {
  it('keeps Create disabled while the note is empty or blank and creates the trimmed note', async () => {
    const api = mockApi({
      'GET /workers/42/notes': { body: { notes: paginated([note(1, 'Prefers night shifts')]) } },
      'POST /workers/42/notes': { body: { note: note(2, 'Has a forklift licence') } },
    });
    renderWithProviders(<NotesSection workerId={42} />);
    const user = userEvent.setup();
    const create = screen.getByRole('button', { name: 'Create' });

    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText('Note'), '   ');
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText('Note'), 'Has a forklift licence ');
    expect(create).toBeEnabled();

    await user.click(create);
    expect(await screen.findByLabelText('Note')).toHaveValue('');
    expect(api.callsTo('POST', '/workers/42/notes')[0].body).toEqual({ note: 'Has a forklift licence' });
  });

  it('shows page links only when there is more than one page', async () => {
    mockApi({
      'GET /workers/42/notes': (call) => ({
        body: {
          notes:
            call.query.get('page') === '2'
              ? paginated([note(11, 'An older note')], 2, 3)
              : paginated([note(1, 'Prefers night shifts')], 1, 3),
        },
      }),
    });
    renderWithProviders(<NotesSection workerId={42} />);
    const user = userEvent.setup();

    const pages = await screen.findByRole('navigation', { name: 'Notes pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('An older note')).toBeInTheDocument();
  });

  it('shows no page links for a single page', async () => {
    mockApi({ 'GET /workers/42/notes': { body: { notes: paginated([note(1, 'Prefers night shifts')]) } } });
    renderWithProviders(<NotesSection workerId={42} />);

    expect(await screen.findByText('Prefers night shifts')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Notes pages' })).not.toBeInTheDocument();
  });

  it('deletes a note only once the deletion is confirmed', async () => {
    const api = mockApi({
      'GET /workers/42/notes': { body: { notes: paginated([note(1, 'Prefers night shifts')]) } },
      'DELETE /workers/42/notes/1': { body: { message: 'Note deleted successfully' } },
    });
    renderWithProviders(<NotesSection workerId={42} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete note' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete note' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this note?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/workers/42/notes/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete note' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/workers/42/notes/1')).toHaveLength(1);
  });
});
