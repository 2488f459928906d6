import type { ReferralPlan } from 'shared-api';
import { useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useSettingsT } from '../../../i18n';

export interface PlanCardProps {
  plan: ReferralPlan;
  /** Shown as a radio choice in the generate-code modal; without it, a plain card. */
  selected?: boolean;
  onSelect?: () => void;
  /** The radio group's name. */
  name?: string;
}

const Card = styled.label<{ $selected: boolean; $choice: boolean }>`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: ${({ theme, $selected }) => ($selected ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: ${({ $choice }) => ($choice ? 'pointer' : 'default')};

  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Radio = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(2)}`};
  margin-top: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Fact = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** A plan a referral code can offer: its trial, monthly price and the referred customer's discount per month. */
export function PlanCard({ plan, selected = false, onSelect, name }: PlanCardProps) {
  const { t } = useSettingsT();
  const format = useFormat();
  const { trial_period_days: trialDays, discount } = plan.metadata;
  return (
    <Card $selected={selected} $choice={Boolean(onSelect)}>
      {onSelect ? <Radio type="radio" name={name} checked={selected} onChange={onSelect} value={plan.id} /> : null}
      <Body>
        <Name>{plan.name}</Name>
        {plan.description ? <Description>{plan.description}</Description> : null}
        <Facts>
          <Fact>{trialDays > 0 ? t('referrals.plan.trial', { count: trialDays }) : t('referrals.plan.noTrial')}</Fact>
          <Fact>{t('referrals.plan.price', { price: format.currency(plan.price_monthly) })}</Fact>
          <Fact>{discount > 0 ? t('referrals.plan.discount', { discount: format.currency(discount) }) : t('referrals.plan.noDiscount')}</Fact>
        </Facts>
      </Body>
    </Card>
  );
}
