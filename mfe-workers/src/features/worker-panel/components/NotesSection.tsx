import { useState, type FormEvent } from 'react';
import { createWorkerNote, deleteWorkerNote, useWorkerNotes, type WorkerNote } from 'shared-api';
import { Button, EntryList, Pagination, PanelSection, RetryAlert, Skeleton, TextAreaField, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT } from '../../../i18n';
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
  const { t } = useWorkersT();

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
      setCreateError(errorMessage(cause, getWorkersT()('notes.createFailed')));
    } finally {
      setCreating(false);
    }
  }

  async function remove(note: WorkerNote) {
    const confirmed = await confirm(t('notes.deleteConfirm'), {
      title: t('notes.deleteTitle'),
      confirmLabel: t('common.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setDeletingId(note.id);
    try {
      const { message } = await deleteWorkerNote(workerId, note.id);
      toast.success(message || getWorkersT()('notes.deleted'));
      // The last note of a later page is gone: show the page before it.
      if (data && data.notes.data.length === 1 && page > 1) setPage(page - 1);
      else await mutate();
    } catch (cause) {
      toast.error(errorMessage(cause, getWorkersT()('notes.deleteFailed')));
    } finally {
      setDeletingId(null);
    }
  }

  const notes = data?.notes;

  return (
    <PanelSection title={t('notes.title')}>
      <Composer onSubmit={create} aria-label={t('notes.composerLabel')}>
        <TextAreaField
          label={t('notes.note')}
          name="note"
          rows={3}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={createError ?? undefined}
        />
        <Button type="submit" loading={creating} disabled={draft.trim() === ''}>
          {t('common.create')}
        </Button>
      </Composer>
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{t('notes.loadFailed')}</RetryAlert>
      ) : isLoading || !notes ? (
        <Skeleton lines={3} label={t('notes.loading')} />
      ) : (
        <>
          <EntryList
            aria-label={t('notes.listLabel')}
            entries={notes.data}
            text={(note) => note.note}
            author={(note) => note.created_by_user?.full_name}
            time={(note) => note.created_at_diff_for_humans}
            deleteLabel={t('notes.deleteLabel')}
            onDelete={remove}
            deletingId={deletingId}
            emptyTitle={t('notes.emptyTitle')}
            emptyDescription={t('notes.emptyDescription')}
          />
          {notes.last_page > 1 ? (
            <Pagination aria-label={t('notes.pagesLabel')} currentPage={notes.current_page} lastPage={notes.last_page} onPageChange={setPage} />
          ) : null}
        </>
      )}
    </PanelSection>
  );
}
