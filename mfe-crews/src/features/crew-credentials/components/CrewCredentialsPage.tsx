import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  crewFollowsKey,
  crewMissingCredentialsKey,
  crewOutlookKey,
  formErrorsFrom,
  unfollowCrewCredential,
  useCrewCredentials,
  useCrewFollowsWorkers,
  useCrewMissingCredentials,
  useCrewOutlook,
  CREW_EXPIRING_WINDOW_DAYS,
  type CrewFollowWithWorkers,
} from 'shared-api';
import { Alert, Button, Card, EmptyState, Pagination, RetryAlert, Skeleton, Tabs, useConfirm, useDocumentTitle, useToast } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { ComplianceOutlook } from '../../../components/ComplianceOutlook';
import { getCrewsT, useCrewsT } from '../../../i18n';
import { FOLLOW_ADDED_MS } from '../../../utils/crewRules';
import { useLayoutCrew } from '../../crew-layout';
import { useRequestActions } from '../hooks/useRequestActions';
import { RequestDetailsModal } from './RequestDetailsModal';
import { ExpiringTable } from './ExpiringTable';
import { FollowCredentialModal } from './FollowCredentialModal';
import { FollowDetailPanel } from './FollowDetailPanel';
import { FollowsTable } from './FollowsTable';
import { MissingCredentialsList } from './MissingCredentialsList';

type SubTab = 'all' | 'expiring' | 'missing';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const Hint = styled.p`
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function AllTab({ crewId, onOpen }: { crewId: number; onOpen: (follow: CrewFollowWithWorkers) => void }) {
  const { t } = useCrewsT();
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const follows = useCrewFollowsWorkers(crewId);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function unfollow(follow: CrewFollowWithWorkers) {
    const confirmed = await confirm(t('credentials.all.unfollowConfirm'), {
      title: t('credentials.all.unfollowTitle', { name: follow.credential.label }),
      confirmLabel: t('credentials.all.unfollow'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setBusyId(follow.id);
    try {
      const response = await unfollowCrewCredential(crewId, follow.credential_id);
      toast.success(response.message);
      await Promise.all([follows.mutate(), mutate(crewFollowsKey(crewId)), mutate(crewMissingCredentialsKey(crewId)), mutate(crewOutlookKey(crewId))]);
    } catch (error) {
      const fallback = getCrewsT()('credentials.all.unfollowFailed');
      toast.error(formErrorsFrom(error, [], fallback).message ?? fallback);
    } finally {
      setBusyId(null);
    }
  }

  if (follows.error && !follows.data) {
    return (
      <RetryAlert onRetry={() => void follows.mutate()} loading={follows.isValidating}>
        {t('credentials.all.loadFailed')}
      </RetryAlert>
    );
  }
  if (!follows.data) return <Skeleton lines={5} label={t('credentials.all.loading')} />;
  if (follows.data.follows.length === 0) {
    return <EmptyState icon="credential" title={t('credentials.all.empty')} description={t('credentials.all.emptyHint')} />;
  }
  return <FollowsTable follows={follows.data.follows} busyId={busyId} onOpen={onOpen} onUnfollow={(follow) => void unfollow(follow)} />;
}

function ExpiringTab({ crewId }: { crewId: number }) {
  const { t } = useCrewsT();
  const [page, setPage] = useState(1);
  const credentials = useCrewCredentials(crewId, { expired: true, expiringInDays: CREW_EXPIRING_WINDOW_DAYS, page });
  if (credentials.error && !credentials.data) {
    return (
      <RetryAlert onRetry={() => void credentials.mutate()} loading={credentials.isValidating}>
        {t('credentials.expiring.loadFailed')}
      </RetryAlert>
    );
  }
  if (!credentials.data) return <Skeleton lines={5} label={t('credentials.expiring.loading')} />;
  const list = credentials.data.user_credentials;
  if (list.data.length === 0) {
    return <EmptyState icon="check" title={t('credentials.expiring.empty')} description={t('credentials.expiring.emptyHint', { days: CREW_EXPIRING_WINDOW_DAYS })} />;
  }
  return (
    <>
      <ExpiringTable credentials={list.data} />
      {list.last_page > 1 ? <Pagination currentPage={list.current_page} lastPage={list.last_page} onPageChange={setPage} aria-label={t('credentials.expiring.pages')} /> : null}
    </>
  );
}

function MissingTab({ crewId }: { crewId: number }) {
  const { t } = useCrewsT();
  const missing = useCrewMissingCredentials(crewId);
  const actions = useRequestActions(crewId);
  if (missing.error && !missing.data) {
    return (
      <RetryAlert onRetry={() => void missing.mutate()} loading={missing.isValidating}>
        {t('credentials.missing.loadFailed')}
      </RetryAlert>
    );
  }
  if (!missing.data) return <Skeleton lines={5} label={t('credentials.missing.loading')} />;
  return (
    <>
      <MissingCredentialsList
        credentials={missing.data.credentials}
        busy={actions.busy}
        onRequest={(credential, worker) => void actions.request(credential, worker)}
        onWithdraw={(credential, worker) => void actions.withdraw(credential, worker)}
        onView={(_credential, worker) => worker.credential_request && actions.view(worker.credential_request, worker.email)}
        onMassRequest={(credential) => void actions.massRequest(credential)}
      />
      <RequestDetailsModal viewed={actions.viewed} resending={actions.resending} onResend={() => void actions.resend()} onClose={actions.closeView} />
    </>
  );
}

/** /crews/{id}/credentials[/expiring|/missing]: the followed credentials, follow and unfollow, requests, the outlook. */
export default function CrewCredentialsPage() {
  const crew = useLayoutCrew();
  const { t } = useCrewsT();
  const navigate = useNavigate();
  const { tab: tabParam } = useParams();
  const tab: SubTab = tabParam === 'expiring' || tabParam === 'missing' ? tabParam : 'all';
  const tabs = [
    { value: 'all' as const, label: t('credentials.tabs.all') },
    { value: 'expiring' as const, label: t('credentials.tabs.expiring') },
    { value: 'missing' as const, label: t('credentials.tabs.missing') },
  ];
  useDocumentTitle(t('credentials.documentTitle', { tab: tabs.find((item) => item.value === tab)?.label ?? '', crew: crew.name }));
  const follows = useCrewFollowsWorkers(crew.id);
  const outlook = useCrewOutlook(crew.id);
  const { mutate } = useSWRConfig();
  const [following, setFollowing] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const followedIds = useMemo(() => new Set((follows.data?.follows ?? []).map((follow) => follow.credential_id)), [follows.data]);

  // The spec's success text stays 3 seconds.
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(null), FOLLOW_ADDED_MS);
    return () => clearTimeout(timer);
  }, [added]);

  return (
    <Stack>
      <Bar>
        <Tabs<SubTab> aria-label={t('credentials.tabs.label')} items={tabs} value={tab} onChange={(next) => navigate(next === 'all' ? `/crews/${crew.id}/credentials` : `/crews/${crew.id}/credentials/${next}`)} />
        <Button icon="credential" onClick={() => setFollowing(true)}>
          {t('credentials.follow.open')}
        </Button>
      </Bar>
      {added ? (
        <Alert tone="success" role="status">
          {added}
        </Alert>
      ) : null}
      {tab === 'all' ? <AllTab crewId={crew.id} onOpen={(follow) => setDetailId(follow.id)} /> : null}
      {tab === 'expiring' ? <ExpiringTab crewId={crew.id} /> : null}
      {tab === 'missing' ? <MissingTab crewId={crew.id} /> : null}
      <Card title={t('outlook.title')}>
        <Hint>{t('outlook.description')}</Hint>
        <ComplianceOutlook data={outlook.data} error={outlook.error} retrying={outlook.isValidating} onRetry={() => void outlook.mutate()} />
      </Card>
      {following ? (
        <FollowCredentialModal
          crewId={crew.id}
          followedIds={followedIds}
          onClose={() => setFollowing(false)}
          onFollowed={(response) => {
            setFollowing(false);
            setAdded(response.message);
            void follows.mutate();
            void mutate(crewFollowsKey(crew.id));
            void mutate(crewMissingCredentialsKey(crew.id));
            void outlook.mutate();
          }}
        />
      ) : null}
      {detailId !== null ? <FollowDetailPanel crewId={crew.id} followId={detailId} onClose={() => setDetailId(null)} /> : null}
    </Stack>
  );
}
