import type { FeedJob } from 'shared-api';
import { Button, PhoneItemActions, PhoneItemDetail, PhoneItemHeader, Table, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useJobsFeedT } from '../../../i18n';
import { ActiveSwitch } from './ActiveSwitch';

export interface JobListProps {
  jobs: FeedJob[];
  onEdit: (job: FeedJob) => void;
  onDelete: (job: FeedJob) => void;
  onToggleActive: (job: FeedJob, active: boolean) => void;
  /** Jobs whose switch is being saved. */
  pendingIds?: ReadonlySet<number>;
}

const TitleCell = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 180px;
`;

const Sub = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

/** The customer's feed jobs: a table on wide screens, one block per job on a phone. */
export function JobList({ jobs, onEdit, onDelete, onToggleActive, pendingIds }: JobListProps) {
  const { t } = useJobsFeedT();

  const toggle = (job: FeedJob) => (
    <ActiveSwitch
      checked={job.is_active}
      label={t('jobs.activeLabel', { title: job.title })}
      stateText={job.is_active ? t('jobs.active') : t('jobs.inactive')}
      disabled={pendingIds?.has(job.id)}
      onChange={(active) => onToggleActive(job, active)}
    />
  );
  const url = (job: FeedJob) =>
    job.url ? (
      <Link href={job.url} target="_blank" rel="noopener noreferrer">
        {job.url}
      </Link>
    ) : (
      <Muted>{t('jobs.noUrl')}</Muted>
    );
  const actions = (job: FeedJob) => (
    <Actions>
      <Button variant="ghost" size="sm" onClick={() => onEdit(job)} aria-label={t('jobs.editLabel', { title: job.title })}>
        {t('common.edit')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onDelete(job)} aria-label={t('jobs.deleteLabel', { title: job.title })}>
        {t('common.delete')}
      </Button>
    </Actions>
  );

  const columns: TableColumn<FeedJob>[] = [
    {
      key: 'title',
      header: t('jobs.columns.title'),
      render: (job) => (
        <TitleCell>
          <strong>{job.title}</strong>
          <Sub>{job.details.employer_name}</Sub>
        </TitleCell>
      ),
    },
    { key: 'location', header: t('jobs.columns.location'), render: (job) => job.location },
    { key: 'url', header: t('jobs.columns.url'), render: url },
    { key: 'active', header: t('jobs.columns.active'), render: toggle },
    { key: 'actions', header: t('common.actions'), align: 'right', render: actions },
  ];

  return (
    <Table
      caption={t('jobs.caption')}
      columns={columns}
      rows={jobs}
      getRowKey={(job) => job.id}
      emptyText={t('jobs.empty')}
      renderPhoneItem={(job) => (
        <>
          <PhoneItemHeader title={job.title} trailing={toggle(job)} />
          <PhoneItemDetail>{[job.details.employer_name, job.location].join(' · ')}</PhoneItemDetail>
          {job.url ? <PhoneItemDetail>{url(job)}</PhoneItemDetail> : null}
          <PhoneItemActions>{actions(job)}</PhoneItemActions>
        </>
      )}
    />
  );
}
