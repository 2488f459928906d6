import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { EntryList, type EntryListProps } from '../EntryList';

interface Note {
  id: number;
  text: string;
  author: string | null;
  when: string;
}

const notes: Note[] = [
  { id: 1, text: 'Prefers night shifts', author: 'Grace Hopper', when: '1 hour ago' },
  { id: 2, text: '', author: null, when: '2 days ago' },
];

function renderList(props: Partial<EntryListProps<Note>> = {}) {
  const onDelete = jest.fn();
  renderUi(
    <EntryList
      aria-label="Notes"
      entries={notes}
      text={(note) => note.text}
      author={(note) => note.author}
      time={(note) => note.when}
      deleteLabel="Delete note"
      onDelete={onDelete}
      emptyTitle="No notes yet"
      emptyDescription="Notes you add about this worker show here."
      {...props}
    />,
  );
  return { onDelete };
}

describe('EntryList', () => {
  it('lists each entry with its text, author and time, and what is shown above the text', () => {
    renderList({ renderAboveText: (note) => <strong>Entry {note.id}</strong> });
    const [first, second] = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    expect(within(first).getByText('Entry 1')).toBeInTheDocument();
    expect(within(first).getByText('Prefers night shifts')).toBeInTheDocument();
    expect(within(first).getByText('Grace Hopper · 1 hour ago')).toBeInTheDocument();
    // No author left: the time alone.
    expect(within(second).getByText('2 days ago')).toBeInTheDocument();
  });

  it('shows the placeholder in place of an empty text', () => {
    renderList({ blankText: 'No notes' });
    const [, second] = screen.getAllByRole('listitem');
    expect(within(second).getByText('No notes')).toBeInTheDocument();
  });

  it('deletes the entry whose button is pressed, and marks the one being deleted busy', async () => {
    const { onDelete } = renderList({ deletingId: 2 });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(second).getByRole('button', { name: 'Delete note' })).toHaveAttribute('aria-busy', 'true');
    expect(within(first).getByRole('button', { name: 'Delete note' })).not.toHaveAttribute('aria-busy');

    await userEvent.click(within(first).getByRole('button', { name: 'Delete note' }));
    expect(onDelete).toHaveBeenCalledWith(notes[0]);
  });

  it('says there is nothing yet when the list is empty', () => {
    renderList({ entries: [] });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('No notes yet')).toBeInTheDocument();
    expect(screen.getByText('Notes you add about this worker show here.')).toBeInTheDocument();
  });
});
