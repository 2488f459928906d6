import { useSearchParams } from 'react-router-dom';
import { ApiError, registerUser, usePublicInvite } from 'shared-api';
import { Button, Skeleton, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
import { LoadFailedPanel } from '../../../components/LoadFailedPanel';
import { MessagePanel } from '../../../components/MessagePanel';
import { PublicLayout } from '../../../components/PublicLayout';
import { RequestSheet } from '../../../components/RequestSheet';
import { usePublicT } from '../../../i18n';
import { leaveTo } from '../utils/leave';
import { completedRegistrationUrl, type RegistrationValues } from '../utils/registration';
import { RegistrationForm } from './RegistrationForm';

const Existing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The server's refusals of a link: unknown (404), someone else's (403), expired, revoked or used (410). */
const refused = (error: unknown): error is ApiError => error instanceof ApiError && [403, 404, 410].includes(error.status);

/** /invites/accept?token=…&email=… (ACCEPT_INVITATION_PATH) — an invitee joins the inviting customer: signs in, or registers. */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const complete = token !== '' && email !== '';
  const { t } = usePublicT();
  const { data, error, isValidating, mutate } = usePublicInvite(complete ? token : null, email);
  const invite = data?.invite;

  useDocumentTitle(
    !complete || refused(error)
      ? t('invite.unusableTitle')
      : invite
        ? t('invite.title', { customer: invite.customer.name })
        : t('invite.loadingTitle'),
  );

  async function register(values: RegistrationValues) {
    const { user } = await registerUser({ ...values, token, email });
    if (!user) throw new ApiError(0, { message: t('invite.registerFailed') });
    // A full load: /login belongs to the shell, not to this remote's router.
    leaveTo(completedRegistrationUrl(user.email));
  }

  if (!complete || refused(error)) {
    return (
      <PublicLayout>
        <MessagePanel
          icon="warning"
          tone="warning"
          title={t('invite.unusableTitle')}
          description={
            <>
              <p>{complete && refused(error) ? error.message : t('invite.incompleteLink')}</p>
              <p>{t('invite.unusableHint')}</p>
            </>
          }
        />
      </PublicLayout>
    );
  }
  if (error && !invite) {
    return (
      <PublicLayout>
        <LoadFailedPanel subject="invite" error={error} retrying={isValidating} onRetry={() => void mutate()} />
      </PublicLayout>
    );
  }
  if (!invite) {
    return (
      <PublicLayout>
        <RequestSheet eyebrow={t('invite.eyebrow')} eyebrowIcon="admins" title={t('invite.loadingTitle')}>
          <Skeleton lines={4} height={18} label={t('invite.loading')} />
        </RequestSheet>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <RequestSheet
        eyebrow={t('invite.eyebrow')}
        eyebrowIcon="admins"
        title={t('invite.title', { customer: invite.customer.name })}
        intro={
          <p>
            {t(data.is_tradeslink_user ? 'invite.introExisting' : 'invite.introNew', {
              customer: invite.customer.name,
              email: invite.email,
              role: t(`invite.roles.${invite.role}`),
            })}
          </p>
        }
      >
        {data.is_tradeslink_user ? (
          <Existing>
            <p>{t('invite.signInToJoin', { customer: invite.customer.name })}</p>
            <Button href={`/login?${new URLSearchParams({ email: invite.email }).toString()}`} icon="logout">
              {t('invite.goToLogin')}
            </Button>
          </Existing>
        ) : (
          <RegistrationForm email={invite.email} onSubmit={register} />
        )}
      </RequestSheet>
    </PublicLayout>
  );
}
