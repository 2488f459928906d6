import { SentLinkDetailsModal, useFormat } from 'shared-ui';
import { useCrewsT } from '../../../i18n';
import type { ViewedRequest } from '../hooks/useRequestActions';

export interface RequestDetailsModalProps {
  viewed: ViewedRequest | null;
  resending?: boolean;
  onResend: () => void;
  onClose: () => void;
}

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
    <SentLinkDetailsModal
      title={t('credentials.requestDetails.title', { credential: label, name })}
      details={[
        {
          term: t('credentials.requestDetails.sentTo'),
          description: email ? t('credentials.requestDetails.nameAndEmail', { name, email }) : `${name} · ${t('credentials.requestDetails.noEmail')}`,
        },
        { term: t('credentials.requestDetails.credential'), description: label },
        { term: t('credentials.requestDetails.requested'), description: request.created_at_pretty_date },
        { term: t('credentials.requestDetails.lastSent'), description: format.date(request.last_requested_date) },
        { term: t('credentials.requestDetails.message'), description: request.message ?? t('credentials.requestDetails.noMessage') },
        { term: t('credentials.requestDetails.status'), description: t('credentials.requestDetails.open', { name }) },
      ]}
      link={link}
      linkTitle={t('credentials.requestDetails.linkSentTo', { name })}
      linkNote={t('credentials.requestDetails.linkOnce')}
      copyLabel={t('credentials.requestDetails.copyLabel', { name })}
      hint={t('credentials.requestDetails.sendAgainHint')}
      closeLabel={t('common.close')}
      sendAgainLabel={t('credentials.requestDetails.sendAgain')}
      resending={resending}
      onResend={onResend}
      onClose={onClose}
    />
  );
}
