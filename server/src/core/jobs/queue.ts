import type { Queryable } from '../db';

export interface Job<P = Record<string, unknown>> {
  id: number;
  queue: string;
  payload: P;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  singleton_key: string | null;
  last_error: string | null;
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** While a job with this key is queued or running on the queue, enqueueing another is a no-op. */
  singletonKey?: string;
  maxAttempts?: number;
}

const JOB_COLUMNS = 'id, queue, payload, status, attempts, max_attempts, singleton_key, last_error';

/**
 * Adds a job in the caller's transaction, so it exists exactly when the change that asked for it is committed.
 * Returns the job id, or null when a singleton with the same key is already queued or running.
 */
export async function enqueue(
  tx: Queryable,
  queue: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `insert into jobs (queue, payload, run_at, singleton_key, max_attempts)
     values ($1, $2::text::jsonb, coalesce($3::timestamptz, now()), $4, coalesce($5::int, 5))
     on conflict (queue, singleton_key) where singleton_key is not null and status in ('queued', 'running') do nothing
     returning id`,
    [queue, JSON.stringify(payload), options.runAt?.toISOString() ?? null, options.singletonKey ?? null, options.maxAttempts ?? null],
  );
  return rows[0]?.id ?? null;
}

/**
 * Takes the next due job of the given queues and marks it running, in one statement. "for update skip locked"
 * lets several servers on one PostgreSQL database poll together: a row locked by one claimer is skipped by
 * the others, so no job is handed out twice.
 */
export async function claimNextJob(db: Queryable, queues: string[]): Promise<Job | null> {
  const rows = await db.query<Job>(
    `update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
      where id = (
        select id from jobs
         where status = 'queued' and run_at <= now() and queue = any($1::text[])
         order by run_at, id
         limit 1
         for update skip locked)
      returning ${JOB_COLUMNS}`,
    [queues],
  );
  return rows[0] ?? null;
}

/** Tells other servers the job is still in hand: its lock is renewed, so only a stopped server's job goes stale. */
export async function renewJobLock(db: Queryable, id: number): Promise<void> {
  await db.query(`update jobs set locked_at = now() where id = $1 and status = 'running'`, [id]);
}

export async function completeJob(db: Queryable, id: number): Promise<void> {
  await db.query(`update jobs set status = 'done', finished_at = now(), locked_at = null where id = $1`, [id]);
}

/** Retries after delayMs, or marks the job failed when it has used its attempts. */
export async function failJob(db: Queryable, job: Job, error: string, delayMs: number): Promise<'retry' | 'failed'> {
  const final = job.attempts >= job.max_attempts;
  await db.query(
    `update jobs
        set status = $2, last_error = $3, locked_at = null,
            run_at = case when $2 = 'queued' then now() + make_interval(secs => $4::double precision) else run_at end,
            finished_at = case when $2 = 'failed' then now() end
      where id = $1`,
    [job.id, final ? 'failed' : 'queued', error.slice(0, 2000), delayMs / 1000],
  );
  return final ? 'failed' : 'retry';
}

/**
 * Jobs left running by a server that stopped mid-job (crash, kill) go back to the queue once their lock is
 * older than the timeout, or fail when they have no attempts left.
 */
export async function releaseStaleJobs(db: Queryable, lockTimeoutMs: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update jobs
        set status = case when attempts >= max_attempts then 'failed' else 'queued' end,
            last_error = 'The job did not finish: its server stopped while running it.',
            finished_at = case when attempts >= max_attempts then now() end,
            run_at = now(), locked_at = null
      where status = 'running' and locked_at < now() - make_interval(secs => $1::double precision)
      returning id`,
    [lockTimeoutMs / 1000],
  );
  return rows.length;
}
