import { useState } from 'react';
import { useUpdateRequests, withdrawUpdateRequest, type CredentialUpdateRequest } from 'shared-api';
import { Card, Pagination, RetryAlert, Skeleton, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { UpdateRequestList } from './UpdateRequestList';

export const WITHDRAW_CONFIRM = 'Are you sure you want to withdraw this request?';
export const WITHDRAWN_MESSAGE = 'Credential request successfully withdrawn!';

const Padded = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

const Footer = styled.div`
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2.5)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Update Requests tab: the open requests for updated documents, paged; a withdrawn one leaves the list. */
export function UpdateRequestsTab() {
  const [page, setPage] = useState(1);
  const requests = useUpdateRequests(page);
  const confirm = useConfirm();
  const toast = useToast();
  const [busyIds, setBusyIds] = useState<number[]>([]);

  async function withdraw(request: CredentialUpdateRequest) {
    if (!(await confirm(WITHDRAW_CONFIRM, { title: 'Withdraw request', confirmLabel: 'Withdraw', tone: 'danger' }))) return;
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
      toast.success(message || WITHDRAWN_MESSAGE);
    } catch (error) {
      toast.error((error as Error).message || 'The request could not be withdrawn.');
    } finally {
      setBusyIds((ids) => ids.filter((id) => id !== request.id));
    }
  }

  const listed = requests.data?.update_requests;

  return (
    <Card title="Open update requests" flush>
      {requests.error && !listed ? (
        <Padded>
          <RetryAlert onRetry={() => void requests.mutate()}>
            Could not load the update requests. {(requests.error as Error).message}
          </RetryAlert>
        </Padded>
      ) : !listed ? (
        <Padded>
          <Skeleton lines={5} height={18} label="Loading update requests" />
        </Padded>
      ) : (
        <>
          <UpdateRequestList requests={listed.data} busyIds={busyIds} onWithdraw={(request) => void withdraw(request)} />
          {listed.last_page > 1 ? (
            <Footer>
              <Pagination
                aria-label="Update request pages"
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
