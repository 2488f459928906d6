import type { Db } from '../db';
import { claimNextJob, completeJob, failJob, releaseStaleJobs, renewJobLock, type Job } from './queue';

/** Does the work of one job; throwing schedules a retry. A job may run again after a crash, so be idempotent. */
export type JobHandler = (job: Job) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

interface WorkerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions {
  /** How often the queue is checked when idle. */
  pollIntervalMs?: number;
  /** The first retry waits this long, each further one twice as long as the one before. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /**
   * A running job whose lock was not renewed for this long is taken to be abandoned by a stopped server and
   * runs again. The server running a job renews its lock every quarter of this, so a long job is never taken.
   */
  lockTimeoutMs?: number;
  log?: WorkerLog;
}

export interface JobWorker {
  /** Runs every job that is due now, one after another; resolves with how many ran. */
  drain(): Promise<number>;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobWorker: JobWorker;
  }
}

/** Thrown by a handler whose queue has its own pace of retries: the job runs again after delayMs. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

const silentLog: WorkerLog = { warn: () => undefined, error: () => undefined };

export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Polls the jobs table and runs one job at a time with the handler of its queue. Queues without a handler
 * here are left for servers that have one. Each step is a single short statement, so it also suits
 * single-session PGlite, where an open transaction would block every request.
 */
export function startJobWorker(db: Db, handlers: JobHandlers, options: JobWorkerOptions = {}): JobWorker {
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const retryMaxMs = options.retryMaxMs ?? 3_600_000;
  // Short, so a job of a killed server is resumed by another (or the restarted one) within a minute.
  const lockTimeoutMs = options.lockTimeoutMs ?? 30_000;
  const heartbeatMs = lockTimeoutMs / 4;
  const log = options.log ?? silentLog;
  const queues = Object.keys(handlers);

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastStaleCheck = 0;
  // Polls and drains run one at a time, never side by side.
  let inHand: Promise<unknown> = Promise.resolve();

  const runOne = async (): Promise<boolean> => {
    const job = await claimNextJob(db, queues);
    if (!job) return false;
    const heartbeat = setInterval(() => {
      renewJobLock(db, job.id).catch((error: unknown) => log.warn({ jobId: job.id, err: error }, 'job lock renewal failed'));
    }, heartbeatMs);
    heartbeat.unref();
    try {
      await handlers[job.queue](job);
      clearInterval(heartbeat);
      await completeJob(db, job.id);
    } catch (error) {
      clearInterval(heartbeat);
      const message = error instanceof Error ? error.message : String(error);
      const delayMs = error instanceof RetryLater ? error.delayMs : retryDelayMs(job.attempts, retryBaseMs, retryMaxMs);
      const outcome = await failJob(db, job, message, delayMs);
      const details = { jobId: job.id, queue: job.queue, attempt: job.attempts, error: message };
      if (outcome === 'failed') log.error(details, 'job failed after its last attempt');
      else log.warn(details, 'job failed; it will be retried');
    }
    return true;
  };

  const runDue = async (): Promise<number> => {
    if (Date.now() - lastStaleCheck >= heartbeatMs) {
      lastStaleCheck = Date.now();
      await releaseStaleJobs(db, lockTimeoutMs);
    }
    let ran = 0;
    while (!stopped && (await runOne())) ran += 1;
    return ran;
  };

  const serialized = (): Promise<number> => {
    const next = inHand.then(runDue);
    inHand = next.catch(() => undefined);
    return next;
  };

  const tick = async () => {
    try {
      await serialized();
    } catch (error) {
      log.error({ err: error }, 'job queue poll failed');
    }
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void tick(), pollIntervalMs);
    timer.unref();
  };
  if (queues.length > 0) schedule();

  return {
    drain: () => (stopped ? Promise.resolve(0) : serialized()),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inHand;
    },
  };
}
