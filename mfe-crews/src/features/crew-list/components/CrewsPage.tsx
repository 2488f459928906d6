import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCrews, useCrewTypes, useCrewUsers } from 'shared-api';
import { Button, EmptyState, PageHeader, Pagination, RetryAlert, SelectField, Skeleton, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';
import { CrewCard } from './CrewCard';
import { CrewLimitModal } from './CrewLimitModal';
import { CreateCrewModal } from './CreateCrewModal';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};

  & > * {
    min-width: 220px;
  }

  ${({ theme }) => theme.media.mobile} {
    & > * {
      flex: 1 1 100%;
    }
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Dialog = 'create' | 'limit' | null;

/** /crews: the customer's crews as cards, filtered by crew type and paged; Create Crew or the 3-crew limit. */
export default function CrewsPage() {
  const { t } = useCrewsT();
  useDocumentTitle(t('list.title'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const crewTypeId = params.get('crew_type_id') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const crews = useCrews({ crew_type_id: crewTypeId ? Number(crewTypeId) : undefined, page });
  const types = useCrewTypes();
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useCrewUsers();
  const limit = crews.data?.crew_limit ?? null;

  function openCreate() {
    // The server refuses the crew over the limit too; asking first spares filling in the form for nothing.
    setDialog(limit !== null && (crews.data?.count ?? 0) >= limit ? 'limit' : 'create');
  }

  function setFilter(next: { crew_type_id?: string; page?: number }) {
    const search = new URLSearchParams();
    const type = next.crew_type_id ?? crewTypeId;
    if (type) search.set('crew_type_id', type);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  }

  const list = crews.data?.crews;
  let body;
  if (crews.error && !crews.data) {
    body = (
      <RetryAlert onRetry={() => void crews.mutate()} loading={crews.isValidating}>
        {t('list.loadFailed')}
      </RetryAlert>
    );
  } else if (!list) {
    body = <Skeleton lines={6} label={t('list.loading')} />;
  } else if (list.data.length === 0) {
    body = crewTypeId ? (
      <EmptyState icon="crews" title={t('list.emptyFiltered')} description={t('list.emptyFilteredHint')} />
    ) : (
      <EmptyState
        icon="crews"
        title={t('list.empty')}
        description={t('list.emptyHint')}
        action={<Button icon="crews" onClick={openCreate}>{t('list.create')}</Button>}
      />
    );
  } else {
    body = (
      <>
        <Count>{t('list.count', { count: list.total })}</Count>
        <Grid>
          {list.data.map((crew) => (
            <CrewCard key={crew.id} crew={crew} />
          ))}
        </Grid>
        {list.last_page > 1 ? (
          <Pagination currentPage={list.current_page} lastPage={list.last_page} onPageChange={(next) => setFilter({ page: next })} aria-label={t('list.pages')} />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button icon="crews" onClick={openCreate} disabled={!crews.data}>
            {t('list.create')}
          </Button>
        }
      />
      <Toolbar>
        <SelectField
          label={t('list.typeFilter')}
          placeholder={t('list.allTypes')}
          options={(types.data?.crew_types ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          value={crewTypeId}
          onChange={(event) => setFilter({ crew_type_id: event.target.value })}
        />
      </Toolbar>
      {/* One region in every state (loading, failed, empty, cards): it starts where the skeleton stood and ends the page. */}
      <section aria-label={t('list.region')}>{body}</section>
      {dialog === 'limit' ? <CrewLimitModal limit={limit ?? undefined} onClose={() => setDialog(null)} /> : null}
      {dialog === 'create' ? (
        <CreateCrewModal
          admins={users.data?.users ?? []}
          crewTypes={types.data?.crew_types ?? []}
          onClose={() => setDialog(null)}
          onLimit={() => setDialog('limit')}
          onCreated={(crew) => {
            setDialog(null);
            void crews.mutate();
            navigate(`/crews/${crew.id}`);
          }}
        />
      ) : null}
    </>
  );
}
