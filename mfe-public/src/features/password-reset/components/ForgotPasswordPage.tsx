import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, requestPasswordReset } from 'shared-api';
import { Alert, Button, TextField, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
import { MessagePanel } from '../../../components/MessagePanel';
import { PublicLayout } from '../../../components/PublicLayout';
import { RequestSheet } from '../../../components/RequestSheet';
import { usePublicT } from '../../../i18n';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const BackLink = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
`;

const signInHref = (email: string) => `/login${email ? `?${new URLSearchParams({ email }).toString()}` : ''}`;

/** /password-reset?email=… — forgot password: e-mails a link to choose a new one (the same answer for any address). */
export default function ForgotPasswordPage() {
  const { t } = usePublicT();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  useDocumentTitle(t('passwordReset.askTitle'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, { message: t('passwordReset.failed') }));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <PublicLayout>
        <MessagePanel
          icon="check"
          tone="success"
          title={t('passwordReset.sentTitle')}
          description={
            <>
              <p>{sent}</p>
              <p>{t('passwordReset.sentHint')}</p>
            </>
          }
          action={<Button href={signInHref(email.trim())}>{t('passwordReset.backToSignIn')}</Button>}
        />
      </PublicLayout>
    );
  }

  const emailError = error?.fieldError('email');
  return (
    <PublicLayout>
      <RequestSheet eyebrow={t('passwordReset.eyebrow')} eyebrowIcon="settings" title={t('passwordReset.askTitle')} intro={<p>{t('passwordReset.askIntro')}</p>}>
        <Form onSubmit={submit} noValidate>
          {error && !emailError ? <Alert tone="danger">{error.message}</Alert> : null}
          <TextField
            label={t('passwordReset.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            autoFocus
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" loading={sending}>
            {t('passwordReset.send')}
          </Button>
          <BackLink href={signInHref(email.trim())}>{t('passwordReset.backToSignIn')}</BackLink>
        </Form>
      </RequestSheet>
    </PublicLayout>
  );
}
