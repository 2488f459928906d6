import type { TimeLog } from 'shared-api';
import { EmptyState, PhoneItemDetail, PhoneItemHeader, Table, useFormat, type TableColumn } from 'shared-ui';
import { useCrewsT } from '../../../i18n';
import { formatDuration, timeRange } from '../../../utils/duration';

/** The crew's time logs: day, worker, start–end, duration and notes. */
export function ActivityLogsTable({ logs, emptyText }: { logs: TimeLog[]; emptyText: string }) {
  const { t } = useCrewsT();
  const format = useFormat();
  if (logs.length === 0) return <EmptyState icon="clock" title={emptyText} description={t('activity.emptyHint')} />;
  const columns: TableColumn<TimeLog>[] = [
    { key: 'date', header: t('activity.table.date'), render: (log) => <span title={log.pretty_date}>{log.date_label}</span> },
    { key: 'worker', header: t('activity.table.worker'), render: (log) => log.worker.full_name },
    { key: 'time', header: t('activity.table.time'), render: (log) => timeRange(log.start_time, log.end_time) },
    { key: 'duration', header: t('activity.table.duration'), align: 'right', render: (log) => formatDuration(log.duration, format.locale) },
    { key: 'notes', header: t('activity.table.notes'), render: (log) => log.notes ?? '' },
  ];
  return (
    <Table
      caption={t('activity.table.caption')}
      columns={columns}
      rows={logs}
      getRowKey={(log) => log.id}
      renderPhoneItem={(log) => (
        <>
          <PhoneItemHeader title={log.worker.full_name} trailing={formatDuration(log.duration, format.locale)} />
          <PhoneItemDetail>{[log.date_label, timeRange(log.start_time, log.end_time)].filter(Boolean).join(' · ')}</PhoneItemDetail>
          {log.notes ? <PhoneItemDetail>{log.notes}</PhoneItemDetail> : null}
        </>
      )}
    />
  );
}
