import { useState, type FormEvent } from 'react';
import { formErrorsFrom, useReferralPlans } from 'shared-api';
import { EmptyState, FormModal, RetryAlert, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { getSettingsT, useSettingsT } from '../../../i18n';
import { PlanCard } from './PlanCard';

export interface GenerateCodeModalProps {
  onClose: () => void;
  /** Creates the code on the server; a rejected ApiError's message shows above the plans. */
  onGenerate: (planId: number) => Promise<unknown>;
}

const Plans = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing(1)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** + Code: choose the plan a new referral code offers. */
export function GenerateCodeModal({ onClose, onGenerate }: GenerateCodeModalProps) {
  const { t } = useSettingsT();
  const plans = useReferralPlans();
  const [planId, setPlanId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (planId === null) {
      setFailure(getSettingsT()('referrals.generate.choosePlan'));
      return;
    }
    setFailure(null);
    setSaving(true);
    try {
      await onGenerate(planId);
    } catch (error) {
      const { fields, message } = formErrorsFrom(error, ['plan_id'], getSettingsT()('referrals.generate.failed'));
      setFailure(fields.plan_id ?? message);
    } finally {
      setSaving(false);
    }
  }

  const listed = plans.data?.plans;
  return (
    <FormModal
      title={t('referrals.generate.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('referrals.generate.submit')}
      saving={saving}
      submitDisabled={!listed || listed.length === 0}
      failure={failure}
      layout="plain"
    >
      {plans.error && !listed ? (
        <RetryAlert onRetry={() => void plans.mutate()}>{t('referrals.generate.plansFailed')}</RetryAlert>
      ) : !listed ? (
        <Skeleton lines={3} height={48} label={t('referrals.generate.plansLoading')} />
      ) : listed.length === 0 ? (
        <EmptyState icon="info" title={t('referrals.generate.noPlans')} />
      ) : (
        <Plans>
          <legend>{t('referrals.generate.plan')}</legend>
          {listed.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              name="plan_id"
              selected={planId === plan.id}
              onSelect={() => {
                setPlanId(plan.id);
                setFailure(null);
              }}
            />
          ))}
        </Plans>
      )}
    </FormModal>
  );
}
