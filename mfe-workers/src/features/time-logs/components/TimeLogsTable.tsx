import type { TimeLog } from 'shared-api';
import { Button, PhoneItemActions, PhoneItemDetail, PhoneItemHeader, Table, TruncatedText, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
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

const EMPTY_TEXT = 'No time logs match these filters.';

function LogButtons({ log, onEdit, onDelete, deleting }: { log: TimeLog; onEdit: () => void; onDelete: () => void; deleting: boolean }) {
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={`Edit time log of ${log.worker.full_name} on ${log.pretty_date}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete time log of ${log.worker.full_name} on ${log.pretty_date}`}
        loading={deleting}
        onClick={onDelete}
      >
        Delete
      </Button>
    </>
  );
}

/** Time logs: a table on wide screens, one block per log on a phone instead of seven columns. */
export function TimeLogsTable({ timeLogs, onEdit, onDelete, busyIds = [] }: TimeLogsTableProps) {
  const logButtons = (log: TimeLog) => (
    <LogButtons log={log} onEdit={() => onEdit(log)} onDelete={() => onDelete(log)} deleting={busyIds.includes(log.id)} />
  );
  const columns: TableColumn<TimeLog>[] = [
    { key: 'worker', header: 'Worker', render: (log) => log.worker.full_name },
    { key: 'crew', header: 'Crew', render: (log) => log.crew?.name ?? <Muted>No crew</Muted> },
    { key: 'date', header: 'Date', render: (log) => <Nowrap title={log.pretty_date}>{log.date_label}</Nowrap> },
    {
      key: 'time',
      header: 'Start – End',
      render: (log) => <Nowrap>{timeRange(log.start_time, log.end_time) || <Muted>—</Muted>}</Nowrap>,
    },
    { key: 'duration', header: 'Duration', align: 'right', render: (log) => <Nowrap>{formatDuration(log.duration)}</Nowrap> },
    {
      key: 'notes',
      header: 'Notes',
      render: (log) => (log.notes ? <TruncatedText text={log.notes} max={NOTES_PREVIEW_LENGTH} /> : <Muted>—</Muted>),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (log) => <CellActions>{logButtons(log)}</CellActions>,
    },
  ];
  return (
    <Table
      caption="Time logs"
      columns={columns}
      rows={timeLogs}
      getRowKey={(log) => log.id}
      emptyText={EMPTY_TEXT}
      renderPhoneItem={(log) => (
        <>
          <PhoneItemHeader title={log.worker.full_name} trailing={<Nowrap title={log.pretty_date}>{log.date_label}</Nowrap>} />
          <PhoneItemDetail>
            {[log.crew?.name ?? 'No crew', timeRange(log.start_time, log.end_time), formatDuration(log.duration)]
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
