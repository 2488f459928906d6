import { useCrewDashboard, useCrewOutlook } from 'shared-api';
import { Card, RetryAlert, Skeleton, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
import { ComplianceOutlook } from '../../../components/ComplianceOutlook';
import { useCrewsT } from '../../../i18n';
import { useLayoutCrew } from '../../crew-layout';
import { CrewDashboardCards } from './CrewDashboardCards';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /crews/{id}: the four summary cards and the compliance outlook. */
export default function CrewDashboardPage() {
  const crew = useLayoutCrew();
  const { t } = useCrewsT();
  useDocumentTitle(t('dashboard.documentTitle', { crew: crew.name }));
  const dashboard = useCrewDashboard(crew.id);
  const outlook = useCrewOutlook(crew.id);
  return (
    <Stack>
      <Heading>{t('dashboard.title')}</Heading>
      {dashboard.error && !dashboard.data ? (
        <RetryAlert onRetry={() => void dashboard.mutate()} loading={dashboard.isValidating}>
          {t('dashboard.loadFailed')}
        </RetryAlert>
      ) : dashboard.data ? (
        <CrewDashboardCards crewId={crew.id} dashboard={dashboard.data} />
      ) : (
        <Skeleton lines={6} label={t('dashboard.loading')} />
      )}
      <Card title={t('outlook.title')}>
        <Hint>{t('outlook.description')}</Hint>
        <ComplianceOutlook data={outlook.data} error={outlook.error} retrying={outlook.isValidating} onRetry={() => void outlook.mutate()} />
      </Card>
    </Stack>
  );
}
