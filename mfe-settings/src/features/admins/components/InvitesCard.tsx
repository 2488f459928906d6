import type { Invite } from 'shared-api';
import { Badge, Button, Card, CardData, CardList, CardListItem, EmptyState, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useSettingsT } from '../../../i18n';

const Item = styled(CardListItem)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)}`};
`;

const Who = styled.div`
  display: flex;
  flex: 1 1 220px;
  flex-direction: column;
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }

  span {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface InvitesCardProps {
  invites?: Invite[];
  error?: unknown;
  onRetry: () => void;
  busyIds?: number[];
  onResend: (invite: Invite) => void;
  onRevoke: (invite: Invite) => void;
}

/** Outstanding Invites (owners and admins only): who was invited and when, with resend and revoke. */
export function InvitesCard({ invites, error, onRetry, busyIds = [], onResend, onRevoke }: InvitesCardProps) {
  const { t } = useSettingsT();
  const format = useFormat();
  return (
    <Card title={t('admins.invites.title')} flush>
      <CardData data={invites} error={error} onRetry={onRetry} failedText={t('admins.invites.loadFailed')} loadingLabel={t('admins.invites.loading')}>
        {(listed) =>
          listed.length === 0 ? (
            <EmptyState icon="admins" title={t('admins.invites.emptyTitle')} description={t('admins.invites.emptyDescription')} />
          ) : (
            <CardList aria-label={t('admins.invites.title')}>
              {listed.map((invite) => (
                <Item key={invite.id}>
                  <Who>
                    <strong>
                      {invite.email}
                      {invite.is_expired ? (
                        <>
                          {' '}
                          <Badge tone="warning">{t('admins.invites.expired')}</Badge>
                        </>
                      ) : null}
                    </strong>
                    <span>
                      {t('admins.invites.invitedOn', {
                        role: t(`admins.roles.${invite.role}`),
                        date: format.dateTime(invite.created_at),
                        ago: invite.created_at_diff_for_humans,
                      })}
                    </span>
                  </Who>
                  <Actions>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busyIds.includes(invite.id)}
                      aria-label={t('admins.invites.resendLabel', { email: invite.email })}
                      onClick={() => onResend(invite)}
                    >
                      {t('admins.invites.resend')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busyIds.includes(invite.id)}
                      aria-label={t('admins.invites.revokeLabel', { email: invite.email })}
                      onClick={() => onRevoke(invite)}
                    >
                      {t('admins.invites.revoke')}
                    </Button>
                  </Actions>
                </Item>
              ))}
            </CardList>
          )
        }
      </CardData>
    </Card>
  );
}
