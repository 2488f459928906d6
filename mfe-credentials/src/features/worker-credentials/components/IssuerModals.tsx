import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { removeUserCredentialIssuer, setUserCredentialIssuer, type WorkerUserCredential } from 'shared-api';
import { Button, Modal, SelectField, Stack, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { EN_CREDENTIALS, getCredentialsT, useCredentialsT } from '../../../i18n';
import { useIssuerOptions } from '../hooks/useIssuerOptions';

/** The English texts (tests compare with them); the modals speak the reader's language. */
export const ISSUER_UPDATED = EN_CREDENTIALS.issuerModal.updated;
export const ISSUER_UPDATE_FAILED = EN_CREDENTIALS.issuerModal.updateFailed;
export const REMOVE_ISSUER_CONFIRM = EN_CREDENTIALS.issuerModal.removeConfirm;

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
  const { t } = useCredentialsT();
  if (!show) return null;
  return (
    <Explanation>
      {t('issuerModal.noIssuers')} <Link to={ISSUERS_PAGE}>{t('issuerModal.addOne')}</Link>
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
      toast.success(response.message || getCredentialsT()('issuerModal.updated'));
      onSaved(response.user_credential);
      onClose();
    } catch {
      toast.error(getCredentialsT()('issuerModal.updateFailed'));
    } finally {
      setSaving(false);
    }
  }
  return { saving, save };
}

/** Update Credential Issuer: links a credential to one of the customer's internal issuers (one is required). */
export function UpdateIssuerModal({ credential, onClose, onSaved }: IssuerModalProps) {
  const { t } = useCredentialsT();
  const formId = useId();
  const { options, loading } = useIssuerOptions();
  const { saving, save } = useSaveIssuer(credential, onSaved, onClose);
  const [issuerId, setIssuerId] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (issuerId === '') {
      setError(t('issuerModal.selectIssuer'));
      return;
    }
    void save(Number(issuerId));
  }

  return (
    <Modal
      open
      size="sm"
      title={t('issuerModal.updateTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('common.update')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label={t('issuerModal.formLabel')}>
        <Stack gap={2}>
          <Explanation>{t('issuerModal.explanation')}</Explanation>
          <SelectField
            label={t('issuerModal.issuer')}
            name="issuer"
            required
            placeholder={t('issuerModal.placeholder')}
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
  const { t } = useCredentialsT();
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
    const confirmed = await confirm(t('issuerModal.removeConfirm'), {
      title: t('issuerModal.removeTitle'),
      confirmLabel: t('common.remove'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setRemoving(true);
    try {
      const response = await removeUserCredentialIssuer(credential.id);
      toast.success(response.message || getCredentialsT()('issuerModal.updated'));
      onSaved(response.user_credential);
      onClose();
    } catch {
      toast.error(getCredentialsT()('issuerModal.updateFailed'));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Modal
      open
      size="sm"
      title={t('issuerModal.changeTitle', { name: credential.name })}
      onClose={onClose}
      footer={
        <>
          {credential.enterprise_customer_credential_issuer ? (
            <Button variant="danger" onClick={() => void remove()} loading={removing} disabled={saving}>
              {t('common.remove')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={removing}>
            {t('common.update')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label={t('issuerModal.formLabel')}>
        <Stack gap={2}>
          {credential.enterprise_customer_credential_issuer ? (
            <Explanation>
              {t('issuerModal.current')} <strong>{credential.enterprise_customer_credential_issuer.name}</strong>
            </Explanation>
          ) : null}
          <SelectField
            label={t('issuerModal.issuer')}
            name="issuer"
            placeholder={t('issuerModal.changePlaceholder')}
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
