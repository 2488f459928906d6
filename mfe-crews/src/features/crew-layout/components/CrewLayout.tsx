import { Suspense, useState } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { ApiError, useCrew } from 'shared-api';
import { Button, EmptyState, RetryAlert, Skeleton, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';
import { CrewHeading } from './CrewHeading';
import { CrewImageModal } from './CrewImageModal';
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
  const [changingImage, setChangingImage] = useState(false);
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
      <CrewHeading
        crew={data?.crew}
        action={
          data ? (
            <Button size="sm" variant="secondary" onClick={() => setChangingImage(true)} aria-label={t('image.openNamed', { crew: data.crew.name })}>
              {t('image.open')}
            </Button>
          ) : null
        }
      />
      <CrewMenu base={`/crews/${crewId}`} />
      <Suspense fallback={<Skeleton lines={5} label={t('layout.pageLoading')} />}>
        {data ? <Outlet context={data.crew} /> : null}
      </Suspense>
      {changingImage && data ? (
        <CrewImageModal
          crew={data.crew}
          onClose={() => setChangingImage(false)}
          onSaved={(crew) => {
            setChangingImage(false);
            void mutate({ crew }, { revalidate: false });
          }}
        />
      ) : null}
    </Page>
  );
}
