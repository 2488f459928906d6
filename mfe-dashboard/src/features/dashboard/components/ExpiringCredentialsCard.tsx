import type { UserCredential } from 'shared-api';
import {
  Badge,
  Card,
  EmptyState,
  FeatureUnavailable,
  Skeleton,
  Table,
  ToggleGroup,
  TruncatedText,
  useFormat,
  type ReservedHeight,
  type TableColumn,
} from 'shared-ui';
import styled from 'styled-components';
import { DashboardTrans, useDashboardT } from '../../../i18n';
import { credentialsPageLink, type ExpiringTotals, type ExpiringView } from '../api/useExpiringCredentials';
import { CardContent, CardLink, Footer } from './CardContent';
import type { AsyncState, ExpandableProps } from './types';

/** Measured height of the loaded body at 1280 and 390 px: A table of EXPIRING_ROWS credentials (two lines each; on a phone names wrap). (e2e/tests/layout-stability.test.ts). */
const CREDENTIALS_HEIGHT: ReservedHeight = { desktop: 638, mobile: 758 };

/** Credential names longer than this are cut with an ellipsis; the full name is the tooltip (spec §9). */
export const CREDENTIAL_NAME_MAX = 25;

const Expiry = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(1)}`};
  white-space: nowrap;
`;

const Placeholder = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

/** The totals on a line of their own above the link, as tall loaded as loading (two lines on a phone, for French). */
const TotalsFooter = styled(Footer)`
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

const Totals = styled.p`
  flex-basis: 100%;
  margin: 0;
  min-height: 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 20px;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }

  /* A dot between the two totals, drawn so it is not read out. */
  span + span::before {
    content: '·';
    margin-right: ${({ theme }) => theme.spacing(0.75)};
  }

  ${({ theme }) => theme.media.mobile} {
    min-height: 40px;
  }
`;

const WorkerLink = styled(CardLink)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The name and, under it, the Needs review pill of a credential nobody confirmed yet (as tall as the expiry cell). */
function NameCell({ credential }: { credential: UserCredential }) {
  const { t } = useDashboardT();
  return (
    <>
      <TruncatedText text={credential.name} max={CREDENTIAL_NAME_MAX} />
      {credential.needs_review ? (
        <Muted>
          <Badge tone="warning" shape="pill">
            {t('credentials.needsReview')}
          </Badge>
        </Muted>
      ) : null}
    </>
  );
}

/** Relative expiry ("in 2 weeks"), the date under it, and the Expired badge when it has passed. */
function ExpiryCell({ credential }: { credential: UserCredential }) {
  const { t } = useDashboardT();
  const relative = credential.expiry_diff_for_humans;
  const pretty = credential.expires_pretty_date;
  return (
    <>
      <Expiry>
        {relative ?? pretty ?? <Muted>{t('credentials.noExpiry')}</Muted>}
        {credential.is_expired ? (
          <Badge tone="danger" shape="pill">
            {t('credentials.expired')}
          </Badge>
        ) : null}
      </Expiry>
      {relative && pretty ? <Muted>{pretty}</Muted> : null}
    </>
  );
}

export interface ExpiringCredentialsCardProps extends ExpandableProps {
  view: ExpiringView;
  onViewChange: (view: ExpiringView) => void;
  /** The first rows of the chosen list. */
  state: AsyncState<UserCredential[]>;
  /** How many credentials expire within 90 days and how many have expired (undefined while loading). */
  totals?: ExpiringTotals;
  /** The customer lacks the credentials feature (the list answered 403): the body is covered by the notice. */
  featureUnavailable?: boolean;
}

export function ExpiringCredentialsCard({
  view,
  onViewChange,
  state,
  totals = {},
  featureUnavailable = false,
  expanded,
  onToggleExpand,
}: ExpiringCredentialsCardProps) {
  const { t } = useDashboardT();
  const format = useFormat();
  if (featureUnavailable) {
    return (
      <Card title={t('credentials.title')} expandable expanded={expanded} onToggleExpand={onToggleExpand} flush>
        <FeatureUnavailable>
          <Placeholder>
            <Skeleton lines={8} height={16} label={t('credentials.preview')} />
          </Placeholder>
        </FeatureUnavailable>
      </Card>
    );
  }
  const views = [
    { value: 'expiring' as const, label: t('credentials.viewExpiring') },
    { value: 'expired' as const, label: t('credentials.viewExpired') },
  ];
  // The expiry is the server's relative time and date (expiry_diff_for_humans, expires_pretty_date), in the request's language.
  const columns: TableColumn<UserCredential>[] = [
    {
      key: 'worker',
      header: t('credentials.worker'),
      // The worker's panel on the workers page.
      render: (credential) =>
        credential.worker ? <WorkerLink to={`/workers/${credential.worker.id}`}>{credential.worker.full_name}</WorkerLink> : '—',
    },
    {
      key: 'name',
      header: t('credentials.credential'),
      render: (credential) => <NameCell credential={credential} />,
    },
    { key: 'expiry', header: t('credentials.expiry'), render: (credential) => <ExpiryCell credential={credential} /> },
  ];
  return (
    <Card
      title={t('credentials.title')}
      actions={<ToggleGroup aria-label={t('credentials.toggle')} items={views} value={view} onChange={onViewChange} />}
      expandable
      expanded={expanded}
      onToggleExpand={onToggleExpand}
      flush
    >
      <CardContent
        reserve={CREDENTIALS_HEIGHT}
        state={state}
        failedText={t('credentials.loadFailed')}
        loadingLabel={t('credentials.loading')}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            icon="credential"
            title={view === 'expired' ? t('credentials.emptyExpired') : t('credentials.emptyExpiring')}
          />
        }
      >
        {(rows) => (
          <Table
            caption={view === 'expired' ? t('credentials.captionExpired') : t('credentials.captionExpiring')}
            columns={columns}
            rows={rows}
            getRowKey={(credential) => credential.id}
            rowTone={(credential) => (credential.is_expired ? 'danger' : undefined)}
          />
        )}
      </CardContent>
      <TotalsFooter>
        <Totals>
          {totals.expiring !== undefined && totals.expired !== undefined ? (
            <>
              <span>
                <DashboardTrans
                  i18nKey="credentials.totalExpiring"
                  count={totals.expiring}
                  values={{ value: format.number(totals.expiring) }}
                  components={[<strong key="figure" />]}
                />
              </span>{' '}
              <span>
                <DashboardTrans
                  i18nKey="credentials.totalExpired"
                  count={totals.expired}
                  values={{ value: format.number(totals.expired) }}
                  components={[<strong key="figure" />]}
                />
              </span>
            </>
          ) : null}
        </Totals>
        <CardLink to={credentialsPageLink(view)}>{view === 'expired' ? t('credentials.viewAllExpired') : t('credentials.viewAll')}</CardLink>
      </TotalsFooter>
    </Card>
  );
}
