import { Link } from 'react-router-dom';
import type { CrewDashboardResponse } from 'shared-api';
import { Card, EmptyState, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { RowItem, RowList } from '../../../components/Rows';
import { WorkerName } from '../../../components/WorkerName';
import { WorkerTagPills } from '../../../components/WorkerTagPills';
import { useCrewsT } from '../../../i18n';
import { formatDuration } from '../../../utils/duration';

export interface CrewDashboardCardsProps {
  crewId: number;
  dashboard: CrewDashboardResponse;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Row = styled(RowItem)`
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(1)} 0;
`;

const Name = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

/** A job title can be as long as a name: on a phone it wraps under the name instead of widening the card. */
const JobTitle = styled(Muted)`
  white-space: normal;
  overflow-wrap: anywhere;
`;

const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The crew dashboard's four cards: workers (4), credential follows, worker tags and the 5 latest time logs. */
export function CrewDashboardCards({ crewId, dashboard }: CrewDashboardCardsProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  const base = `/crews/${crewId}`;
  return (
    <Grid>
      <Card
        title={t('dashboard.workers.title', { count: dashboard.workers_count, value: format.number(dashboard.workers_count) })}
        actions={<CardLink to={`${base}/workers`}>{t('dashboard.workers.viewAll')}</CardLink>}
      >
        {dashboard.workers.length === 0 ? (
          <EmptyState icon="workers" title={t('dashboard.workers.empty')} description={t('dashboard.workers.emptyHint')} />
        ) : (
          <RowList>
            {dashboard.workers.map((worker) => (
              <Row key={worker.id}>
                <WorkerName worker={worker} />
                {worker.job_title ? <JobTitle>{worker.job_title}</JobTitle> : null}
              </Row>
            ))}
          </RowList>
        )}
      </Card>
      <Card title={t('dashboard.credentials.title')} actions={<CardLink to={`${base}/credentials`}>{t('dashboard.credentials.viewAll')}</CardLink>}>
        {dashboard.credential_follows.length === 0 ? (
          <EmptyState icon="credential" title={t('dashboard.credentials.empty')} description={t('dashboard.credentials.emptyHint')} />
        ) : (
          <RowList>
            {dashboard.credential_follows.map((follow) => (
              <Row key={follow.credential.id}>
                <span>{follow.credential.label}</span>
                <Muted>
                  {t('dashboard.credentials.held', { held: format.number(follow.follow_count), total: format.number(follow.workers_count) })}
                </Muted>
              </Row>
            ))}
          </RowList>
        )}
      </Card>
      <Card title={t('dashboard.tags.title')}>
        {dashboard.worker_tags.length === 0 ? (
          <EmptyState icon="workers" title={t('dashboard.tags.empty')} />
        ) : (
          <WorkerTagPills tags={dashboard.worker_tags} />
        )}
      </Card>
      <Card title={t('dashboard.logs.title')} actions={<CardLink to={`${base}/activity`}>{t('dashboard.logs.viewAll')}</CardLink>}>
        {dashboard.time_logs.length === 0 ? (
          <EmptyState icon="clock" title={t('dashboard.logs.empty')} description={t('dashboard.logs.emptyHint')} />
        ) : (
          <RowList>
            {dashboard.time_logs.map((log) => (
              <Row key={log.id}>
                <Name>{log.worker.full_name}</Name>
                <Muted title={log.pretty_date}>
                  {log.date_label} · {formatDuration(log.duration, format.locale)}
                </Muted>
              </Row>
            ))}
          </RowList>
        )}
      </Card>
    </Grid>
  );
}
