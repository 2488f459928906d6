import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deleteTimeLog, useTimeLogs, type TimeLog } from 'shared-api';
import { Card, CardData, CardPager, PageHeader, Spinner, useConfirm, useDocumentTitle, useFormat, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { decimalHours, formatDuration } from '../utils/duration';
import {
  parseTimeLogFilters,
  timeLogQuery,
  writeTimeLogFilters,
  yearOptions,
  type TimeLogFilterValues,
} from '../utils/timeLogFilters';
import { useCrewFilterOptions, useWorkerFilterOptions } from '../hooks/useFilterOptions';
import { TimeLogEditModal } from './TimeLogEditModal';
import { TimeLogsFilters, type TimeLogFilterPatch } from './TimeLogsFilters';
import { TimeLogsTable } from './TimeLogsTable';

const Totals = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(2)}`};
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2.5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /workers/time-logs: every worker's time logs, filtered, with totals, edit and delete. Filters live in the URL. */
export default function TimeLogsPage() {
  const [now] = useState(() => new Date());
  const [searchParams, setSearchParams] = useSearchParams();
  const values = parseTimeLogFilters(searchParams, now);
  const logs = useTimeLogs(timeLogQuery(values));
  const workerOptions = useWorkerFilterOptions(values.worker_id);
  const crewOptions = useCrewFilterOptions(values.crew_id);
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState<TimeLog | null>(null);
  const [deletingIds, setDeletingIds] = useState<number[]>([]);
  const { t } = useWorkersT();
  useDocumentTitle(t('timeLogs.title'));
  const format = useFormat();

  function update(next: TimeLogFilterValues) {
    setSearchParams(writeTimeLogFilters(next, now), { replace: true });
  }

  function changeFilters(patch: TimeLogFilterPatch) {
    update({ ...values, ...patch, page: 1 });
  }

  async function remove(log: TimeLog) {
    const confirmed = await confirm(t('timeLogs.deleteConfirm'), {
      title: t('timeLogs.deleteTitle'),
      confirmLabel: t('common.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setDeletingIds((ids) => [...ids, log.id]);
    try {
      const { message } = await deleteTimeLog(log.id);
      toast.success(message);
      await logs.mutate();
    } catch (error) {
      toast.error((error as Error).message || getWorkersT()('timeLogs.deleteFailed'));
    } finally {
      setDeletingIds((ids) => ids.filter((id) => id !== log.id));
    }
  }

  const defaults = writeTimeLogFilters({ ...values, page: 1 }, now).toString() === '';

  return (
    <>
      <PageHeader title={t('timeLogs.title')} description={t('timeLogs.description')} />
      <TimeLogsFilters
        values={values}
        years={yearOptions(now)}
        workers={workerOptions}
        crews={crewOptions}
        onChange={changeFilters}
        onReset={defaults ? undefined : () => update(parseTimeLogFilters(new URLSearchParams(), now))}
      />
      <Card title={t('timeLogs.cardTitle')} flush>
        <CardData
          data={logs.data}
          error={logs.error}
          onRetry={() => void logs.mutate()}
          failedText={t('timeLogs.loadFailed', { message: (logs.error as Error | undefined)?.message })}
          loadingLabel={t('timeLogs.loading')}
          loadingLines={6}
        >
          {({ time_logs: page, totals }) => (
            <>
              <Totals aria-live="polite">
                <strong>{formatDuration(totals.duration, format.locale)}</strong>
                <span>
                  {t('timeLogs.totals', { count: page.total, total: format.number(page.total), hours: decimalHours(totals.duration, format.locale) })}
                </span>
                {logs.isValidating ? <Spinner size={14} label={t('timeLogs.updating')} /> : null}
              </Totals>
              <TimeLogsTable timeLogs={page.data} busyIds={deletingIds} onEdit={setEditing} onDelete={(log) => void remove(log)} />
              <CardPager
                aria-label={t('timeLogs.pagesLabel')}
                currentPage={page.current_page}
                lastPage={page.last_page}
                onPageChange={(next) => update({ ...values, page: next })}
              />
            </>
          )}
        </CardData>
      </Card>
      {editing ? (
        <TimeLogEditModal
          timeLog={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void logs.mutate();
          }}
        />
      ) : null}
    </>
  );
}
