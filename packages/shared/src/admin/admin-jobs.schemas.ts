import { z } from "zod";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";

export const FAILED_JOBS_PAGE_SIZE_MAX = 100;

/** GET /api/admin/jobs/failed: one page of the background jobs that used up their retries. */
export const ZFailedJobsQuery = z.strictObject({
  limit: ZPageLimit(50, FAILED_JOBS_PAGE_SIZE_MAX),
  offset: ZPageOffset,
});
export type TFailedJobsQuery = z.infer<typeof ZFailedJobsQuery>;

/** A background job (an invoice or invitation e-mail, say) that failed on every attempt. */
export const ZFailedJob = z.object({
  id: z.string(),
  /** The job's queue, e.g. `billing-invoice-email`. */
  queue: z.string(),
  /** What the job was for, in one line. */
  about: z.string(),
  /** The error of the last attempt. */
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

/** Newest failure first; `total` counts every failed job still kept. */
export const ZFailedJobsPage = z.object({ jobs: z.array(ZFailedJob), total: z.number().int() });
export type TFailedJobsPage = z.infer<typeof ZFailedJobsPage>;
