import type { ActiveUpdateRequest, WorkerUserCredential } from 'shared-api';
import { Button, LinkOnceNotice, Modal, Stack } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';

export interface UpdateRequestDetailsModalProps {
  credential: WorkerUserCredential;
  request: ActiveUpdateRequest;
  /** Only right after the request was made or sent again: the server keeps the token's hash only (ADR 0018). */
  link: string | null;
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
    white-space: pre-line;
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
 * View request: an open update request as the portal knows it — the worker it went to, the credential, when and
 * the message — with Send again. Its link is shown here once, right after the request was made or sent again.
 */
export function UpdateRequestDetailsModal({ credential, request, link, resending = false, onResend, onClose }: UpdateRequestDetailsModalProps) {
  const { t } = useCredentialsT();
  const worker = credential.worker?.full_name ?? t('common.noWorker');
  return (
    <Modal
      open
      title={t('requestDetails.title', { credential: credential.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button loading={resending} onClick={onResend}>
            {t('requestDetails.sendAgain')}
          </Button>
        </>
      }
    >
      <Stack gap={2}>
        {link ? (
          <LinkOnceNotice
            title={t('requestDetails.linkSentTo', { name: worker })}
            link={link}
            note={t('requestDetails.linkOnce')}
            copyLabel={t('requestDetails.copyLabel', { name: worker })}
          />
        ) : null}
        <Details>
          <dt>{t('requestDetails.sentTo')}</dt>
          <dd>{worker}</dd>
          <dt>{t('common.credential')}</dt>
          <dd>{credential.name}</dd>
          <dt>{t('requestDetails.requested')}</dt>
          <dd>{request.created_diff_for_humans}</dd>
          <dt>{t('common.message')}</dt>
          <dd>{request.message ?? t('requests.noMessage')}</dd>
          <dt>{t('requestDetails.status')}</dt>
          <dd>{t('requestDetails.open', { name: worker })}</dd>
        </Details>
        <Hint>{t('requestDetails.sendAgainHint')}</Hint>
      </Stack>
    </Modal>
  );
}
