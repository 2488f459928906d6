import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  crewMissingCredentialsKey,
  crewOutlookKey,
  useCrewWorkerCredentials,
  useCrewWorkerUpdateRequests,
  useWorkerCrews,
  type CrewCredentialStatus,
  type CrewWorker,
} from 'shared-api';
import { Badge, Button, EmptyState, RemoteWidget, RetryAlert, SidePanel, SidePanelContent, Skeleton, Tabs, type BadgeTone } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { RowItem, RowList, RowNote, RowText } from '../../../components/Rows';
import { useCrewsT, type CrewsKey } from '../../../i18n';
import { MissingWorkerActions, RequestDetailsModal, useRequestActions } from '../../crew-credentials';

/** The credentials remote's add-credential form, exposed by name (ARCHITECTURE.md, cross-remote widgets). */
const ADD_WORKER_CREDENTIAL = 'mfe_credentials/AddWorkerCredential';

/** Its part of the federation contract: what the exposed default export is rendered with. */
interface AddWorkerCredentialProps {
  workerId: number;
  onClose: () => void;
  onCreated: () => void;
}

type SidebarTab = 'crew-credentials' | 'requests' | 'user-credentials' | 'crews';

export interface WorkerSidebarProps {
  crewId: number;
  worker: CrewWorker;
  onClose: () => void;
}

const STATUS: Record<CrewCredentialStatus, { tone: BadgeTone; label: CrewsKey }> = {
  valid: { tone: 'success', label: 'workers.sidebar.status.valid' },
  expiring: { tone: 'warning', label: 'workers.sidebar.status.expiring' },
  expired: { tone: 'danger', label: 'workers.sidebar.status.expired' },
  missing: { tone: 'neutral', label: 'workers.sidebar.status.missing' },
};

const Actions = styled.div`
  flex: 1 0 100%;
`;

const Heading = styled.h3`
  margin-top: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const ViewLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Missing or expired: the worker has no valid one, as on the missing tab, so it can be requested here too. */
const REQUESTABLE: ReadonlySet<CrewCredentialStatus> = new Set(['missing', 'expired']);

function CrewCredentialsTab({ crewId, worker }: { crewId: number; worker: CrewWorker }) {
  const { t } = useCrewsT();
  const data = useCrewWorkerCredentials(crewId, worker.id);
  // The Requests tab reads the same call, so one reload keeps both tabs right.
  const actions = useRequestActions(crewId, () => void data.mutate());
  if (data.error && !data.data) return <RetryAlert onRetry={() => void data.mutate()}>{t('workers.sidebar.loadFailed')}</RetryAlert>;
  if (!data.data) return <Skeleton lines={4} label={t('workers.sidebar.loading')} />;
  if (data.data.crew_credentials.length === 0) return <EmptyState icon="credential" title={t('workers.sidebar.noFollows')} />;
  const copies = data.data.user_credentials;
  return (
    <>
      <RowList>
        {data.data.crew_credentials.map((row) => {
          // The missing tab's shape of this worker, with this credential's open request.
          const missing = {
            id: worker.id,
            full_name: worker.full_name,
            email: worker.email,
            profile_picture_url: worker.profile_picture_url,
            credential_request: row.credential_request,
            // A current copy they sent that waits for review: not held yet, marked as on the missing tab.
            awaiting_review: copies.some((copy) => copy.credential_id === row.credential.id && copy.needs_review && !copy.is_expired),
          };
          const busy = actions.busy && actions.busy.credentialId === row.credential.id && actions.busy.workerId === worker.id ? actions.busy.action : null;
          return (
            <RowItem key={row.credential.id}>
              <RowText>
                {row.credential.label}
                {row.user_credential?.expires_pretty_date ? <RowNote>{t('credentials.detail.expires', { date: row.user_credential.expires_pretty_date })}</RowNote> : null}
              </RowText>
              <Badge tone={STATUS[row.status].tone}>{t(STATUS[row.status].label)}</Badge>
              {REQUESTABLE.has(row.status) ? (
                <Actions>
                  <MissingWorkerActions
                    worker={missing}
                    credentialLabel={row.credential.label}
                    busy={busy === 'mass' ? null : busy}
                    onRequest={(target) => void actions.request(row.credential, target)}
                    onWithdraw={(target) => void actions.withdraw(row.credential, target)}
                    onView={(target) => target.credential_request && actions.view(target.credential_request, target.email)}
                  />
                </Actions>
              ) : null}
            </RowItem>
          );
        })}
      </RowList>
      <RequestDetailsModal viewed={actions.viewed} resending={actions.resending} onResend={() => void actions.resend()} onClose={actions.closeView} />
    </>
  );
}

function RequestsTab({ crewId, worker }: { crewId: number; worker: CrewWorker }) {
  const { t } = useCrewsT();
  const workerId = worker.id;
  const crewRequests = useCrewWorkerCredentials(crewId, workerId);
  const updates = useCrewWorkerUpdateRequests(crewId, workerId);
  const actions = useRequestActions(crewId, () => void crewRequests.mutate());
  if ((crewRequests.error && !crewRequests.data) || (updates.error && !updates.data)) {
    return (
      <RetryAlert
        onRetry={() => {
          void crewRequests.mutate();
          void updates.mutate();
        }}
      >
        {t('workers.sidebar.loadFailed')}
      </RetryAlert>
    );
  }
  if (!crewRequests.data || !updates.data) return <Skeleton lines={4} label={t('workers.sidebar.loading')} />;
  const requests = crewRequests.data.credential_requests;
  const updateRequests = updates.data.user_credential_update_requests;
  return (
    <>
      <Heading>{t('workers.sidebar.crewRequests')}</Heading>
      {requests.length === 0 ? (
        <RowNote>{t('workers.sidebar.noRequests')}</RowNote>
      ) : (
        <RowList>
          {requests.map((request) => (
            <RowItem key={request.id}>
              <RowText>
                {request.credential?.label ?? t('workers.sidebar.unknownCredential')}
                <RowNote>{t('credentials.missing.lastRequested', { date: request.created_at_pretty_date })}</RowNote>
              </RowText>
              <Button
                size="sm"
                variant="link"
                onClick={() => actions.view(request, worker.email)}
                aria-label={t('credentials.missing.viewNamed', { credential: request.credential?.label ?? t('workers.sidebar.unknownCredential'), name: worker.full_name })}
              >
                {t('credentials.missing.view')}
              </Button>
            </RowItem>
          ))}
        </RowList>
      )}
      <Heading>{t('workers.sidebar.updateRequests')}</Heading>
      {updateRequests.length === 0 ? (
        <RowNote>{t('workers.sidebar.noUpdateRequests')}</RowNote>
      ) : (
        <RowList>
          {updateRequests.map((request) => (
            <RowItem key={request.id}>
              <RowText>
                {request.user_credential.name}
                <RowNote>{request.created_at_pretty_date}</RowNote>
              </RowText>
            </RowItem>
          ))}
        </RowList>
      )}
      <RequestDetailsModal viewed={actions.viewed} resending={actions.resending} onResend={() => void actions.resend()} onClose={actions.closeView} />
    </>
  );
}

function UserCredentialsTab({ crewId, workerId }: { crewId: number; workerId: number }) {
  const { t } = useCrewsT();
  const { mutate } = useSWRConfig();
  const data = useCrewWorkerCredentials(crewId, workerId);
  const [adding, setAdding] = useState(false);
  const afterAdd = () => {
    setAdding(false);
    void data.mutate();
    void mutate(crewMissingCredentialsKey(crewId));
    void mutate(crewOutlookKey(crewId));
  };
  return (
    <>
      <Bar>
        <Button size="sm" icon="credential" onClick={() => setAdding(true)}>
          {t('workers.sidebar.addCredential')}
        </Button>
      </Bar>
      {adding ? (
        <RemoteWidget<AddWorkerCredentialProps>
          module={ADD_WORKER_CREDENTIAL}
          props={{ workerId, onClose: () => setAdding(false), onCreated: afterAdd }}
          label={t('workers.sidebar.addCredential')}
          notDeployedDescription={t('workers.sidebar.credentialsNotDeployed')}
        />
      ) : null}
      {data.error && !data.data ? (
        <RetryAlert onRetry={() => void data.mutate()}>{t('workers.sidebar.loadFailed')}</RetryAlert>
      ) : !data.data ? (
        <Skeleton lines={4} label={t('workers.sidebar.loading')} />
      ) : data.data.user_credentials.length === 0 ? (
        <EmptyState icon="credential" title={t('workers.sidebar.noCredentials')} />
      ) : (
        <RowList>
          {data.data.user_credentials.map((credential) => (
            <RowItem key={credential.id}>
              <RowText>
                {credential.name}
                <RowNote>{credential.expires_pretty_date ? t('credentials.detail.expires', { date: credential.expires_pretty_date }) : t('credentials.detail.noExpiry')}</RowNote>
              </RowText>
              {credential.is_expired ? <Badge tone="danger">{t('workers.sidebar.status.expired')}</Badge> : null}
            </RowItem>
          ))}
        </RowList>
      )}
    </>
  );
}

function CrewsTab({ workerId }: { workerId: number }) {
  const { t } = useCrewsT();
  const crews = useWorkerCrews(workerId);
  if (crews.error && !crews.data) return <RetryAlert onRetry={() => void crews.mutate()}>{t('workers.sidebar.loadFailed')}</RetryAlert>;
  if (!crews.data) return <Skeleton lines={3} label={t('workers.sidebar.loading')} />;
  return (
    <RowList>
      {crews.data.crews.map((crew) => (
        <RowItem key={crew.id}>
          <RowText>
            {crew.name}
            <RowNote>{t('list.workers', { count: crew.crew_workers_count, value: crew.crew_workers_count })}</RowNote>
          </RowText>
          <ViewLink to={`/crews/${crew.id}`} aria-label={t('workers.sidebar.viewCrew', { name: crew.name })}>
            {t('workers.sidebar.view')}
          </ViewLink>
        </RowItem>
      ))}
    </RowList>
  );
}

/** A crew worker's sidebar: Crew Credentials, Requests, Users Credentials (with add) and Crews. */
export function WorkerSidebar({ crewId, worker, onClose }: WorkerSidebarProps) {
  const { t } = useCrewsT();
  const [tab, setTab] = useState<SidebarTab>('crew-credentials');
  const tabs = [
    { value: 'crew-credentials' as const, label: t('workers.sidebar.tabs.crewCredentials') },
    { value: 'requests' as const, label: t('workers.sidebar.tabs.requests') },
    { value: 'user-credentials' as const, label: t('workers.sidebar.tabs.userCredentials') },
    { value: 'crews' as const, label: t('workers.sidebar.tabs.crews') },
  ];
  return (
    <SidePanel modal title={worker.full_name} subtitle={worker.email ?? undefined} onClose={onClose} closeLabel={t('common.close')}>
      <SidePanelContent>
        <Tabs<SidebarTab> aria-label={t('workers.sidebar.tabs.label')} items={tabs} value={tab} onChange={setTab} panelIdPrefix="crew-worker-tab" />
        <div role="tabpanel" id={`crew-worker-tab-${tab}`} aria-label={tabs.find((item) => item.value === tab)?.label}>
          {tab === 'crew-credentials' ? <CrewCredentialsTab crewId={crewId} worker={worker} /> : null}
          {tab === 'requests' ? <RequestsTab crewId={crewId} worker={worker} /> : null}
          {tab === 'user-credentials' ? <UserCredentialsTab crewId={crewId} workerId={worker.id} /> : null}
          {tab === 'crews' ? <CrewsTab workerId={worker.id} /> : null}
        </div>
      </SidePanelContent>
    </SidePanel>
  );
}
