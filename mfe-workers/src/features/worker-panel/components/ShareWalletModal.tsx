import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, shareWorkerWallet } from 'shared-api';
import { Alert, Button, Modal, Stack, TextField, useToast } from 'shared-ui';
import { getWorkersT, useWorkersT } from '../../../i18n';

interface ShareWalletModalProps {
  workerId: number;
  open: boolean;
  onClose: () => void;
  /** Called after the server created the access, so the list can reload. */
  onShared: () => void;
}

/** E-mails a link to the worker's wallet (the spec's texts, including its double space). */
export function ShareWalletModal({ workerId, open, onClose, onShared }: ShareWalletModalProps) {
  const toast = useToast();
  const formId = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { t } = useWorkersT();
  // State updates land after the next render; the ref blocks a second submit fired before that.
  const inProgress = useRef(false);

  function close() {
    setEmail('');
    setEmailError(null);
    setFailed(false);
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inProgress.current) return;
    if (email.trim() === '') {
      setEmailError(t('wallet.invalidEmail'));
      return;
    }
    inProgress.current = true;
    setSubmitting(true);
    setEmailError(null);
    setFailed(false);
    try {
      const { message } = await shareWorkerWallet(workerId, email.trim());
      toast.success(message || getWorkersT()('wallet.shared'));
      onShared();
      close();
    } catch (cause) {
      setFailed(true);
      if (cause instanceof ApiError) setEmailError(cause.fieldError('email') ?? null);
    } finally {
      inProgress.current = false;
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('wallet.shareTitle')}
      onClose={close}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('common.giveAccess')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit}>
        <Stack gap={2}>
          <p>{t('wallet.shareIntro')}</p>
          <TextField
            label={t('wallet.email')}
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError ?? undefined}
          />
          {failed ? <Alert tone="danger">{t('wallet.shareFailed')}</Alert> : null}
        </Stack>
      </form>
    </Modal>
  );
}
