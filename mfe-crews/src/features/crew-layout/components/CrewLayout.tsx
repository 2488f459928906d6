import { Suspense } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { ApiError, useCrew } from 'shared-api';
import { EmptyState, RetryAlert, Skeleton, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';
import { CrewHeading } from './CrewHeading';
import { CrewMenu } from './CrewMenu';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** /crews/{id} and its sub-pages: the heading card and menu around the sub-page the route chose. */
export default function CrewLayout() {
  const { t } = useCrewsT();
  const crewId = Number(useParams().crewId);
  const { data, error, mutate, isValidating } = useCrew(Number.isInteger(crewId) && crewId > 0 ? crewId : null);
  const missing = !Number.isInteger(crewId) || crewId <= 0 || (error instanceof ApiError && error.status === 404);
  // Each sub-page names the tab itself ('Workers · Crew name'): a parent's title would override the child's.
  useDocumentTitle(missing ? t('layout.notFound') : null);

  if (missing) {
    return (
      <EmptyState
        icon="crews"
        headingLevel={1}
        title={t('layout.notFound')}
        description={t('layout.notFoundHint')}
        action={<Back to="/crews">{t('layout.backToCrews')}</Back>}
      />
    );
  }
  if (error && !data) {
    return (
      <RetryAlert onRetry={() => void mutate()} loading={isValidating}>
        {t('layout.loadFailed')}
      </RetryAlert>
    );
  }
  return (
    <Page>
      <Back to="/crews">{t('layout.backToCrews')}</Back>
      <CrewHeading crew={data?.crew} />
      <CrewMenu base={`/crews/${crewId}`} />
      <Suspense fallback={<Skeleton lines={5} label={t('layout.pageLoading')} />}>
        {data ? <Outlet context={data.crew} /> : null}
      </Suspense>
    </Page>
  );
}
