import { useState, type FormEvent } from 'react';
import { ApiError, requestCredentialUpdate, useUpdateRequestRecipient, type RequestCredentialUpdateResponse, type WorkerUserCredential } from 'shared-api';
import { Trans } from 'react-i18next';
import { Alert, FormModal, i18n, Skeleton, TextAreaField, useToast } from 'shared-ui';
import styled from 'styled-components';
import { CREDENTIALS_NAMESPACE, EN_CREDENTIALS, getCredentialsT, useCredentialsT } from '../../../i18n';

/** The English texts (tests compare with them); the modal speaks the reader's language. */
export const REQUEST_SENT = EN_CREDENTIALS.request.sent;
export const REQUEST_FAILED = EN_CREDENTIALS.request.failed;

/** Spec part 1 §9: the message input has 10 rows. */
const MESSAGE_ROWS = 10;

export interface RequestUpdateModalProps {
  credential: WorkerUserCredential;
  onClose: () => void;
  /** After the request was made, with its answer: the only one (with the e-mail) that carries the link. */
  onSent: (response: RequestCredentialUpdateResponse) => void;
}

const Explanation = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Recipient = styled.p`
  overflow-wrap: anywhere;
`;

/**
 * Request an Updated Certificate: e-mails the worker a link to upload a new document for this credential. Who
 * will receive it is shown before sending; when nobody can, the modal says why and does not offer to send.
 */
export function RequestUpdateModal({ credential, onClose, onSent }: RequestUpdateModalProps) {
  const { t } = useCredentialsT();
  const toast = useToast();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const recipient = useUpdateRequestRecipient(credential.id);
  const nobody = recipient.data?.recipient === null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const response = await requestCredentialUpdate(credential.id, { message: message.trim(), crew_id: null });
      toast.success(getCredentialsT()('request.sent'));
      onClose();
      onSent(response);
    } catch (error) {
      // A refusal the server explains (no e-mail, a request already open) is said in its words.
      const said = error instanceof ApiError && error.status === 422 ? error.message : '';
      toast.error(said || getCredentialsT()('request.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <FormModal
      size="md"
      title={t('request.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('request.send')}
      saving={sending}
      cancelWhileSaving
      submitDisabled={nobody}
      formLabel={t('request.formLabel')}
      layout="stack"
    >
      <Explanation>
        <Trans
          i18n={i18n}
          ns={CREDENTIALS_NAMESPACE}
          i18nKey="request.explanation"
          values={{ name: credential.name }}
          components={{ strong: <strong /> }}
        />
      </Explanation>
      {recipient.data?.recipient ? (
        <Recipient>
          <Trans
            i18n={i18n}
            ns={CREDENTIALS_NAMESPACE}
            i18nKey="request.recipient"
            values={{ name: recipient.data.recipient.full_name, email: recipient.data.recipient.email }}
            components={{ strong: <strong /> }}
          />
        </Recipient>
      ) : nobody ? (
        <Alert tone="warning" title={t('request.nobodyTitle')}>
          {recipient.data?.message || t('request.nobody')}
        </Alert>
      ) : recipient.error ? (
        <Explanation>{t('request.recipientUnknown')}</Explanation>
      ) : (
        <Skeleton lines={1} height={18} label={t('request.recipientLoading')} />
      )}
      <TextAreaField
        label={t('request.message')}
        name="message"
        rows={MESSAGE_ROWS}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        hint={t('request.hint')}
      />
    </FormModal>
  );
}
