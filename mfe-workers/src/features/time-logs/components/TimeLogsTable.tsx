import type { TimeLog } from 'shared-api';
import { Button, Table, TruncatedText, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useIsPhone } from '../hooks/useIsPhone';
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

// Positioned so the table's visually hidden caption is clipped with it instead of widening the page on a phone.
const Frame = styled.div`
  position: relative;
  overflow: hidden;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;

const ItemTop = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};

  strong {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Line = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EmptyText = styled.p`
  padding: ${({ theme }) => theme.spacing(4)} ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textSubtle};
  text-align: center;
`;

const EMPTY_TEXT = 'No time logs match these filters.';

function LogActions({ log, onEdit, onDelete, deleting }: { log: TimeLog; onEdit: () => void; onDelete: () => void; deleting: boolean }) {
  return (
    <Actions>
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
    </Actions>
  );
}

/** A phone gets one block per log instead of a seven-column table. */
function TimeLogsList({ timeLogs, onEdit, onDelete, busyIds = [] }: TimeLogsTableProps) {
  if (timeLogs.length === 0) return <EmptyText>{EMPTY_TEXT}</EmptyText>;
  return (
    <Items aria-label="Time logs">
      {timeLogs.map((log) => {
        const times = timeRange(log.start_time, log.end_time);
        return (
          <Item key={log.id}>
            <ItemTop>
              <strong>{log.worker.full_name}</strong>
              <Nowrap title={log.pretty_date}>{log.date_label}</Nowrap>
            </ItemTop>
            <Line>{[log.crew?.name ?? 'No crew', times, formatDuration(log.duration)].filter(Boolean).join(' · ')}</Line>
            {log.notes ? <Line>{log.notes}</Line> : null}
            <LogActions log={log} onEdit={() => onEdit(log)} onDelete={() => onDelete(log)} deleting={busyIds.includes(log.id)} />
          </Item>
        );
      })}
    </Items>
  );
}

export function TimeLogsTable(props: TimeLogsTableProps) {
  const phone = useIsPhone();
  if (phone) return <TimeLogsList {...props} />;
  const { timeLogs, onEdit, onDelete, busyIds = [] } = props;
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
      render: (log) => (
        <LogActions log={log} onEdit={() => onEdit(log)} onDelete={() => onDelete(log)} deleting={busyIds.includes(log.id)} />
      ),
    },
  ];
  return (
    <Frame>
      <Table
        caption="Time logs"
        columns={columns}
        rows={timeLogs}
        getRowKey={(log) => log.id}
        emptyText={EMPTY_TEXT}
      />
    </Frame>
  );
}
