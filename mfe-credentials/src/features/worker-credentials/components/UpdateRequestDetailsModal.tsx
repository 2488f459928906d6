import type { ActiveUpdateRequest, WorkerUserCredential } from 'shared-api';
import { SentLinkDetailsModal } from 'shared-ui';
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

/**
 * View request: an open update request as the portal knows it — the worker it went to, the credential, when and
 * the message — with Send again. Its link is shown here once, right after the request was made or sent again.
 */
export function UpdateRequestDetailsModal({ credential, request, link, resending = false, onResend, onClose }: UpdateRequestDetailsModalProps) {
  const { t } = useCredentialsT();
  const worker = credential.worker?.full_name ?? t('common.noWorker');
  return (
    <SentLinkDetailsModal
      title={t('requestDetails.title', { credential: credential.name })}
      details={[
        { term: t('requestDetails.sentTo'), description: worker },
        { term: t('common.credential'), description: credential.name },
        { term: t('requestDetails.requested'), description: request.created_diff_for_humans },
        { term: t('common.message'), description: request.message ?? t('requests.noMessage') },
        { term: t('requestDetails.status'), description: t('requestDetails.open', { name: worker }) },
      ]}
      link={link}
      linkTitle={t('requestDetails.linkSentTo', { name: worker })}
      linkNote={t('requestDetails.linkOnce')}
      copyLabel={t('requestDetails.copyLabel', { name: worker })}
      hint={t('requestDetails.sendAgainHint')}
      closeLabel={t('common.close')}
      sendAgainLabel={t('requestDetails.sendAgain')}
      resending={resending}
      onResend={onResend}
      onClose={onClose}
    />
  );
}
