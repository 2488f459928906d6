import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, isLoginCodeRequired, login, PASSWORD_RESET_PATH, setCsrfToken, updateMyLocale, type LoginResponse, type UserCustomer } from 'shared-api';
import { Alert, Button, Card, changeLocale, currentLocale, isLocale, LanguageSwitch, PasswordField, rememberLocale, TextField, useDocumentTitle, type Locale } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { useShellT } from '../i18n';
import { CustomerChoice } from './CustomerChoice';
import { LoginCodeStep } from './LoginCodeStep';
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
  margin-bottom: auto;
`;

/** The language switch, at the top right as on most bilingual sites; brand and form stay centred below it. */
const Language = styled.div`
  align-self: flex-end;
  margin-bottom: auto;
`;

/** What the server accepts as an address; anything else it refuses as a malformed e-mail, not as a wrong pair. */
const ADDRESS_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FORM_ERROR_ID = 'login-error';

const Forgot = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
  // A language chosen here is the user's choice: it is stored on them once they are signed in.
  const [chosenLocale, setChosenLocale] = useState<Locale | null>(null);
  // Set after signing in when the user belongs to several customers: they pick one before going on.
  const [customers, setCustomers] = useState<UserCustomer[] | null>(null);
  // Set when the password was right but the account asks this new browser for the e-mailed code: the server's word.
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const { t } = useShellT();
  useDocumentTitle(t('login.title'));

  /** After sign-in the page speaks the user's language: the one just chosen here, else the one stored on them. */
  async function settleLocale(stored: unknown) {
    if (chosenLocale) {
      if (chosenLocale !== stored) await updateMyLocale(chosenLocale).catch(() => undefined);
      return;
    }
    if (isLocale(stored) && stored !== currentLocale()) {
      rememberLocale(stored);
      await changeLocale(stored);
    }
  }

  async function signedIn(response: LoginResponse) {
    // The login rotates the session; later calls must carry the new token.
    setCsrfToken(response.csrf_token);
    // Nothing cached while signed out (or as someone else) may leak into the new session.
    await mutate(() => true, undefined, { revalidate: false });
    await settleLocale(response.user.locale);
    if (response.customers && response.customers.length > 1) {
      setCustomers(response.customers);
      return;
    }
    navigate(safeNextPath(params.get('next')), { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const response = await login({ email, password });
      if (isLoginCodeRequired(response)) {
        setCodeSent(response.message);
        setSubmitting(false);
        return;
      }
      await signedIn(response);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, { message: t('login.failed') }));
      setSubmitting(false);
    }
  }

  const emailFieldError = error?.fieldError('email');
  const passwordError = error?.fieldError('password');
  // A well-formed address refused with no word on the password: the pair does not match. One message names both
  // fields, since the page must not say which of the two was wrong.
  const credentialsRefused = Boolean(emailFieldError && !passwordError && ADDRESS_LIKE.test(email.trim()));
  const emailError = credentialsRefused ? undefined : emailFieldError;
  // A 422 names the fields; any other failure (429 too many attempts, a network error) is one message.
  const formError = credentialsRefused ? emailFieldError : error && !emailError && !passwordError ? error.message : null;
  const forgotHref = `${PASSWORD_RESET_PATH}${email.trim() ? `?${new URLSearchParams({ email: email.trim() }).toString()}` : ''}`;

  return (
    <Page>
      <Language>
        <LanguageSwitch onChange={setChosenLocale} />
      </Language>
      <Brand>{t('brand')}</Brand>
      <Panel>
        {customers ? (
          <CustomerChoice customers={customers} onChosen={() => navigate(safeNextPath(params.get('next')), { replace: true })} />
        ) : codeSent ? (
          <LoginCodeStep
            email={email}
            message={codeSent}
            onSignedIn={signedIn}
            onBack={() => {
              setCodeSent(null);
              setPassword('');
            }}
          />
        ) : (
          <Card title={t('login.title')}>
            <Form onSubmit={onSubmit} noValidate>
              {registered ? <Alert tone="success">{t('login.registered')}</Alert> : null}
              {formError ? (
                <Alert tone="danger" id={FORM_ERROR_ID}>
                  {formError}
                </Alert>
              ) : null}
              <TextField
                label={t('login.email')}
                type="email"
                name="email"
                autoComplete="username"
                required
                autoFocus={!prefilledEmail}
                value={email}
                error={emailError}
                {...(credentialsRefused ? { 'aria-invalid': true, 'aria-describedby': FORM_ERROR_ID } : {})}
                onChange={(event) => setEmail(event.target.value)}
              />
              <PasswordField
                label={t('login.password')}
                name="password"
                autoComplete="current-password"
                required
                autoFocus={Boolean(prefilledEmail)}
                value={password}
                error={passwordError}
                invalid={credentialsRefused}
                aria-describedby={credentialsRefused ? FORM_ERROR_ID : undefined}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Forgot href={forgotHref}>{t('login.forgot')}</Forgot>
              <Button type="submit" loading={submitting} fullWidth>
                {t('login.submit')}
              </Button>
            </Form>
          </Card>
        )}
      </Panel>
    </Page>
  );
}
