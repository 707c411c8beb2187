/** Background work (the transactional outbox and its worker). */
export {
  tableJobs,
  type FailedJob,
  type JobHandler,
  type JobInfo,
  type Jobs,
} from './table-jobs.js';
export { queuePolicies, type JobQueues, type QueueName } from './queues.js';
