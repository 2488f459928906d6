import { useState } from 'react';
import { deleteWorkerContact, useWorkerContacts, type WorkerContact } from 'shared-api';
import { Button, PanelSection, RetryAlert, Skeleton, useConfirm, useToast } from 'shared-ui';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { errorMessage } from '../utils/errorMessage';
import { ContactFormModal } from './ContactFormModal';
import { ContactList } from './ContactList';

/** Which contact the form modal edits: 'new' creates one. */
type Editing = WorkerContact | 'new' | null;

export function ContactsTab({ workerId }: { workerId: number }) {
  const { data, error, isLoading, mutate } = useWorkerContacts(workerId);
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const { t } = useWorkersT();

  async function remove(contact: WorkerContact) {
    const confirmed = await confirm(t('contacts.removeConfirm', { name: contact.full_name }), {
      title: t('contacts.removeTitle'),
      confirmLabel: t('common.remove'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setRemovingId(contact.id);
    try {
      const { message } = await deleteWorkerContact(workerId, contact.id);
      toast.success(message || getWorkersT()('contacts.removed'));
      await mutate();
    } catch (cause) {
      toast.error(errorMessage(cause, getWorkersT()('contacts.removeFailed')));
    } finally {
      setRemovingId(null);
    }
  }

  return (
    <PanelSection
      title={t('contacts.title')}
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          {t('contacts.add')}
        </Button>
      }
    >
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{t('contacts.loadFailed')}</RetryAlert>
      ) : isLoading || !data ? (
        <Skeleton lines={3} />
      ) : (
        <ContactList contacts={data.contacts} onEdit={setEditing} onRemove={remove} removingId={removingId} />
      )}
      {editing ? (
        <ContactFormModal
          workerId={workerId}
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void mutate()}
        />
      ) : null}
    </PanelSection>
  );
}
