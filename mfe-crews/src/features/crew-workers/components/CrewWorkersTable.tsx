import type { CrewWorker } from 'shared-api';
import { Avatar, Button, PhoneItemActions, PhoneItemHeader, Table, useFormat, VisuallyHidden, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';

export interface CrewWorkersTableProps {
  workers: CrewWorker[];
  onOpen: (worker: CrewWorker) => void;
  onRemove: (worker: CrewWorker) => void;
  removingId?: number | null;
}

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

const NameButton = styled.button`
  min-width: 0;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The crew's workers: name (opens the worker sidebar), added on, Remove. */
export function CrewWorkersTable({ workers, onOpen, onRemove, removingId = null }: CrewWorkersTableProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  // The avatar stays outside the button: the button's name is the worker's name as written.
  const name = (worker: CrewWorker) => (
    <Who>
      <Avatar name={worker.full_name} pictureUrl={worker.profile_picture_url} size={28} colorKey={worker.id} />
      <NameButton type="button" onClick={() => onOpen(worker)} title={t('workers.table.openNamed', { name: worker.full_name })}>
        {worker.full_name}
      </NameButton>
    </Who>
  );
  const addedOn = (worker: CrewWorker) => {
    const joined = worker.workers_crews[0];
    return joined ? <span title={joined.created_at_diff_for_humans}>{format.date(joined.created_at)}</span> : null;
  };
  const remove = (worker: CrewWorker) => (
    <Button size="sm" variant="danger" loading={removingId === worker.id} onClick={() => onRemove(worker)} aria-label={t('workers.table.removeNamed', { name: worker.full_name })}>
      {t('common.remove')}
    </Button>
  );
  const columns: TableColumn<CrewWorker>[] = [
    { key: 'name', header: t('workers.table.name'), render: name },
    { key: 'added', header: t('workers.table.addedOn'), render: addedOn },
    { key: 'actions', header: <VisuallyHidden>{t('common.actions')}</VisuallyHidden>, align: 'right', render: remove },
  ];
  return (
    <Table
      caption={t('workers.table.caption')}
      columns={columns}
      rows={workers}
      getRowKey={(worker) => worker.id}
      renderPhoneItem={(worker) => (
        <>
          <PhoneItemHeader title={name(worker)} trailing={addedOn(worker)} />
          <PhoneItemActions>{remove(worker)}</PhoneItemActions>
        </>
      )}
    />
  );
}
