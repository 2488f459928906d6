import { useState } from 'react';
import { resendUpdateRequest, useUpdateRequests, withdrawUpdateRequest, type CredentialUpdateRequest } from 'shared-api';
import { Card, CardData, CardPager, LinkOnceNotice, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { EN_CREDENTIALS, getCredentialsT, useCredentialsT } from '../../../i18n';
import { UpdateRequestList } from './UpdateRequestList';

/** The English texts (the tests compare with them); the tab shows the reader's language. */
export const WITHDRAW_CONFIRM = EN_CREDENTIALS.requests.withdrawConfirm;
export const WITHDRAWN_MESSAGE = EN_CREDENTIALS.requests.withdrawn;

const Padded = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

/**
 * Update Requests tab: the open requests for updated documents, paged; a withdrawn one leaves the list. Send again
 * e-mails a new link and shows it once (only its hash is kept, ADR 0018).
 */
export function UpdateRequestsTab() {
  const { t } = useCredentialsT();
  const [page, setPage] = useState(1);
  const requests = useUpdateRequests(page);
  const confirm = useConfirm();
  const toast = useToast();
  const [busyIds, setBusyIds] = useState<number[]>([]);
  const [resendingIds, setResendingIds] = useState<number[]>([]);
  const [issued, setIssued] = useState<{ id: number; name: string; credential: string; link: string } | null>(null);

  async function resend(request: CredentialUpdateRequest) {
    const name = request.user_credential.worker?.full_name ?? t('common.noWorker');
    if (!(await confirm(t('requestDetails.confirm', { name }), { title: t('requestDetails.confirmTitle'), confirmLabel: t('requestDetails.sendAgain') }))) return;
    setResendingIds((ids) => [...ids, request.id]);
    try {
      const response = await resendUpdateRequest(request.id);
      setIssued({ id: request.id, name, credential: request.user_credential.name, link: response.link });
      toast.success(response.message);
      await requests.mutate();
    } catch (error) {
      toast.error((error as Error).message || getCredentialsT()('requestDetails.resendFailed'));
    } finally {
      setResendingIds((ids) => ids.filter((id) => id !== request.id));
    }
  }

  async function withdraw(request: CredentialUpdateRequest) {
    if (!(await confirm(t('requests.withdrawConfirm'), { title: t('requests.withdrawTitle'), confirmLabel: t('requests.withdraw'), tone: 'danger' }))) {
      return;
    }
    setBusyIds((ids) => [...ids, request.id]);
    try {
      const { message } = await withdrawUpdateRequest(request.id);
      if (issued?.id === request.id) setIssued(null);
      const listed = requests.data?.update_requests;
      // The last request of a later page is gone: show the page before it.
      if (listed && listed.data.length === 1 && page > 1) {
        setPage(page - 1);
      } else {
        await requests.mutate(
          (current) =>
            current && {
              update_requests: { ...current.update_requests, data: current.update_requests.data.filter(({ id }) => id !== request.id) },
            },
          { revalidate: true },
        );
      }
      // The answer may come after a switch of language: the toasts speak the language of that moment.
      toast.success(message || getCredentialsT()('requests.withdrawn'));
    } catch (error) {
      toast.error((error as Error).message || getCredentialsT()('requests.withdrawFailed'));
    } finally {
      setBusyIds((ids) => ids.filter((id) => id !== request.id));
    }
  }

  const listed = requests.data?.update_requests;

  return (
    <Card title={t('requests.title')} flush>
      <CardData
        data={listed}
        error={requests.error}
        onRetry={() => void requests.mutate()}
        failedText={t('requests.loadFailed', { message: (requests.error as Error | undefined)?.message })}
        loadingLabel={t('requests.loading')}
        loadingLines={5}
      >
        {(open) => (
          <>
            {issued ? (
              <Padded>
                <LinkOnceNotice
                  title={t('requestDetails.newLinkFor', { name: issued.name, credential: issued.credential })}
                  link={issued.link}
                  note={t('requestDetails.linkOnce')}
                  copyLabel={t('requestDetails.copyLabel', { name: issued.name })}
                  onDismiss={() => setIssued(null)}
                />
              </Padded>
            ) : null}
            <UpdateRequestList
              requests={open.data}
              busyIds={busyIds}
              resendingIds={resendingIds}
              onWithdraw={(request) => void withdraw(request)}
              onResend={(request) => void resend(request)}
            />
            <CardPager aria-label={t('requests.pages')} currentPage={open.current_page} lastPage={open.last_page} onPageChange={setPage} />
          </>
        )}
      </CardData>
    </Card>
  );
}
