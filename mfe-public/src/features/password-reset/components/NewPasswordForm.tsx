import { useState, type FormEvent } from 'react';
import { ApiError, MIN_PASSWORD_LENGTH } from 'shared-api';
import { Alert, Button, PasswordField, TextField } from 'shared-ui';
import styled from 'styled-components';
import { usePublicT } from '../../../i18n';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export interface NewPasswordFormProps {
  /** The account the link resets, shown (and offered to password managers) but not editable. */
  email: string;
  /** Rejects with the server's ApiError: field errors beside their fields, anything else above the form. */
  onSubmit: (password: string, confirmation: string) => Promise<void>;
}

/** A new password typed twice, checked as the server will (its length, the same twice) before sending; the server also refuses a common password or one with the e-mail or name. */
export function NewPasswordForm({ email, onSubmit }: NewPasswordFormProps) {
  const { t } = usePublicT();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; password_confirmation?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setErrors({ password: t('passwordReset.tooShort', { min: MIN_PASSWORD_LENGTH }) });
    if (password !== confirmation) return setErrors({ password_confirmation: t('passwordReset.mismatch') });
    setErrors({});
    setSending(true);
    try {
      await onSubmit(password, confirmation);
    } catch (error) {
      const api = error instanceof ApiError ? error : null;
      setErrors({
        password: api?.fieldError('password'),
        password_confirmation: api?.fieldError('password_confirmation'),
        form: api && Object.keys(api.errors).length > 0 ? undefined : (api?.message ?? t('passwordReset.failed')),
      });
      setSending(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate>
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      <TextField label={t('passwordReset.email')} type="email" value={email} readOnly autoComplete="username" />
      <PasswordField
        label={t('passwordReset.newPassword')}
        name="password"
        autoComplete="new-password"
        required
        hint={t('passwordReset.hint', { min: MIN_PASSWORD_LENGTH })}
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label={t('passwordReset.confirmPassword')}
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        error={errors.password_confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" loading={sending}>
        {t('passwordReset.save')}
      </Button>
    </Form>
  );
}
