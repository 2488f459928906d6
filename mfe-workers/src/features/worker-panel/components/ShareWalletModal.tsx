import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, shareWorkerWallet, type WalletShareResponse } from 'shared-api';
import { Alert, Button, DateField, Modal, Stack, TextField, useToast } from 'shared-ui';
import { getWorkersT, useWorkersT } from '../../../i18n';

interface ShareWalletModalProps {
  workerId: number;
  open: boolean;
  onClose: () => void;
  /** Called after the server created the access with its answer (the only one carrying the link), so the list can reload. */
  onShared: (response: WalletShareResponse) => void;
}

/** Today as the date input writes it (YYYY-MM-DD, local time): a link cannot end before. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** E-mails a link to the worker's wallet (the spec's texts, including its double space), optionally ending on a chosen day. */
export function ShareWalletModal({ workerId, open, onClose, onShared }: ShareWalletModalProps) {
  const toast = useToast();
  const formId = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { t } = useWorkersT();
  // State updates land after the next render; the ref blocks a second submit fired before that.
  const inProgress = useRef(false);

  function close() {
    setEmail('');
    setEmailError(null);
    setExpiresOn('');
    setExpiryError(null);
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
    setExpiryError(null);
    setFailed(false);
    try {
      const response = await shareWorkerWallet(workerId, email.trim(), expiresOn || null);
      toast.success(response.message || getWorkersT()('wallet.shared'));
      onShared(response);
      close();
    } catch (cause) {
      setFailed(true);
      if (cause instanceof ApiError) {
        setEmailError(cause.fieldError('email') ?? null);
        setExpiryError(cause.fieldError('expires_on') ?? null);
      }
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
          <DateField
            label={t('wallet.expiresOnLabel')}
            hint={t('wallet.expiresOnHint')}
            name="expires_on"
            min={today()}
            value={expiresOn}
            onChange={setExpiresOn}
            error={expiryError ?? undefined}
          />
          {failed ? <Alert tone="danger">{t('wallet.shareFailed')}</Alert> : null}
        </Stack>
      </form>
    </Modal>
  );
}
