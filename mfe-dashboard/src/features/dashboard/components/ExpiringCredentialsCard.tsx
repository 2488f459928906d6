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
  type TableColumn,
} from 'shared-ui';
import styled from 'styled-components';
import type { ExpiringView } from '../api/useExpiringCredentials';
import { CardContent, CardLink, Footer } from './CardContent';
import type { AsyncState, ExpandableProps } from './types';

/** Credential names longer than this are cut with an ellipsis; the full name is the tooltip (spec §9). */
export const CREDENTIAL_NAME_MAX = 25;

const VIEWS = [
  { value: 'expiring' as const, label: 'Expiring (90 days)' },
  { value: 'expired' as const, label: 'Expired' },
];

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

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Relative expiry ("in 2 weeks"), the date under it, and the Expired badge when it has passed. */
function ExpiryCell({ credential }: { credential: UserCredential }) {
  const relative = credential.expiry_diff_for_humans;
  const pretty = credential.expires_pretty_date;
  return (
    <>
      <Expiry>
        {relative ?? pretty ?? <Muted>No expiry date</Muted>}
        {credential.is_expired ? (
          <Badge tone="danger" shape="pill">
            Expired
          </Badge>
        ) : null}
      </Expiry>
      {relative && pretty ? <Muted>{pretty}</Muted> : null}
    </>
  );
}

const columns: TableColumn<UserCredential>[] = [
  { key: 'worker', header: 'Worker', render: (credential) => credential.worker?.full_name ?? '—' },
  {
    key: 'name',
    header: 'Credential',
    render: (credential) => <TruncatedText text={credential.name} max={CREDENTIAL_NAME_MAX} />,
  },
  { key: 'expiry', header: 'Expiry', render: (credential) => <ExpiryCell credential={credential} /> },
];

export interface ExpiringCredentialsCardProps extends ExpandableProps {
  view: ExpiringView;
  onViewChange: (view: ExpiringView) => void;
  /** The first rows of the chosen list. */
  state: AsyncState<UserCredential[]>;
  /** The customer lacks the credentials feature (the list answered 403): the body is covered by the notice. */
  featureUnavailable?: boolean;
}

export function ExpiringCredentialsCard({
  view,
  onViewChange,
  state,
  featureUnavailable = false,
  expanded,
  onToggleExpand,
}: ExpiringCredentialsCardProps) {
  if (featureUnavailable) {
    return (
      <Card title="Expiring Credentials" expandable expanded={expanded} onToggleExpand={onToggleExpand} flush>
        <FeatureUnavailable>
          <Placeholder>
            <Skeleton lines={8} height={16} label="Credentials preview" />
          </Placeholder>
        </FeatureUnavailable>
      </Card>
    );
  }
  return (
    <Card
      title="Expiring Credentials"
      actions={<ToggleGroup aria-label="Credentials to show" items={VIEWS} value={view} onChange={onViewChange} />}
      expandable
      expanded={expanded}
      onToggleExpand={onToggleExpand}
      flush
    >
      <CardContent
        state={state}
        what="the credentials"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            icon="credential"
            title={view === 'expired' ? 'No expired credentials' : 'Nothing expires in the next 90 days'}
          />
        }
      >
        {(rows) => (
          <Table
            caption={view === 'expired' ? 'Expired credentials' : 'Credentials expiring within 90 days'}
            columns={columns}
            rows={rows}
            getRowKey={(credential) => credential.id}
            rowTone={(credential) => (credential.is_expired ? 'danger' : undefined)}
          />
        )}
      </CardContent>
      <Footer>
        <CardLink to="/credentials?page-name=credentials&expiring=90_days">View All Expiring Credentials</CardLink>
      </Footer>
    </Card>
  );
}
