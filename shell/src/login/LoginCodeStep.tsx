import { useState, type FormEvent } from 'react';
import { ApiError, confirmLoginCode, type LoginResponse } from 'shared-api';
import { Alert, Button, Card, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useShellT } from '../i18n';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export interface LoginCodeStepProps {
  email: string;
  /** The server's word on why a code was sent and where to (in the page's language). */
  message: string;
  /** The code was right: the session is open on this device. */
  onSignedIn: (response: LoginResponse) => void | Promise<void>;
  /** Back to the e-mail and password (to get a new code, or to sign in as someone else). */
  onBack: () => void;
}

/**
 * The second step of a sign-in while the account is under attack and this browser is new to it: the password was
 * right, and the session opens once the code e-mailed to the account is typed here.
 */
export function LoginCodeStep({ email, message, onSignedIn, onBack }: LoginCodeStepProps) {
  const { t } = useShellT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await onSignedIn(await confirmLoginCode({ email, code }));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, { message: t('login.failed') }));
      setSubmitting(false);
    }
  }

  const codeError = error?.fieldError('code');
  return (
    <Card title={t('login.code.title')}>
      <Form onSubmit={onSubmit} noValidate>
        <Alert tone="info">{message}</Alert>
        {error && !codeError ? <Alert tone="danger">{error.message}</Alert> : null}
        <TextField
          label={t('login.code.label')}
          hint={t('login.code.hint')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          autoFocus
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('login.code.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onBack} fullWidth>
          {t('login.code.back')}
        </Button>
      </Form>
    </Card>
  );
}
