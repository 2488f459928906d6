import type { CustomerFeature, Subscription } from 'shared-api';
import { Badge, Card, CardData, CardList, CardListItem, EmptyState, Reserved, useFormat, type ReservedHeight } from 'shared-ui';
import styled from 'styled-components';
import { useSettingsT } from '../../../i18n';

/** Measured height of the loaded list at 1280 and 390 px: the demo account's seven features, named and described (e2e/tests/layout-stability.test.ts). */
const FEATURES_HEIGHT: ReservedHeight = { desktop: 428, mobile: 512 };
/** Measured height of the loaded plan at 1280 and 390 px (a phone stacks each label over its value). */
const SUBSCRIPTION_HEIGHT: ReservedHeight = { desktop: 171, mobile: 319 };

const Item = styled(CardListItem)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.25)};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Plan = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)}`};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2.5)};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);

    dd {
      margin-bottom: ${({ theme }) => theme.spacing(1)};
    }
  }
`;

export interface FeaturesCardProps {
  features?: CustomerFeature[];
  error?: unknown;
  onRetry: () => void;
}

/** The features the customer's account has, each with its name and description. */
export function FeaturesCard({ features, error, onRetry }: FeaturesCardProps) {
  const { t } = useSettingsT();
  return (
    <Card title={t('settings.features.title')} flush>
      <Reserved height={FEATURES_HEIGHT}>
        <CardData data={features} error={error} onRetry={onRetry} failedText={t('settings.features.loadFailed')} loadingLabel={t('settings.features.loading')}>
          {(listed) =>
            listed.length === 0 ? (
              <EmptyState icon="settings" title={t('settings.features.emptyTitle')} description={t('settings.features.emptyDescription')} />
            ) : (
              <CardList aria-label={t('settings.features.title')}>
                {listed.map((feature) => (
                  <Item key={feature.id}>
                    <strong>{feature.name}</strong>
                    {feature.description ? <span>{feature.description}</span> : null}
                  </Item>
                ))}
              </CardList>
            )
          }
        </CardData>
      </Reserved>
    </Card>
  );
}

export interface SubscriptionCardProps {
  /** The active subscription; null when there is none. undefined while loading. */
  subscription?: Subscription | null;
  error?: unknown;
  onRetry: () => void;
}

/** The active subscription: plan name, description, monthly price and trial end date. */
export function SubscriptionCard({ subscription, error, onRetry }: SubscriptionCardProps) {
  const { t } = useSettingsT();
  const format = useFormat();
  return (
    <Card title={t('settings.subscription.title')} flush>
      <Reserved height={SUBSCRIPTION_HEIGHT}>
        <CardData
          data={subscription}
          error={error}
          onRetry={onRetry}
          failedText={t('settings.subscription.loadFailed')}
          loadingLabel={t('settings.subscription.loading')}
        >
          {(active) =>
            active === null ? (
              <EmptyState icon="settings" title={t('settings.subscription.emptyTitle')} description={t('settings.subscription.emptyDescription')} />
            ) : (
              <Plan>
                <dt>{t('settings.subscription.plan')}</dt>
                <dd>
                  <strong>{active.subscription_plan.name}</strong>{' '}
                  <Badge tone={active.status === 'past_due' ? 'warning' : 'success'}>{t(`settings.subscription.status.${active.status}`)}</Badge>
                </dd>
                <dt>{t('settings.subscription.description')}</dt>
                <dd>{active.subscription_plan.description}</dd>
                <dt>{t('settings.subscription.price')}</dt>
                <dd>{t('settings.subscription.perMonth', { price: format.currency(active.subscription_plan.price_monthly) })}</dd>
                <dt>{t('settings.subscription.trialEnd')}</dt>
                <dd>
                  {active.stripe_subscription.trial_end ? format.date(active.stripe_subscription.trial_end) : t('settings.subscription.noTrial')}
                </dd>
              </Plan>
            )
          }
        </CardData>
      </Reserved>
    </Card>
  );
}
