import type { CrewNotification } from 'shared-api';
import { EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The crew's notifications: title, message and how long ago. */
export function NotificationList({ notifications }: { notifications: CrewNotification[] }) {
  const { t } = useCrewsT();
  if (notifications.length === 0) return <EmptyState icon="bell" title={t('notifications.empty')} description={t('notifications.emptyHint')} />;
  return (
    <List>
      {notifications.map((notification) => (
        <Item key={notification.id}>
          <Title>{notification.notification_card_title.title}</Title>
          <Text>{notification.message}</Text>
          <Meta>{notification.created_at_diff_for_humans}</Meta>
        </Item>
      ))}
    </List>
  );
}
