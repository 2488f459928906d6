import type { ReactNode } from 'react';
import type { Worker } from 'shared-api';
import { Button, EmptyState, Pagination, RetryAlert, Skeleton, Spinner, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import type { PageInfo, WorkersLoadStatus } from '../api/useWorkersList';
import { WorkerCard } from './WorkerCard';

export interface WorkersResultsProps {
  workers: Worker[];
  pageInfo: PageInfo | null;
  status: WorkersLoadStatus;
  loadError: string | null;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  selectedWorkerId: number | null;
  /** Workers being activated or deactivated. */
  busyWorkerIds: number[];
  onOpen: (worker: Worker) => void;
  onOpenNotes: (worker: Worker) => void;
  /** The panel opens on the worker's credentials (the card's expired and expiring badges). */
  onOpenCredentials: (worker: Worker) => void;
  onToggleActive: (worker: Worker) => void;
  /** What to show when nothing matches (depends on whether filters are set). */
  empty: ReactNode;
}

export const SKELETON_CARDS = 6;

const Cards = styled.div<{ $dimmed: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.fast};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SkeletonCard = styled.div`
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 24px;
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

const Spaced = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

function WorkersLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useWorkersT();
  return <RetryAlert onRetry={onRetry}>{t('list.couldNotLoad', { message })}</RetryAlert>;
}

/** The list part of the workers page: skeletons on first load, an error with retry, an empty state, or cards with pages. */
export function WorkersResults(props: WorkersResultsProps) {
  const { workers, pageInfo, status, loadError, onRetry, onPageChange, empty } = props;
  const { t } = useWorkersT();
  const format = useFormat();

  if (!pageInfo) {
    if (status === 'error') return <WorkersLoadFailed message={loadError ?? ''} onRetry={onRetry} />;
    return (
      <Cards $dimmed={false} aria-busy="true">
        {/* One announcement for the whole list; the other placeholders are only visual. */}
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <SkeletonCard key={index} aria-hidden={index > 0 ? true : undefined}>
            <Skeleton lines={5} height={14} label={t('list.loading')} />
          </SkeletonCard>
        ))}
      </Cards>
    );
  }

  const loading = status === 'loading';
  return (
    <>
      {status === 'error' ? (
        <Spaced>
          <WorkersLoadFailed message={loadError ?? ''} onRetry={onRetry} />
        </Spaced>
      ) : null}
      <Summary aria-live="polite">
        {pageInfo.total === 0
          ? t('list.noneFound')
          : t('list.showing', {
              count: pageInfo.total,
              from: format.number(pageInfo.from ?? 0),
              to: format.number(pageInfo.to ?? 0),
              total: format.number(pageInfo.total),
            })}
        {loading ? <Spinner size={14} label={t('list.updating')} /> : null}
      </Summary>
      {workers.length === 0 ? (
        empty
      ) : (
        <Cards $dimmed={loading} aria-busy={loading}>
          {workers.map((worker) => (
            <WorkerCard
              key={worker.id}
              worker={worker}
              selected={worker.id === props.selectedWorkerId}
              busy={props.busyWorkerIds.includes(worker.id)}
              onOpen={props.onOpen}
              onOpenNotes={props.onOpenNotes}
              onOpenCredentials={props.onOpenCredentials}
              onToggleActive={props.onToggleActive}
            />
          ))}
        </Cards>
      )}
      <Footer>
        <Pagination aria-label={t('list.pagesLabel')} currentPage={pageInfo.current_page} lastPage={pageInfo.last_page} onPageChange={onPageChange} />
      </Footer>
    </>
  );
}

export function NoWorkersFound({ filtered, onReset, onCreate }: { filtered: boolean; onReset: () => void; onCreate: () => void }) {
  const { t } = useWorkersT();
  return filtered ? (
    <EmptyState
      icon="workers"
      title={t('list.noMatchTitle')}
      description={t('list.noMatchDescription')}
      action={
        <Button variant="secondary" onClick={onReset}>
          {t('common.resetFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon="workers"
      title={t('list.emptyTitle')}
      description={t('list.emptyDescription')}
      action={<Button onClick={onCreate}>{t('list.createWorker')}</Button>}
    />
  );
}
