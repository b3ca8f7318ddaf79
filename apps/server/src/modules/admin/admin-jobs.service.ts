import type { TFailedJobsPage, TFailedJobsQuery } from "@inkundla/shared";
import type { AdminDeps } from "./admin.service.ts";

/**
 * GET /api/admin/jobs/failed: background jobs that failed on every attempt, newest first, with the
 * last error, so a failure inside a job (an e-mail that never went out) is seen rather than silent.
 */
export async function listFailedJobs(deps: AdminDeps, query: TFailedJobsQuery): Promise<TFailedJobsPage> {
  return deps.jobs.listFailedJobs({ limit: query.limit, offset: query.offset });
}
