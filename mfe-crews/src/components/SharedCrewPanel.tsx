import { useEffect, useState } from 'react';
import { ApiError, useImportedCrew, type SharedCrewWorker } from 'shared-api';
import { Badge, EmptyState, RetryAlert, SidePanel, SidePanelContent, Skeleton, Tabs, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getCrewsT, useCrewsT } from '../i18n';

export interface SharedCrewPanelProps {
  /** The crew page it is opened from (the imported-crew calls are under it). */
  crewId: number;
  sharedCrewId: number;
  onClose: () => void;
}

const Workers = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const WorkerButton = styled.button`
  width: 100%;
  padding: ${({ theme }) => theme.spacing(1.25)} 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1)} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

function SharedWorker({ worker, onBack }: { worker: SharedCrewWorker; onBack: () => void }) {
  const { t } = useCrewsT();
  const [tab, setTab] = useState<'credentials' | 'contacts'>('credentials');
  return (
    <>
      <WorkerButton type="button" onClick={onBack}>
        {t('shared.backToWorkers')}
      </WorkerButton>
      <Tabs
        aria-label={t('shared.workerTabs', { name: worker.full_name })}
        items={[
          { value: 'credentials' as const, label: t('shared.credentials') },
          { value: 'contacts' as const, label: t('shared.contacts') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'credentials' ? (
        worker.credentials.length === 0 ? (
          <EmptyState icon="credential" title={t('shared.noCredentials')} />
        ) : (
          <Workers>
            {worker.credentials.map((credential) => (
              <Row key={credential.id}>
                <span>
                  {credential.name}{' '}
                  {credential.counts_as_held ? null : <Badge tone="warning">{t('shared.notVerified')}</Badge>}
                </span>
                {credential.is_expired ? (
                  <Badge tone="danger">{t('workers.sidebar.status.expired')}</Badge>
                ) : (
                  <Muted>{credential.expires_pretty_date ? t('credentials.detail.expires', { date: credential.expires_pretty_date }) : t('credentials.detail.noExpiry')}</Muted>
                )}
              </Row>
            ))}
          </Workers>
        )
      ) : (
        // The spec's shared-crew sidebar: only Credentials has content.
        <EmptyState icon="info" title={t('shared.noContacts')} />
      )}
    </>
  );
}

/** An imported crew, read-only: its workers and their credentials. Not (or no longer) shared: the spec's toast. */
export function SharedCrewPanel({ crewId, sharedCrewId, onClose }: SharedCrewPanelProps) {
  const { t } = useCrewsT();
  const toast = useToast();
  const shared = useImportedCrew(crewId, sharedCrewId);
  const [workerId, setWorkerId] = useState<number | null>(null);
  const refused = shared.error instanceof ApiError && (shared.error.status === 403 || shared.error.status === 404);

  useEffect(() => {
    if (!refused) return;
    toast.error(shared.error instanceof ApiError && shared.error.status === 403 ? shared.error.message : getCrewsT()('shared.notShared'));
    onClose();
  }, [refused, shared.error, toast, onClose]);

  const crew = shared.data?.crew;
  const worker = crew?.workers.find((item) => item.id === workerId);
  let body;
  if (shared.error && !crew) {
    body = refused ? null : <RetryAlert onRetry={() => void shared.mutate()}>{t('shared.loadFailed')}</RetryAlert>;
  } else if (!crew) {
    body = <Skeleton lines={5} label={t('shared.loading')} />;
  } else if (worker) {
    body = <SharedWorker worker={worker} onBack={() => setWorkerId(null)} />;
  } else {
    body = (
      <>
        {crew.description ? <Muted>{crew.description}</Muted> : null}
        {crew.workers.length === 0 ? (
          <EmptyState icon="workers" title={t('shared.noWorkers')} />
        ) : (
          <Workers aria-label={t('shared.workers')}>
            {crew.workers.map((item) => (
              <li key={item.id}>
                <WorkerButton type="button" onClick={() => setWorkerId(item.id)}>
                  {item.full_name}
                </WorkerButton>
              </li>
            ))}
          </Workers>
        )}
      </>
    );
  }
  return (
    <SidePanel
      modal
      title={worker?.full_name ?? crew?.name ?? t('shared.title')}
      subtitle={crew ? t('shared.sharedBy', { company: crew.customer.name }) : undefined}
      onClose={onClose}
      closeLabel={t('common.close')}
    >
      <SidePanelContent>{body}</SidePanelContent>
    </SidePanel>
  );
}
