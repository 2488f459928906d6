import type { TimeLog } from 'shared-api';
import { Button, PhoneItemActions, PhoneItemDetail, PhoneItemHeader, Table, TruncatedText, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import { formatDuration, timeRange } from '../utils/duration';

/** Notes longer than this are cut, with the full text in a tooltip. */
export const NOTES_PREVIEW_LENGTH = 60;

export interface TimeLogsTableProps {
  timeLogs: TimeLog[];
  onEdit: (timeLog: TimeLog) => void;
  onDelete: (timeLog: TimeLog) => void;
  /** Time logs being deleted. */
  busyIds?: number[];
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const CellActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

function LogButtons({ log, onEdit, onDelete, deleting }: { log: TimeLog; onEdit: () => void; onDelete: () => void; deleting: boolean }) {
  const { t } = useWorkersT();
  // pretty_date is written by the server in the request's language.
  const of = { name: log.worker.full_name, date: log.pretty_date };
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={t('timeLogs.table.editLabel', of)} onClick={onEdit}>
        {t('common.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('timeLogs.table.deleteLabel', of)}
        loading={deleting}
        onClick={onDelete}
      >
        {t('common.delete')}
      </Button>
    </>
  );
}

/** Time logs: a table on wide screens, one block per log on a phone instead of seven columns. */
export function TimeLogsTable({ timeLogs, onEdit, onDelete, busyIds = [] }: TimeLogsTableProps) {
  const { t, locale } = useWorkersT();
  const logButtons = (log: TimeLog) => (
    <LogButtons log={log} onEdit={() => onEdit(log)} onDelete={() => onDelete(log)} deleting={busyIds.includes(log.id)} />
  );
  const columns: TableColumn<TimeLog>[] = [
    { key: 'worker', header: t('timeLogs.table.worker'), render: (log) => log.worker.full_name },
    { key: 'crew', header: t('timeLogs.table.crew'), render: (log) => log.crew?.name ?? <Muted>{t('timeLogs.table.noCrew')}</Muted> },
    { key: 'date', header: t('timeLogs.table.date'), render: (log) => <Nowrap title={log.pretty_date}>{log.date_label}</Nowrap> },
    {
      key: 'time',
      header: t('timeLogs.table.time'),
      render: (log) => <Nowrap>{timeRange(log.start_time, log.end_time) || <Muted>—</Muted>}</Nowrap>,
    },
    { key: 'duration', header: t('timeLogs.table.duration'), align: 'right', render: (log) => <Nowrap>{formatDuration(log.duration, locale)}</Nowrap> },
    {
      key: 'notes',
      header: t('timeLogs.table.notes'),
      render: (log) => (log.notes ? <TruncatedText text={log.notes} max={NOTES_PREVIEW_LENGTH} /> : <Muted>—</Muted>),
    },
    {
      key: 'actions',
      header: t('timeLogs.table.actions'),
      align: 'right',
      render: (log) => <CellActions>{logButtons(log)}</CellActions>,
    },
  ];
  return (
    <Table
      caption={t('timeLogs.table.caption')}
      columns={columns}
      rows={timeLogs}
      getRowKey={(log) => log.id}
      emptyText={t('timeLogs.table.empty')}
      renderPhoneItem={(log) => (
        <>
          <PhoneItemHeader title={log.worker.full_name} trailing={<Nowrap title={log.pretty_date}>{log.date_label}</Nowrap>} />
          <PhoneItemDetail>
            {[log.crew?.name ?? t('timeLogs.table.noCrew'), timeRange(log.start_time, log.end_time), formatDuration(log.duration, locale)]
              .filter(Boolean)
              .join(' · ')}
          </PhoneItemDetail>
          {log.notes ? <PhoneItemDetail>{log.notes}</PhoneItemDetail> : null}
          <PhoneItemActions>{logButtons(log)}</PhoneItemActions>
        </>
      )}
    />
  );
}
