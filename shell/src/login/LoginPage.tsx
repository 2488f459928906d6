import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, login, setCsrfToken } from 'shared-api';
import { Alert, Button, Card, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { safeNextPath } from './safeNext';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(2)};
`;

const Brand = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Panel = styled.div`
  width: min(400px, 100%);
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The shell's own sign-in page: no chrome, no remote. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const prefilledEmail = params.get('email') ?? '';
  const registered = params.get('completed_registration') === 'true';
  const [email, setEmail] = useState(prefilledEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const response = await login({ email, password });
      // The login rotates the session; later calls must carry the new token.
      setCsrfToken(response.csrf_token);
      // Nothing cached while signed out (or as someone else) may leak into the new session.
      await mutate(() => true, undefined, { revalidate: false });
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, { message: 'Something went wrong. Please try again.' }));
      setSubmitting(false);
    }
  }

  const emailError = error?.fieldError('email');
  const passwordError = error?.fieldError('password');
  // A 422 names the fields; any other failure (401 wrong password, 429 too many attempts) is one message.
  const formError = error && !emailError && !passwordError ? error.message : null;

  return (
    <Page>
      <Brand>Trades Portal</Brand>
      <Panel>
        <Card title="Sign in">
          <Form onSubmit={onSubmit} noValidate>
            {registered ? <Alert tone="success">Registration complete — sign in to continue</Alert> : null}
            {formError ? <Alert tone="danger">{formError}</Alert> : null}
            <TextField
              label="E-mail"
              type="email"
              name="email"
              autoComplete="username"
              required
              autoFocus={!prefilledEmail}
              value={email}
              error={emailError}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              autoFocus={Boolean(prefilledEmail)}
              value={password}
              error={passwordError}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" loading={submitting} fullWidth>
              Sign in
            </Button>
          </Form>
        </Card>
      </Panel>
    </Page>
  );
}
