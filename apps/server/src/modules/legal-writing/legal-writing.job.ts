import { z } from "zod";
import type { DbExecutor } from "../../platform/db.ts";
import { defineJobKind, defineJobWorker, type JobQueue } from "../../platform/jobs/index.ts";
import { failLegalWritingRun, type LegalWritingRunDeps, runLegalWriting } from "./legal-writing-run.ts";

type LegalWritingJobData = { documentId: string };

/**
 * One legal document drafted. A worker stopped mid-job is tried once more after 10 s; a draft takes
 * a second on the local engine and a few minutes with a slow model at most.
 */
export const LEGAL_WRITING_JOB = defineJobKind<LegalWritingJobData>({
  name: "legal-writing",
  data: z.object({ documentId: z.uuid() }),
  retry: { limit: 1, delaySeconds: 10, backoff: false },
  expireInSeconds: 15 * 60,
  describe: (data) => `Legal document ${data.documentId}`,
});

/** In the transaction that writes the request's row, so a committed request always has its job. */
export async function queueLegalWriting(
  deps: { jobs: Pick<JobQueue, "send"> },
  tx: DbExecutor,
  documentId: string,
): Promise<void> {
  await deps.jobs.send(tx, LEGAL_WRITING_JOB, { documentId });
}

export function createLegalWritingWorker(deps: LegalWritingRunDeps) {
  return defineJobWorker({
    kind: LEGAL_WRITING_JOB,
    handle: async ({ documentId }, job) => {
      try {
        await runLegalWriting(deps, documentId, job.log);
      } catch (error) {
        if (job.isLastAttempt) await failLegalWritingRun(deps, documentId, error);
        throw error;
      }
    },
  });
}
