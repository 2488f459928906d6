import { useState, type FormEvent } from 'react';
import { ApiError, type InviteResponse, type InviteRole } from 'shared-api';
import { Alert, Button, Modal, SelectField, Spinner, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useSettingsT } from '../../../i18n';
import { useEmailCheck, type CheckEmail } from '../hooks/useEmailCheck';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Explanation = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 24px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Found = styled.span`
  color: ${({ theme }) => theme.tones.success.fg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export type InviteUser = (email: string, role: InviteRole) => Promise<Pick<InviteResponse, 'message' | 'delivery'>>;

export interface AddAdminModalProps {
  open: boolean;
  onClose: () => void;
  checkEmail: CheckEmail;
  invite: InviteUser;
  /** The server's confirmation (sent, or queued while the mail server is away); the page shows it and reloads the outstanding invites. */
  onInvited: (answer: Pick<InviteResponse, 'message' | 'delivery'>) => void;
  /** Roles an invitation can give (an owner is made later by changing a role). */
  roles: InviteRole[];
}

/** The spec's Add an Admin User modal: checks the e-mail as it is typed, invites only when the server allows it. */
export function AddAdminModal({ open, onClose, checkEmail, invite, onInvited, roles }: AddAdminModalProps) {
  const { t } = useSettingsT();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('admin');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiError | Error | null>(null);
  const { checking, result, error } = useEmailCheck(email, checkEmail);

  const canSend = Boolean(result?.can_send_invite) && !sending;
  const serverMessage = result?.message || undefined;
  const fieldError =
    (failure instanceof ApiError ? failure.fieldError('email') : undefined) ??
    (result && !result.can_send_invite ? serverMessage : undefined) ??
    // Too many checks: the server's message says how long to wait; any other failure, that the check failed.
    (error ? (error instanceof ApiError && error.status === 429 ? error.message : t('admins.invite.checkFailed')) : undefined);

  function close() {
    setEmail('');
    setRole('admin');
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await invite(email.trim(), role);
      setEmail('');
      setRole('admin');
      onInvited(answer);
    } catch (caught) {
      setFailure(caught as Error);
    } finally {
      setSending(false);
    }
  }

  const formError = failure && !(failure instanceof ApiError && failure.fieldError('email')) ? failure.message || t('admins.invite.failed') : null;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('admins.invite.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="add-admin-form" disabled={!canSend} loading={sending}>
            {t('admins.invite.submit')}
          </Button>
        </>
      }
    >
      <Form id="add-admin-form" onSubmit={submit} noValidate>
        <Explanation>{t('admins.invite.explanation')}</Explanation>
        <TextField
          label={t('admins.invite.email')}
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          error={fieldError}
          hint={!fieldError ? serverMessage : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setFailure(null);
          }}
        />
        <Status aria-live="polite">
          {checking ? <Spinner size={14} label={t('admins.invite.checking')} /> : null}
          {result?.exists ? <Found>{t('admins.invite.userFound')}</Found> : null}
        </Status>
        {roles.length > 1 ? (
          <SelectField
            label={t('admins.invite.role')}
            value={role}
            options={roles.map((value) => ({ value, label: t(`admins.roles.${value}`) }))}
            onChange={(event) => setRole(event.target.value as InviteRole)}
          />
        ) : null}
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
      </Form>
    </Modal>
  );
}
