import { useState, type FormEvent } from 'react';
import { createWorkerNote, deleteWorkerNote, useWorkerNotes, type WorkerNote } from 'shared-api';
import { Button, EntryList, Pagination, PanelSection, RetryAlert, Skeleton, TextAreaField, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { errorMessage } from '../utils/errorMessage';

const Composer = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};

  & > :first-child {
    align-self: stretch;
  }
`;

/** Paginated notes about the worker, newest first, with a composer and delete. */
export function NotesSection({ workerId }: { workerId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useWorkerNotes(workerId, page);
  const confirm = useConfirm();
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || creating) return;
    setCreating(true);
    setCreateError(null);
    try {
      await createWorkerNote(workerId, text);
      setDraft('');
      if (page === 1) await mutate();
      else setPage(1);
    } catch (cause) {
      setCreateError(errorMessage(cause, 'The note could not be created.'));
    } finally {
      setCreating(false);
    }
  }

  async function remove(note: WorkerNote) {
    const confirmed = await confirm('Are you sure you want to delete this note?', {
      title: 'Delete note',
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!confirmed) return;
    setDeletingId(note.id);
    try {
      const { message } = await deleteWorkerNote(workerId, note.id);
      toast.success(message || 'Note deleted.');
      // The last note of a later page is gone: show the page before it.
      if (data && data.notes.data.length === 1 && page > 1) setPage(page - 1);
      else await mutate();
    } catch (cause) {
      toast.error(errorMessage(cause, 'The note could not be deleted.'));
    } finally {
      setDeletingId(null);
    }
  }

  const notes = data?.notes;

  return (
    <PanelSection title="Notes">
      <Composer onSubmit={create} aria-label="New note">
        <TextAreaField
          label="Note"
          name="note"
          rows={3}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={createError ?? undefined}
        />
        <Button type="submit" loading={creating} disabled={draft.trim() === ''}>
          Create
        </Button>
      </Composer>
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>
          The notes could not be loaded.
        </RetryAlert>
      ) : isLoading || !notes ? (
        <Skeleton lines={3} label="Loading notes" />
      ) : (
        <>
          <EntryList
            aria-label="Notes"
            entries={notes.data}
            text={(note) => note.note}
            author={(note) => note.created_by_user?.full_name}
            time={(note) => note.created_at_diff_for_humans}
            deleteLabel="Delete note"
            onDelete={remove}
            deletingId={deletingId}
            emptyTitle="No notes yet"
            emptyDescription="Notes you add about this worker show here."
          />
          {notes.last_page > 1 ? (
            <Pagination aria-label="Notes pages" currentPage={notes.current_page} lastPage={notes.last_page} onPageChange={setPage} />
          ) : null}
        </>
      )}
    </PanelSection>
  );
}
