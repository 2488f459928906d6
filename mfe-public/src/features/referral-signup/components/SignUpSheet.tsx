import { useState, type FormEvent } from 'react';
import { formErrorsFrom, MIN_PASSWORD_LENGTH, type PublicReferralResponse, type ReferralSignUpInput } from 'shared-api';
import { Alert, Button, TextField, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { FieldPair, FormFields, RequestSheet } from '../../../components/RequestSheet';
import { message, useMessageText, usePublicT, type Message } from '../../../i18n';
import { emptySignUp, SIGN_UP_FIELDS, signUpInput, validateSignUp, type SignUpErrors, type SignUpField, type SignUpValues } from '../utils/signUpForm';

export interface SignUpSheetProps {
  referral: PublicReferralResponse['referral'];
  /** Registers the company; resolves when the server accepted it, rejects with the ApiError otherwise. */
  onSubmit: (input: ReferralSignUpInput) => Promise<void>;
}

const Offer = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(2)}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Submit = styled.div`
  & > button {
    ${({ theme }) => theme.media.mobile} {
      width: 100%;
    }
  }
`;

const AUTOCOMPLETE: Record<SignUpField, string> = {
  company_name: 'organization',
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  password: 'new-password',
  confirm_password: 'new-password',
};

/** The sign-up form a referral link opens: the company, its owner and the owner's sign-in. */
export function SignUpSheet({ referral, onSubmit }: SignUpSheetProps) {
  const { t } = usePublicT();
  const format = useFormat();
  const text = useMessageText();
  const [values, setValues] = useState<SignUpValues>(emptySignUp);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [failure, setFailure] = useState<Message | null>(null);
  const [saving, setSaving] = useState(false);
  const { plan } = referral;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateSignUp(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(signUpInput(values));
    } catch (error) {
      const { fields, message: shown } = formErrorsFrom(error, SIGN_UP_FIELDS, '');
      setErrors(fields);
      setFailure(shown || (Object.keys(fields).length === 0 ? message('referralSignUp.failed') : null));
    } finally {
      setSaving(false);
    }
  }

  const field = (name: SignUpField, type: 'text' | 'email' | 'password' = 'text') => (
    <TextField
      label={t(`referralSignUp.fields.${name}`)}
      name={name}
      type={type}
      required
      autoComplete={AUTOCOMPLETE[name]}
      value={values[name]}
      error={errors[name] ? text(errors[name]) : undefined}
      hint={name === 'password' ? t('referralSignUp.passwordHint', { count: MIN_PASSWORD_LENGTH }) : undefined}
      onChange={(event) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      }}
    />
  );

  return (
    <RequestSheet
      eyebrow={t('referralSignUp.eyebrow')}
      eyebrowIcon="referrals"
      title={t('referralSignUp.title')}
      intro={
        <>
          <p>{t('referralSignUp.intro', { referrer: referral.referrer.name, plan: plan.name })}</p>
          <Offer aria-label={t('referralSignUp.offerLabel')}>
            <li>
              {plan.metadata.trial_period_days > 0
                ? t('referralSignUp.trial', { count: plan.metadata.trial_period_days })
                : t('referralSignUp.noTrial')}
            </li>
            <li>{t('referralSignUp.price', { price: format.currency(plan.price_monthly) })}</li>
            {plan.metadata.discount > 0 ? <li>{t('referralSignUp.discount', { discount: format.currency(plan.metadata.discount) })}</li> : null}
          </Offer>
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label={t('referralSignUp.title')}>
        <FormFields>
          {failure ? <Alert tone="danger">{text(failure)}</Alert> : null}
          {field('company_name')}
          <FieldPair>
            {field('first_name')}
            {field('last_name')}
          </FieldPair>
          {field('email', 'email')}
          <FieldPair>
            {field('password', 'password')}
            {field('confirm_password', 'password')}
          </FieldPair>
          <Submit>
            <Button type="submit" loading={saving}>
              {t('referralSignUp.submit')}
            </Button>
          </Submit>
        </FormFields>
      </form>
    </RequestSheet>
  );
}
