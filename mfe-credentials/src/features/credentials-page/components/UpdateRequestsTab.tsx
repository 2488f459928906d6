import { useState } from 'react';
import { useUpdateRequests, withdrawUpdateRequest, type CredentialUpdateRequest } from 'shared-api';
import { Card, Pagination, RetryAlert, Skeleton, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { EN_CREDENTIALS, getCredentialsT, useCredentialsT } from '../../../i18n';
import { UpdateRequestList } from './UpdateRequestList';

/** The English texts (the tests compare with them); the tab shows the reader's language. */
export const WITHDRAW_CONFIRM = EN_CREDENTIALS.requests.withdrawConfirm;
export const WITHDRAWN_MESSAGE = EN_CREDENTIALS.requests.withdrawn;

const Padded = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

const Footer = styled.div`
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2.5)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Update Requests tab: the open requests for updated documents, paged; a withdrawn one leaves the list. */
export function UpdateRequestsTab() {
  const { t } = useCredentialsT();
  const [page, setPage] = useState(1);
  const requests = useUpdateRequests(page);
  const confirm = useConfirm();
  const toast = useToast();
  const [busyIds, setBusyIds] = useState<number[]>([]);

  async function withdraw(request: CredentialUpdateRequest) {
    if (!(await confirm(t('requests.withdrawConfirm'), { title: t('requests.withdrawTitle'), confirmLabel: t('requests.withdraw'), tone: 'danger' }))) {
      return;
    }
    setBusyIds((ids) => [...ids, request.id]);
    try {
      const { message } = await withdrawUpdateRequest(request.id);
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
      {requests.error && !listed ? (
        <Padded>
          <RetryAlert onRetry={() => void requests.mutate()}>
            {t('requests.loadFailed', { message: (requests.error as Error).message })}
          </RetryAlert>
        </Padded>
      ) : !listed ? (
        <Padded>
          <Skeleton lines={5} height={18} label={t('requests.loading')} />
        </Padded>
      ) : (
        <>
          <UpdateRequestList requests={listed.data} busyIds={busyIds} onWithdraw={(request) => void withdraw(request)} />
          {listed.last_page > 1 ? (
            <Footer>
              <Pagination
                aria-label={t('requests.pages')}
                currentPage={listed.current_page}
                lastPage={listed.last_page}
                onPageChange={setPage}
              />
            </Footer>
          ) : null}
        </>
      )}
    </Card>
  );
}
