import type {
  CrewsSummaryResponse,
  NotificationItem,
  UserCredential,
  WorkerTagSummary,
  WorkersSummaryResponse,
} from 'shared-api';
import { Grid, PageHeader } from 'shared-ui';
import type { ExpiringTotals, ExpiringView } from '../api/useExpiringCredentials';
import { useExpandedCards } from '../hooks/useExpandedCards';
import { CrewsCard } from './CrewsCard';
import { ExpiringCredentialsCard } from './ExpiringCredentialsCard';
import { NotificationsCard } from './NotificationsCard';
import { WorkerTagsCard } from './WorkerTagsCard';
import { WorkersCard } from './WorkersCard';
import type { AsyncState } from './types';

export interface DashboardViewProps {
  greeting: string;
  workers: AsyncState<WorkersSummaryResponse>;
  credentialsView: ExpiringView;
  onCredentialsViewChange: (view: ExpiringView) => void;
  credentials: AsyncState<UserCredential[]>;
  /** How many credentials each view holds (undefined while loading). */
  credentialsTotals?: ExpiringTotals;
  /** The customer lacks the credentials feature: the credentials card shows the feature notice. */
  credentialsUnavailable?: boolean;
  crews: AsyncState<CrewsSummaryResponse>;
  tags: AsyncState<WorkerTagSummary[]>;
  notifications: AsyncState<NotificationItem[]>;
}

export function DashboardView(props: DashboardViewProps) {
  const { isExpanded, toggle } = useExpandedCards();
  const expandable = (key: string) => ({ expanded: isExpanded(key), onToggleExpand: () => toggle(key) });
  return (
    <>
      <PageHeader title={props.greeting} />
      {/* Two columns at desktop width, one on a phone; an expanded card spans the row (Card sets grid-column). */}
      <Grid minColumnWidth={440}>
        <WorkersCard state={props.workers} {...expandable('workers')} />
        <ExpiringCredentialsCard
          view={props.credentialsView}
          onViewChange={props.onCredentialsViewChange}
          state={props.credentials}
          totals={props.credentialsTotals}
          featureUnavailable={props.credentialsUnavailable}
          {...expandable('credentials')}
        />
        <CrewsCard state={props.crews} {...expandable('crews')} />
        <WorkerTagsCard state={props.tags} {...expandable('tags')} />
        <NotificationsCard state={props.notifications} {...expandable('notifications')} />
      </Grid>
    </>
  );
}
