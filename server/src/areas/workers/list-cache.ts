import type { Db } from '../../core/db';
import { AnswerCache, DEFAULT_ANSWER_CACHE_LIMITS, type AnswerCacheLimits } from '../../core/http/answer-cache';

export type { ComputedAnswer } from '../../core/http/answer-cache';

/** The channel server/migrations/repeatable/worker-list-changes.sql notifies: a customer's id, or '*' for all. */
export const WORKER_LIST_CHANNEL = 'worker_list_changed';

export type WorkerListCacheLimits = AnswerCacheLimits;

export const DEFAULT_LIMITS: WorkerListCacheLimits = DEFAULT_ANSWER_CACHE_LIMITS;

/** This process's copies of GET /json/workers answers (ADR 0019): the core AnswerCache on the workers list's channel. */
export const WorkerListCache = {
  open: (db: Db, limits: WorkerListCacheLimits = DEFAULT_LIMITS, clock: () => number = Date.now): Promise<AnswerCache> =>
    AnswerCache.open(db, WORKER_LIST_CHANNEL, limits, clock),
};
