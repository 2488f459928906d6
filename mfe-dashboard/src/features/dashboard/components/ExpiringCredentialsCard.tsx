import type { UserCredential } from 'shared-api';
import {
  Badge,
  Card,
  EmptyState,
  FeatureUnavailable,
  OneLine,
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

/** Measured height of the loaded body at 1280 and 390 px: EXPIRING_ROWS credentials of two lines each, in a table (a list on a phone) whose rows never wrap (e2e/tests/layout-stability.test.ts). */
const CREDENTIALS_HEIGHT: ReservedHeight = { desktop: 688, mobile: 689 };

/** Credential names longer than this are cut with an ellipsis; the full name is the tooltip (spec §9). */
export const CREDENTIAL_NAME_MAX = 25;

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

/**
 * Two lines of a cell or a phone item, each as tall with a badge as without and cut with an ellipsis rather than
 * wrapped, so every row is as tall whatever the names, dates and languages (issue 26: one wrapped row grew the card
 * by 15 px on a phone on some days of the demo seed).
 */
const Lines = styled.span`
  display: flex;
  flex-direction: column;
  justify-content: center;
  height: 44px;
`;

const Line = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  height: 22px;
  min-width: 0;
  white-space: nowrap;
`;

/** The part of a line that gives way when the line is too narrow. */
const Fill = styled(OneLine)`
  flex: 0 1 auto;
  min-width: 0;
`;

/** A phone's item keeps its end on the right: the expiry on the first line, the date on the second. */
const End = styled.span`
  flex: none;
  margin-left: auto;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const NeedsReview = () => {
  const { t } = useDashboardT();
  return (
    <Badge tone="warning" shape="pill">
      {t('credentials.needsReview')}
    </Badge>
  );
};

const ExpiredBadge = () => {
  const { t } = useDashboardT();
  return (
    <Badge tone="danger" shape="pill">
      {t('credentials.expired')}
    </Badge>
  );
};

const worker = (credential: UserCredential) =>
  credential.worker ? <WorkerLink to={`/workers/${credential.worker.id}`}>{credential.worker.full_name}</WorkerLink> : '—';

const credentialName = (credential: UserCredential) => <TruncatedText text={credential.name} max={CREDENTIAL_NAME_MAX} />;

/** The relative expiry ("in 2 weeks"), or the date when there is none, or "No expiry". */
function ExpiryText({ credential }: { credential: UserCredential }) {
  const { t } = useDashboardT();
  return <>{credential.expiry_diff_for_humans ?? credential.expires_pretty_date ?? <Muted>{t('credentials.noExpiry')}</Muted>}</>;
}

/** The date under the relative expiry, when both are known. */
const expiryDate = (credential: UserCredential) =>
  credential.expiry_diff_for_humans && credential.expires_pretty_date ? <Muted>{credential.expires_pretty_date}</Muted> : null;

/** The name and, under it, the Needs review pill of a credential nobody confirmed yet. */
function NameCell({ credential }: { credential: UserCredential }) {
  return (
    <Lines>
      <Line>
        <Fill>{credentialName(credential)}</Fill>
      </Line>
      {credential.needs_review ? (
        <Line>
          <NeedsReview />
        </Line>
      ) : null}
    </Lines>
  );
}

/** Relative expiry ("in 2 weeks") with the Expired badge when it has passed, and the date under it. */
function ExpiryCell({ credential }: { credential: UserCredential }) {
  return (
    <Lines>
      <Line>
        <Fill>
          <ExpiryText credential={credential} />
        </Fill>
        {credential.is_expired ? <ExpiredBadge /> : null}
      </Line>
      <Line>
        <Fill>{expiryDate(credential)}</Fill>
      </Line>
    </Lines>
  );
}

/** On a phone, one item a credential: the worker and the expiry on the first line, the credential and its date on the second. */
function PhoneCredential({ credential }: { credential: UserCredential }) {
  return (
    <Lines>
      <Line>
        <Fill>{worker(credential)}</Fill>
        <End>
          <ExpiryText credential={credential} />
        </End>
        {credential.is_expired ? <ExpiredBadge /> : null}
      </Line>
      <Line>
        <Fill>{credentialName(credential)}</Fill>
        {credential.needs_review ? <NeedsReview /> : null}
        <End>{expiryDate(credential)}</End>
      </Line>
    </Lines>
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
    // The worker's panel on the workers page.
    { key: 'worker', header: t('credentials.worker'), width: '32%', render: worker },
    { key: 'name', header: t('credentials.credential'), width: '38%', render: (credential) => <NameCell credential={credential} /> },
    { key: 'expiry', header: t('credentials.expiry'), width: '30%', render: (credential) => <ExpiryCell credential={credential} /> },
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
            renderPhoneItem={(credential) => <PhoneCredential credential={credential} />}
            oneLine
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
