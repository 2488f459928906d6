import { useState } from 'react';
import { deleteWorkerContact, useWorkerContacts, type WorkerContact } from 'shared-api';
import { Button, PanelSection, RetryAlert, Skeleton, useConfirm, useToast } from 'shared-ui';
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

  async function remove(contact: WorkerContact) {
    const confirmed = await confirm(`Are you sure you want to remove ${contact.full_name} from this worker's contacts?`, {
      title: 'Remove contact',
      confirmLabel: 'Remove',
      tone: 'danger',
    });
    if (!confirmed) return;
    setRemovingId(contact.id);
    try {
      const { message } = await deleteWorkerContact(workerId, contact.id);
      toast.success(message || 'Contact removed.');
      await mutate();
    } catch (cause) {
      toast.error(errorMessage(cause, 'The contact could not be removed.'));
    } finally {
      setRemovingId(null);
    }
  }

  return (
    <PanelSection
      title="Contacts"
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          Add contact
        </Button>
      }
    >
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>
          The contacts could not be loaded.
        </RetryAlert>
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
