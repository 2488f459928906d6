import type { NotificationCard as NotificationCardData } from 'shared-api';
import { VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { useDashboardT } from '../../../i18n';
import { notificationLink } from '../utils/links';

const Article = styled.article<{ $color: string; $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.75)};
  padding: ${({ theme }) => `${theme.spacing(1.75)} ${theme.spacing(2.5)}`};
  background: ${({ theme, $unread }) => ($unread ? theme.tones.info.bg : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* The type's colour, as a bar beside the title: a coloured text of that lightness would not be readable. */
  border-left: 5px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(2)}`};
`;

const Title = styled.h2`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Unread = styled.span`
  padding: 0 ${({ theme }) => theme.spacing(0.75)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Meta = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Message = styled.p`
  overflow-wrap: anywhere;
`;

const Link = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface NotificationCardProps {
  notification: NotificationCardData;
}

/** One notification: the type's coloured title, the message, how long ago, and a link for the two types that have one. */
export function NotificationCard({ notification }: NotificationCardProps) {
  const { t } = useDashboardT();
  const { title, color } = notification.notification_card_title;
  const link = notificationLink(notification);
  const unread = !notification.is_read;
  return (
    <Article $color={color} $unread={unread} data-unread={unread}>
      <Head>
        <Title>
          <Swatch $color={color} aria-hidden="true" />
          {title}
        </Title>
        <Meta>
          {unread ? <Unread>{t('notificationsPage.unread')}</Unread> : null}
          <Time dateTime={notification.created_at}>{notification.created_at_diff_for_humans}</Time>
        </Meta>
      </Head>
      <Message>{notification.message}</Message>
      {link ? (
        <Link href={link.href} target="_blank" rel="noopener noreferrer">
          {t(link.kind === 'document' ? 'notificationsPage.viewDocument' : 'notificationsPage.viewUpload')}
          <VisuallyHidden> {t('notificationsPage.opensInNewWindow')}</VisuallyHidden>
        </Link>
      ) : null}
    </Article>
  );
}
