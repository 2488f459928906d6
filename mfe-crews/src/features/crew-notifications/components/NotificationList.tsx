import type { CrewNotification } from 'shared-api';
import { EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { RowList, RowNote } from '../../../components/Rows';
import { useCrewsT } from '../../../i18n';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(1.5)} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Text = styled.p`
  overflow-wrap: anywhere;
`;

/** The crew's notifications: title, message and how long ago. */
export function NotificationList({ notifications }: { notifications: CrewNotification[] }) {
  const { t } = useCrewsT();
  if (notifications.length === 0) return <EmptyState icon="bell" title={t('notifications.empty')} description={t('notifications.emptyHint')} />;
  return (
    <RowList>
      {notifications.map((notification) => (
        <Item key={notification.id}>
          <Title>{notification.notification_card_title.title}</Title>
          <Text>{notification.message}</Text>
          <RowNote>{notification.created_at_diff_for_humans}</RowNote>
        </Item>
      ))}
    </RowList>
  );
}
