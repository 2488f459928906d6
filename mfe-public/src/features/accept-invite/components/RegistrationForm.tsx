import { useState, type FormEvent } from 'react';
import { ApiError, MIN_PASSWORD_LENGTH } from 'shared-api';
import { Alert, Button, FieldGrid, TextField } from 'shared-ui';
import styled from 'styled-components';
import { usePublicT } from '../../../i18n';
import { registrationProblem, type RegistrationValues } from '../utils/registration';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const EMPTY: RegistrationValues = { first_name: '', last_name: '', password: '', confirm_password: '' };

export interface RegistrationFormProps {
  /** The invited address: the account's e-mail, shown and not editable. */
  email: string;
  /** Rejects with the server's ApiError (field errors shown beside their fields). */
  onSubmit: (values: RegistrationValues) => Promise<void>;
}

/** A new user's registration from an invitation: names and a password twice, with the spec's alerts. */
export function RegistrationForm({ email, onSubmit }: RegistrationFormProps) {
  const { t } = usePublicT();
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [alert, setAlert] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = registrationProblem(values);
    setFailure(null);
    if (problem) {
      setAlert(t(problem === 'required' ? 'invite.requiredFields' : 'invite.passwordsDiffer'));
      return;
    }
    setAlert(null);
    setSending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setFailure(error);
      else setAlert(error instanceof ApiError && error.message ? error.message : t('invite.registerFailed'));
      setSending(false);
    }
  }

  // A field's name, value, the server's error for it and its change handler.
  const bind = (field: keyof RegistrationValues) => ({
    name: field,
    value: values[field],
    error: failure?.fieldError(field),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });
  // A refused token or e-mail has no field here: its message goes at the top.
  const otherError = failure?.fieldError('token') ?? failure?.fieldError('email');

  return (
    <Form onSubmit={submit} noValidate>
      {alert ? <Alert tone="danger">{alert}</Alert> : null}
      {otherError ? <Alert tone="danger">{otherError}</Alert> : null}
      <TextField label={t('invite.email')} type="email" value={email} readOnly autoComplete="username" />
      <FieldGrid>
        <TextField label={t('invite.firstName')} autoComplete="given-name" required {...bind('first_name')} />
        <TextField label={t('invite.lastName')} autoComplete="family-name" required {...bind('last_name')} />
        <TextField
          label={t('invite.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('invite.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          {...bind('password')}
        />
        <TextField label={t('invite.confirmPassword')} type="password" autoComplete="new-password" required {...bind('confirm_password')} />
      </FieldGrid>
      <Button type="submit" loading={sending}>
        {t('invite.register')}
      </Button>
    </Form>
  );
}
