import type { CrewFollowWithWorkers } from 'shared-api';
import { Button, PhoneItemActions, PhoneItemDetail, PhoneItemHeader, Table, useFormat, VisuallyHidden, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';
import { TABLE_WORKERS_SHOWN } from '../../../utils/crewRules';
import { listOf } from '../../../utils/duration';

export interface FollowsTableProps {
  follows: CrewFollowWithWorkers[];
  onOpen: (follow: CrewFollowWithWorkers) => void;
  onUnfollow: (follow: CrewFollowWithWorkers) => void;
  /** The follow being removed. */
  busyId?: number | null;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Missing = styled.span<{ $none: boolean }>`
  color: ${({ theme, $none }) => ($none ? theme.colors.textMuted : theme.tones.danger.fg)};
  white-space: nowrap;
`;

/** The all sub-tab: each followed credential with its first 3 holders and +N, how many lack it, and its actions. */
export function FollowsTable({ follows, onOpen, onUnfollow, busyId = null }: FollowsTableProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  const holders = (follow: CrewFollowWithWorkers) => {
    if (follow.workers_count === 0) return t('credentials.all.nobody');
    const names = follow.workers.slice(0, TABLE_WORKERS_SHOWN).map((worker) => worker.full_name);
    const more = follow.workers_count - names.length;
    return more > 0 ? t('credentials.all.holdersMore', { names: names.join(', '), more: format.number(more) }) : listOf(names, format.locale);
  };
  const missing = (follow: CrewFollowWithWorkers) => (
    <Missing $none={follow.missing_count === 0}>{t('credentials.all.missingCount', { count: follow.missing_count, value: format.number(follow.missing_count) })}</Missing>
  );
  const buttons = (follow: CrewFollowWithWorkers) => (
    <Actions>
      <Button size="sm" variant="secondary" onClick={() => onOpen(follow)} aria-label={t('credentials.all.detailsNamed', { name: follow.credential.label })}>
        {t('credentials.all.details')}
      </Button>
      <Button
        size="sm"
        variant="danger"
        loading={busyId === follow.id}
        onClick={() => onUnfollow(follow)}
        aria-label={t('credentials.all.unfollowNamed', { name: follow.credential.label })}
      >
        {t('credentials.all.unfollow')}
      </Button>
    </Actions>
  );
  const columns: TableColumn<CrewFollowWithWorkers>[] = [
    { key: 'credential', header: t('credentials.all.credential'), render: (follow) => follow.credential.label },
    { key: 'workers', header: t('credentials.all.holders'), render: holders },
    { key: 'missing', header: t('credentials.all.missing'), render: missing },
    { key: 'added', header: t('credentials.all.added'), render: (follow) => follow.created_at_diff_for_humans },
    { key: 'actions', header: <VisuallyHidden>{t('common.actions')}</VisuallyHidden>, align: 'right', render: buttons },
  ];
  return (
    <Table
      caption={t('credentials.all.caption')}
      columns={columns}
      rows={follows}
      getRowKey={(follow) => follow.id}
      renderPhoneItem={(follow) => (
        <>
          <PhoneItemHeader title={follow.credential.label} trailing={missing(follow)} />
          <PhoneItemDetail>{holders(follow)}</PhoneItemDetail>
          <PhoneItemActions>{buttons(follow)}</PhoneItemActions>
        </>
      )}
    />
  );
}
