import { Button, LinkOnceNotice, Modal, Stack, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';
import type { ViewedRequest } from '../hooks/useRequestActions';

export interface RequestDetailsModalProps {
  viewed: ViewedRequest | null;
  resending?: boolean;
  onResend: () => void;
  onClose: () => void;
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(0.5)};
    dd {
      margin-bottom: ${({ theme }) => theme.spacing(1)};
    }
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * View Request: an open credential request as the portal knows it — who it was sent to, when, what was asked, the
 * message and its status — with Send again. Its link is kept only as a hash (ADR 0018), so it is shown here once,
 * right after Request Credential or Send again, and never opened from a list.
 */
export function RequestDetailsModal({ viewed, resending = false, onResend, onClose }: RequestDetailsModalProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  if (!viewed) return null;
  const { request, email, link } = viewed;
  const name = request.worker.full_name;
  const label = request.credential?.label ?? t('workers.sidebar.unknownCredential');
  return (
    <Modal
      open
      title={t('credentials.requestDetails.title', { credential: label, name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button loading={resending} onClick={onResend}>
            {t('credentials.requestDetails.sendAgain')}
          </Button>
        </>
      }
    >
      <Stack gap={2}>
        {link ? (
          <LinkOnceNotice
            title={t('credentials.requestDetails.linkSentTo', { name })}
            link={link}
            note={t('credentials.requestDetails.linkOnce')}
            copyLabel={t('credentials.requestDetails.copyLabel', { name })}
          />
        ) : null}
        <Details>
          <dt>{t('credentials.requestDetails.sentTo')}</dt>
          <dd>{email ? t('credentials.requestDetails.nameAndEmail', { name, email }) : `${name} · ${t('credentials.requestDetails.noEmail')}`}</dd>
          <dt>{t('credentials.requestDetails.credential')}</dt>
          <dd>{label}</dd>
          <dt>{t('credentials.requestDetails.requested')}</dt>
          <dd>{request.created_at_pretty_date}</dd>
          <dt>{t('credentials.requestDetails.lastSent')}</dt>
          <dd>{format.date(request.last_requested_date)}</dd>
          <dt>{t('credentials.requestDetails.message')}</dt>
          <dd>{request.message ?? t('credentials.requestDetails.noMessage')}</dd>
          <dt>{t('credentials.requestDetails.status')}</dt>
          <dd>{t('credentials.requestDetails.open', { name })}</dd>
        </Details>
        <Hint>{t('credentials.requestDetails.sendAgainHint')}</Hint>
      </Stack>
    </Modal>
  );
}
