import { useCrewNotifications } from 'shared-api';
import { Button, Card, RetryAlert, Skeleton, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';
import { useLayoutCrew } from '../../crew-layout';
import { NotificationList } from './NotificationList';

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing(1.5)};
`;

/** /crews/{id}/notifications: the crew's notifications, pages appended. */
export default function CrewNotificationsPage() {
  const crew = useLayoutCrew();
  const { t } = useCrewsT();
  useDocumentTitle(t('notifications.documentTitle', { crew: crew.name }));
  const notifications = useCrewNotifications(crew.id);
  const pages = notifications.data ?? [];
  const hasMore = Boolean(pages.at(-1)?.notifications.next_page_url);
  let body;
  if (notifications.error && !notifications.data) {
    body = (
      <RetryAlert onRetry={() => void notifications.mutate()} loading={notifications.isValidating}>
        {t('notifications.loadFailed')}
      </RetryAlert>
    );
  } else if (!notifications.data) {
    body = <Skeleton lines={4} label={t('notifications.loading')} />;
  } else {
    body = (
      <>
        <NotificationList notifications={pages.flatMap((page) => page.notifications.data)} />
        {hasMore ? (
          <More>
            <Button variant="secondary" loading={notifications.isValidating && notifications.size > pages.length} onClick={() => void notifications.setSize(notifications.size + 1)}>
              {t('common.loadMore')}
            </Button>
          </More>
        ) : null}
      </>
    );
  }
  return <Card title={t('notifications.title')}>{body}</Card>;
}
