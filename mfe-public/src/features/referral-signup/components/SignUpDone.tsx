import type { ReferralSignUpResponse } from 'shared-api';
import { Button, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { RequestSheet } from '../../../components/RequestSheet';
import { usePublicT } from '../../../i18n';

export interface SignUpDoneProps {
  result: ReferralSignUpResponse;
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  padding-left: ${({ theme }) => theme.spacing(3)};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** After the sign-up: what the new company has, what to do next, and where to sign in from now on. */
export function SignUpDone({ result }: SignUpDoneProps) {
  const { t } = usePublicT();
  const format = useFormat();
  const loginUrl = `/login?${new URLSearchParams({ email: result.user.email })}`;
  return (
    <RequestSheet
      eyebrow={t('referralSignUp.eyebrow')}
      eyebrowIcon="check"
      title={t('referralSignUp.done.title', { company: result.enterprise_customer.name })}
      intro={
        <p>
          {result.trial_end_date
            ? t('referralSignUp.done.trial', { date: format.date(result.trial_end_date, 'long') })
            : t('referralSignUp.done.noTrial')}
        </p>
      }
    >
      <Steps>
        <li>{t('referralSignUp.done.stepSignedIn', { email: result.user.email })}</li>
        <li>{t('referralSignUp.done.stepWorkers')}</li>
        <li>{t('referralSignUp.done.stepAdmins')}</li>
      </Steps>
      <Actions>
        <Button href="/">{t('referralSignUp.done.open')}</Button>
        <a href={loginUrl}>{t('referralSignUp.done.signIn')}</a>
      </Actions>
    </RequestSheet>
  );
}
