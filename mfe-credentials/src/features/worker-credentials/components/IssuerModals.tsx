import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { removeUserCredentialIssuer, setUserCredentialIssuer, type WorkerUserCredential } from 'shared-api';
import { Button, Modal, SelectField, Stack, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { useIssuerOptions } from '../hooks/useIssuerOptions';

export const ISSUER_UPDATED = 'User credential issuer updated successfully.';
export const ISSUER_UPDATE_FAILED = 'Failed to update user credential issuer.';
export const REMOVE_ISSUER_CONFIRM = 'Are you sure you want to remove the issuer?';

const ISSUERS_PAGE = '/credentials?page-name=credential-issuers';

export interface IssuerModalProps {
  credential: WorkerUserCredential;
  onClose: () => void;
  onSaved: (credential: WorkerUserCredential) => void;
}

const Explanation = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function NoIssuersHint({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Explanation>
      There are no internal issuers yet. <Link to={ISSUERS_PAGE}>Add one on the Credentials page.</Link>
    </Explanation>
  );
}

/** Saving an issuer the same way from both modals: the server's message, or the spec's texts. */
function useSaveIssuer(credential: WorkerUserCredential, onSaved: IssuerModalProps['onSaved'], onClose: () => void) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  async function save(issuerId: number) {
    setSaving(true);
    try {
      const response = await setUserCredentialIssuer(credential.id, issuerId);
      toast.success(response.message || ISSUER_UPDATED);
      onSaved(response.user_credential);
      onClose();
    } catch {
      toast.error(ISSUER_UPDATE_FAILED);
    } finally {
      setSaving(false);
    }
  }
  return { saving, save };
}

/** Update Credential Issuer: links a credential to one of the customer's internal issuers (one is required). */
export function UpdateIssuerModal({ credential, onClose, onSaved }: IssuerModalProps) {
  const formId = useId();
  const { options, loading } = useIssuerOptions();
  const { saving, save } = useSaveIssuer(credential, onSaved, onClose);
  const [issuerId, setIssuerId] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (issuerId === '') {
      setError('Please select an issuer.');
      return;
    }
    void save(Number(issuerId));
  }

  return (
    <Modal
      open
      size="sm"
      title="Update Credential Issuer"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Update
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label="Credential issuer">
        <Stack gap={2}>
          <Explanation>
            Selecting or changing the issuer links this credential to one of your internal credential issuers, which are defined
            on the Credentials page under Credential Issuers.
          </Explanation>
          <SelectField
            label="Issuer"
            name="issuer"
            required
            placeholder="Select an issuer"
            options={options}
            disabled={loading}
            value={issuerId}
            onChange={(event) => {
              setIssuerId(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <NoIssuersHint show={!loading && options.length === 0} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Change credential issuer for <name>: pick another issuer, or remove the current one (confirmed). */
export function ChangeIssuerModal({ credential, onClose, onSaved }: IssuerModalProps) {
  const formId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const { options, loading } = useIssuerOptions();
  const { saving, save } = useSaveIssuer(credential, onSaved, onClose);
  const [issuerId, setIssuerId] = useState('');
  const [removing, setRemoving] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec part 2 §5: nothing happens without a selected issuer.
    if (saving || issuerId === '') return;
    void save(Number(issuerId));
  }

  async function remove() {
    const confirmed = await confirm(REMOVE_ISSUER_CONFIRM, { title: 'Remove issuer', confirmLabel: 'Remove', tone: 'danger' });
    if (!confirmed) return;
    setRemoving(true);
    try {
      const response = await removeUserCredentialIssuer(credential.id);
      toast.success(response.message || ISSUER_UPDATED);
      onSaved(response.user_credential);
      onClose();
    } catch {
      toast.error(ISSUER_UPDATE_FAILED);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Modal
      open
      size="sm"
      title={`Change credential issuer for ${credential.name}`}
      onClose={onClose}
      footer={
        <>
          {credential.enterprise_customer_credential_issuer ? (
            <Button variant="danger" onClick={() => void remove()} loading={removing} disabled={saving}>
              Remove
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={removing}>
            Update
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label="Credential issuer">
        <Stack gap={2}>
          {credential.enterprise_customer_credential_issuer ? (
            <Explanation>
              Current issuer: <strong>{credential.enterprise_customer_credential_issuer.name}</strong>
            </Explanation>
          ) : null}
          <SelectField
            label="Issuer"
            name="issuer"
            placeholder="Select an Issuer"
            options={options}
            disabled={loading}
            value={issuerId}
            onChange={(event) => setIssuerId(event.target.value)}
          />
          <NoIssuersHint show={!loading && options.length === 0} />
        </Stack>
      </form>
    </Modal>
  );
}
