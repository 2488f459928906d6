import { useState, type FormEvent } from 'react';
import { createCrewNote, deleteCrewNote, formErrorsFrom, useCrewNotes, type CrewNote } from 'shared-api';
import { Button, Card, RetryAlert, Skeleton, TextAreaField, useConfirm, useDocumentTitle, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getCrewsT, useCrewsT } from '../../../i18n';
import { useLayoutCrew } from '../../crew-layout';
import { NoteList } from './NoteList';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};

  button {
    align-self: flex-start;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing(1.5)};
`;

/** /crews/{id}/notes: write a note (Save disabled while empty), the notes with pages appended, delete. */
export default function CrewNotesPage() {
  const crew = useLayoutCrew();
  const { t } = useCrewsT();
  useDocumentTitle(t('notes.documentTitle', { crew: crew.name }));
  const confirm = useConfirm();
  const toast = useToast();
  const notes = useCrewNotes(crew.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const pages = notes.data ?? [];
  const list = pages.flatMap((page) => page.notes.data);
  const hasMore = Boolean(pages.at(-1)?.notes.next_page_url);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || saving) return;
    setSaving(true);
    setError(undefined);
    try {
      const response = await createCrewNote(crew.id, text.trim());
      toast.success(response.message || getCrewsT()('notes.created'));
      setText('');
      await notes.mutate();
    } catch (cause) {
      const fallback = getCrewsT()('notes.createFailed');
      const result = formErrorsFrom(cause, ['note'], fallback);
      if (result.fields.note) setError(result.fields.note);
      else toast.error(result.message ?? fallback);
    } finally {
      setSaving(false);
    }
  }

  async function remove(note: CrewNote) {
    const confirmed = await confirm(t('notes.deleteConfirm'), { title: t('notes.deleteTitle'), confirmLabel: t('common.delete'), tone: 'danger' });
    if (!confirmed) return;
    setDeletingId(note.id);
    try {
      const response = await deleteCrewNote(crew.id, note.id);
      toast.success(response.message);
      await notes.mutate();
    } catch (cause) {
      const fallback = getCrewsT()('notes.deleteFailed');
      toast.error(formErrorsFrom(cause, [], fallback).message ?? fallback);
    } finally {
      setDeletingId(null);
    }
  }

  let body;
  if (notes.error && !notes.data) {
    body = (
      <RetryAlert onRetry={() => void notes.mutate()} loading={notes.isValidating}>
        {t('notes.loadFailed')}
      </RetryAlert>
    );
  } else if (!notes.data) {
    body = <Skeleton lines={4} label={t('notes.loading')} />;
  } else {
    body = (
      <>
        <NoteList notes={list} deletingId={deletingId} onDelete={(note) => void remove(note)} />
        {hasMore ? (
          <More>
            <Button variant="secondary" loading={notes.isValidating && notes.size > pages.length} onClick={() => void notes.setSize(notes.size + 1)}>
              {t('common.loadMore')}
            </Button>
          </More>
        ) : null}
      </>
    );
  }

  return (
    <Card title={t('notes.title')}>
      <Form onSubmit={save} noValidate>
        <TextAreaField label={t('notes.new')} rows={3} value={text} error={error} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" disabled={!text.trim()} loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
      {body}
    </Card>
  );
}
