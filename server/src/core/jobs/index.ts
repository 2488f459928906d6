export { enqueue, claimNextJob, type Job, type EnqueueOptions } from './queue';
export { startJobWorker, RetryLater, type JobHandler, type JobHandlers, type JobWorker, type JobWorkerOptions } from './worker';
