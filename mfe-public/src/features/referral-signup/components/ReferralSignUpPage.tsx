import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, setCsrfToken, signUpWithReferral, usePublicReferral, type ReferralSignUpInput, type ReferralSignUpResponse } from 'shared-api';
import { Button, Skeleton, useDocumentTitle } from 'shared-ui';
import { MessagePanel } from '../../../components/MessagePanel';
import { PublicLayout } from '../../../components/PublicLayout';
import { RequestSheet } from '../../../components/RequestSheet';
import { usePublicT } from '../../../i18n';
import { SignUpDone } from './SignUpDone';
import { SignUpSheet } from './SignUpSheet';

/** /sign-up/:code — a company invited by a referral link creates its account on the code's plan; no sign-in. */
export default function ReferralSignUpPage() {
  const { code = '' } = useParams();
  const { t } = usePublicT();
  const referral = usePublicReferral(code);
  const [result, setResult] = useState<ReferralSignUpResponse | null>(null);
  const { error } = referral;
  const invalid = error instanceof ApiError && error.status === 404;
  const inactive = error instanceof ApiError && error.status === 400;

  useDocumentTitle(result ? t('referralSignUp.done.documentTitle') : invalid || inactive ? t('referralSignUp.unusableTitle') : t('referralSignUp.title'));

  async function submit(input: ReferralSignUpInput) {
    const answer = await signUpWithReferral(code, input);
    // The new owner is signed in: later calls carry the new session's token.
    setCsrfToken(answer.csrf_token);
    setResult(answer);
  }

  let body;
  if (result) body = <SignUpDone result={result} />;
  else if (invalid || inactive) {
    body = (
      <MessagePanel
        icon="warning"
        tone="warning"
        title={t('referralSignUp.unusableTitle')}
        description={inactive ? t('referralSignUp.inactive') : t('referralSignUp.invalid')}
      />
    );
  } else if (error && !referral.data) {
    body = (
      <MessagePanel
        icon="warning"
        tone="danger"
        title={t('referralSignUp.loadFailedTitle')}
        description={t('referralSignUp.loadFailed')}
        action={
          <Button variant="secondary" icon="retry" loading={referral.isValidating} onClick={() => void referral.mutate()}>
            {t('referralSignUp.retry')}
          </Button>
        }
      />
    );
  } else if (!referral.data) {
    body = (
      <RequestSheet eyebrow={t('referralSignUp.eyebrow')} eyebrowIcon="referrals" title={t('referralSignUp.title')}>
        <Skeleton lines={6} height={18} label={t('referralSignUp.loading')} />
      </RequestSheet>
    );
  } else {
    body = <SignUpSheet referral={referral.data.referral} onSubmit={submit} />;
  }
  return <PublicLayout>{body}</PublicLayout>;
}
