import { useState } from 'react';
import { useCrewActivity, useCrewMonthLogs, useCrewWorkers } from 'shared-api';
import { Button, Card, RetryAlert, SelectField, Skeleton, ToggleGroup, useDocumentTitle, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { useCrewsT } from '../../../i18n';
import { DAILY_STEP_DAYS, yearOptions } from '../../../utils/crewRules';
import { formatDuration } from '../../../utils/duration';
import { useLayoutCrew } from '../../crew-layout';
import { ActivityLogsTable } from './ActivityLogsTable';
import { LogTimeModal } from './LogTimeModal';

type View = 'daily' | 'monthly';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};

  & > * {
    flex: 1 1 160px;
    max-width: 240px;
  }
`;

const Summary = styled.p`
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing(2)};
`;

function DailyView({ crewId }: { crewId: number }) {
  const { t } = useCrewsT();
  const format = useFormat();
  const [days, setDays] = useState(DAILY_STEP_DAYS);
  const activity = useCrewActivity(crewId, days);
  if (activity.error && !activity.data) {
    return (
      <RetryAlert onRetry={() => void activity.mutate()} loading={activity.isValidating}>
        {t('activity.loadFailed')}
      </RetryAlert>
    );
  }
  if (!activity.data) return <Skeleton lines={5} label={t('activity.loading')} />;
  const logs = activity.data.time_logs;
  const total = logs.reduce((sum, log) => sum + log.duration, 0);
  return (
    <>
      <Summary>
        {t('activity.dailySummary', {
          from: format.date(activity.data.from_date),
          to: format.date(activity.data.to_date),
          count: logs.length,
          total: formatDuration(total, format.locale),
        })}
      </Summary>
      <ActivityLogsTable logs={logs} emptyText={t('activity.emptyDaily', { days })} />
      <More>
        <Button variant="secondary" loading={activity.isValidating} onClick={() => setDays((current) => current + DAILY_STEP_DAYS)}>
          {t('activity.loadMore')}
        </Button>
      </More>
    </>
  );
}

function MonthlyView({ crewId }: { crewId: number }) {
  const { t } = useCrewsT();
  const format = useFormat();
  const today = new Date();
  const [year, setYear] = useState(today.getFullYear());
  const [month, setMonth] = useState(today.getMonth() + 1);
  const logs = useCrewMonthLogs(crewId, year, month);
  const monthName = (index: number) => new Intl.DateTimeFormat(format.locale, { month: 'long' }).format(new Date(2000, index - 1, 1));
  let body;
  if (logs.error && !logs.data) {
    body = (
      <RetryAlert onRetry={() => void logs.mutate()} loading={logs.isValidating}>
        {t('activity.loadFailed')}
      </RetryAlert>
    );
  } else if (!logs.data) {
    body = <Skeleton lines={5} label={t('activity.loading')} />;
  } else {
    const total = logs.data.time_logs.reduce((sum, log) => sum + log.duration, 0);
    body = (
      <>
        <Summary>{t('activity.monthlySummary', { count: logs.data.time_logs.length, total: formatDuration(total, format.locale) })}</Summary>
        <ActivityLogsTable logs={logs.data.time_logs} emptyText={t('activity.emptyMonthly', { month: monthName(month), year })} />
      </>
    );
  }
  return (
    <>
      <Pickers>
        <SelectField
          label={t('activity.year')}
          options={yearOptions(today).map((value) => ({ value: String(value), label: String(value) }))}
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
        />
        <SelectField
          label={t('activity.month')}
          options={Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: monthName(index + 1) }))}
          value={String(month)}
          onChange={(event) => setMonth(Number(event.target.value))}
        />
      </Pickers>
      {body}
    </>
  );
}

/** /crews/{id}/activity: the crew's time logs, Daily (last 7 days, 7 more at a time) or Monthly, and Log Time. */
export default function CrewActivityPage() {
  const crew = useLayoutCrew();
  const { t } = useCrewsT();
  useDocumentTitle(t('activity.documentTitle', { crew: crew.name }));
  const [view, setView] = useState<View>('daily');
  const [logging, setLogging] = useState(false);
  const workers = useCrewWorkers(crew.id);
  const { mutate } = useSWRConfig();
  const activityPrefix = `/crews/${crew.id}/activity`;

  return (
    <Card title={t('activity.title')}>
      <Bar>
        <ToggleGroup<View>
          aria-label={t('activity.view')}
          items={[
            { value: 'daily', label: t('activity.daily') },
            { value: 'monthly', label: t('activity.monthly') },
          ]}
          value={view}
          onChange={setView}
        />
        <Button icon="clock" onClick={() => setLogging(true)} disabled={!workers.data}>
          {t('activity.logTime')}
        </Button>
      </Bar>
      {view === 'daily' ? <DailyView crewId={crew.id} /> : <MonthlyView crewId={crew.id} />}
      {logging ? (
        <LogTimeModal
          crewId={crew.id}
          workers={workers.data?.workers ?? []}
          onClose={() => setLogging(false)}
          onSaved={() => {
            setLogging(false);
            // Both views and the dashboard's recent logs show the new log.
            void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(activityPrefix));
            void mutate(`/crews/${crew.id}/dashboard`);
          }}
        />
      ) : null}
    </Card>
  );
}
