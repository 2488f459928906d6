import { useId, useState, type FormEvent } from 'react';
import { requestCredentialUpdate, type WorkerUserCredential } from 'shared-api';
import { Button, Modal, Stack, TextAreaField, useToast } from 'shared-ui';
import styled from 'styled-components';

export const REQUEST_SENT = 'Request sent successfully!';
export const REQUEST_FAILED = 'There was an issue sending the request.';

/** Spec part 1 §9: the message input has 10 rows. */
const MESSAGE_ROWS = 10;

export interface RequestUpdateModalProps {
  credential: WorkerUserCredential;
  onClose: () => void;
  onSent: () => void;
}

const Explanation = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Request an Updated Certificate: e-mails the worker a link to upload a new document for this credential. */
export function RequestUpdateModal({ credential, onClose, onSent }: RequestUpdateModalProps) {
  const formId = useId();
  const toast = useToast();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await requestCredentialUpdate(credential.id, { message: message.trim(), crew_id: null });
      toast.success(REQUEST_SENT);
      onSent();
      onClose();
    } catch {
      toast.error(REQUEST_FAILED);
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      size="md"
      title="Request an Updated Certificate"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            Send request
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} aria-label="Update request">
        <Stack gap={2}>
          <Explanation>
            The worker receives an e-mail with a link to upload a new document for <strong>{credential.name}</strong>.
          </Explanation>
          <TextAreaField
            label="Message"
            name="message"
            rows={MESSAGE_ROWS}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            hint="Optional. Shown to the worker with the request."
          />
        </Stack>
      </form>
    </Modal>
  );
}
