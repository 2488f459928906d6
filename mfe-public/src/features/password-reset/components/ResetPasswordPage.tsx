import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, PASSWORD_RESET_PATH, resetPassword, usePasswordResetLink } from 'shared-api';
import { Button, Skeleton, useDocumentTitle } from 'shared-ui';
import { LoadFailedPanel } from '../../../components/LoadFailedPanel';
import { MessagePanel } from '../../../components/MessagePanel';
import { PublicLayout } from '../../../components/PublicLayout';
import { RequestSheet } from '../../../components/RequestSheet';
import { usePublicT } from '../../../i18n';
import { NewPasswordForm } from './NewPasswordForm';

/** /password-reset/{token} — the e-mailed link: choose a new password, then sign in with it. */
export default function ResetPasswordPage() {
  const { t } = usePublicT();
  const token = useParams().token ?? '';
  const { data, error, isValidating, mutate } = usePasswordResetLink(token);
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const invalid = error instanceof ApiError && error.status === 404;
  useDocumentTitle(invalid ? t('passwordReset.invalidTitle') : done ? t('passwordReset.doneTitle') : t('passwordReset.chooseTitle'));

  if (done) {
    return (
      <PublicLayout>
        <MessagePanel
          icon="check"
          tone="success"
          title={t('passwordReset.doneTitle')}
          description={<p>{done.message}</p>}
          action={<Button href={`/login?${new URLSearchParams({ email: done.email }).toString()}`}>{t('passwordReset.signIn')}</Button>}
        />
      </PublicLayout>
    );
  }
  if (invalid) {
    return (
      <PublicLayout>
        <MessagePanel
          icon="warning"
          tone="warning"
          title={t('passwordReset.invalidTitle')}
          description={<p>{error.message}</p>}
          action={<Button href={PASSWORD_RESET_PATH}>{t('passwordReset.askAgain')}</Button>}
        />
      </PublicLayout>
    );
  }
  if (error && !data) {
    return (
      <PublicLayout>
        <LoadFailedPanel subject="passwordReset" error={error} retrying={isValidating} onRetry={() => void mutate()} />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <RequestSheet eyebrow={t('passwordReset.eyebrow')} eyebrowIcon="settings" title={t('passwordReset.chooseTitle')} intro={<p>{t('passwordReset.chooseIntro')}</p>}>
        {data ? (
          <NewPasswordForm
            email={data.email}
            onSubmit={async (password, confirmation) => {
              const response = await resetPassword(token, { password, password_confirmation: confirmation });
              setDone(response);
            }}
          />
        ) : (
          <Skeleton lines={3} height={40} label={t('passwordReset.loading')} />
        )}
      </RequestSheet>
    </PublicLayout>
  );
}
