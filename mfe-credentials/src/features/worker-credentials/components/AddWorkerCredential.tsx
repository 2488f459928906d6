import { useWorkerCredentialList } from '../hooks/useWorkerCredentialList';
import { useParseUploads } from '../hooks/useParseUploads';
import { AddCredentialModal } from './AddCredentialModal';

/** The contract of the exposed form: what its default export is rendered with. */
export interface AddWorkerCredentialProps {
  workerId: number;
  onClose: () => void;
  /** After a credential was saved from the form (parsed files finish later, on the worker's Credentials section). */
  onCreated: () => void;
}

/** The worker panel's Add a Credential dialog on its own, with the parse uploads it needs. */
export function AddWorkerCredential({ workerId, onClose, onCreated }: AddWorkerCredentialProps) {
  const { refresh } = useWorkerCredentialList(workerId);
  const parseUploads = useParseUploads(workerId, () => void refresh());
  return (
    <AddCredentialModal
      workerId={workerId}
      parseUploads={parseUploads}
      onClose={onClose}
      onCreated={() => {
        void refresh();
        onCreated();
      }}
    />
  );
}
