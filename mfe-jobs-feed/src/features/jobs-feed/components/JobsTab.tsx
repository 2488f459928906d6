import { useState } from 'react';
import {
  createFeedJob,
  deleteFeedJob,
  setFeedJobActive,
  updateFeedJob,
  useFeedJobs,
  type FeedJob,
  type FeedJobInput,
} from 'shared-api';
import { Alert, Button, Card, CardData, CardPager, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getJobsFeedT, useJobsFeedT } from '../../../i18n';
import { failureText } from '../utils/failure';
import { JobFormModal } from './JobFormModal';
import { JobList } from './JobList';

const Banner = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

type Editing = { job: FeedJob | null } | null;

/** Jobs: the customer's feed jobs, created and edited in a modal, switched on and off, deleted after a confirmation. */
export function JobsTab() {
  const { t } = useJobsFeedT();
  const [page, setPage] = useState(1);
  const jobs = useFeedJobs(page);
  const toast = useToast();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const [updated, setUpdated] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const replace = (saved: FeedJob) =>
    jobs.mutate((current) => current && { feed_jobs: { ...current.feed_jobs, data: current.feed_jobs.data.map((job) => (job.id === saved.id ? saved : job)) } }, {
      revalidate: false,
    });

  async function create(input: FeedJobInput) {
    try {
      await createFeedJob(input);
    } catch (error) {
      // §8: a failed create says so in a toast; field errors also stay beside the fields.
      toast.error(getJobsFeedT()('jobs.createFailed'));
      throw error;
    }
    // The newest job is listed first, on page 1.
    if (page === 1) await jobs.mutate();
    else setPage(1);
    setEditing(null);
    toast.success(getJobsFeedT()('jobs.created'));
  }

  async function update(job: FeedJob, input: FeedJobInput) {
    const { feed_job: saved } = await updateFeedJob(job.id, input);
    await replace(saved);
    setEditing(null);
    setUpdated(true);
  }

  async function toggle(job: FeedJob, active: boolean) {
    setPending((current) => new Set(current).add(job.id));
    try {
      const { feed_job: saved } = await setFeedJobActive(job.id, active);
      await replace(saved);
      const after = getJobsFeedT();
      toast.success(active ? after('jobs.activated', { title: job.title }) : after('jobs.deactivated', { title: job.title }));
    } catch (error) {
      toast.error(failureText(error, getJobsFeedT()('jobs.toggleFailed')));
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(job.id);
        return next;
      });
    }
  }

  async function remove(job: FeedJob) {
    const before = getJobsFeedT();
    const confirmed = await confirm(before('jobs.deleteConfirm', { title: job.title }), {
      title: before('jobs.deleteTitle'),
      confirmLabel: before('common.delete'),
      cancelLabel: before('common.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      const { message } = await deleteFeedJob(job.id);
      const listed = await jobs.mutate();
      // The last job of a later page: show the page before it.
      if (listed && listed.feed_jobs.data.length === 0 && page > 1) setPage(page - 1);
      toast.success(message);
    } catch (error) {
      toast.error(failureText(error, getJobsFeedT()('jobs.deleteFailed')));
    }
  }

  const listed = jobs.data?.feed_jobs.data;
  const lastPage = jobs.data?.feed_jobs.last_page ?? 1;

  return (
    <>
      {updated ? (
        <Banner>
          <Alert
            tone="success"
            action={
              <Button variant="ghost" size="sm" onClick={() => setUpdated(false)}>
                {t('common.dismiss')}
              </Button>
            }
          >
            {t('jobs.updated')}
          </Alert>
        </Banner>
      ) : null}
      <Card
        title={t('jobs.title')}
        flush
        actions={
          <Button size="sm" icon="jobs" onClick={() => setEditing({ job: null })}>
            {t('jobs.create')}
          </Button>
        }
      >
        <CardData
          data={listed}
          error={jobs.error}
          onRetry={() => void jobs.mutate()}
          failedText={t('jobs.loadFailed')}
          loadingLabel={t('jobs.loading')}
          loadingLines={4}
        >
          {(feedJobs) => (
            <JobList
              jobs={feedJobs}
              pendingIds={pending}
              onEdit={(job) => {
                setUpdated(false);
                setEditing({ job });
              }}
              onDelete={(job) => void remove(job)}
              onToggleActive={(job, active) => void toggle(job, active)}
            />
          )}
        </CardData>
        <CardPager currentPage={page} lastPage={lastPage} onPageChange={setPage} />
      </Card>
      {editing ? (
        <JobFormModal
          key={editing.job?.id ?? 'new'}
          job={editing.job}
          failureText={editing.job ? undefined : t('jobs.createFailed')}
          onClose={() => setEditing(null)}
          onSubmit={(input) => (editing.job ? update(editing.job, input) : create(input))}
        />
      ) : null}
    </>
  );
}
