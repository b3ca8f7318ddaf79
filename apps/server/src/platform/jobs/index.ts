// Background jobs on pg-boss: kinds and workers are defined by the modules; processes start the queue.
export { errorMessageOf, type FailedJob, type FailedJobsPage } from "./failed-jobs.ts";
export { sendMailFromJob } from "./job-mail.ts";
export { JOB_SCHEMA, type JobQueue, type JobQueueOptions, startJobQueue } from "./job-queue.ts";
export { type JobSettings, loadJobSettings } from "./job-settings.ts";
export {
  defineJobKind,
  defineJobWorker,
  type JobContext,
  type JobKind,
  type JobLog,
  type JobWorker,
  type RetryPolicy,
} from "./job-types.ts";
