import { z } from "zod";
import type { DbExecutor } from "../../../platform/db.ts";
import { defineJobKind, defineJobWorker, type JobQueue } from "../../../platform/jobs/index.ts";
import { type CorpusImportRunDeps, failCorpusImport, runCorpusImport } from "./corpus-import-run.ts";

type CorpusImportJobData = { importId: string };

/**
 * A batch of uploaded files read into the corpus. A lost database connection or a restart is tried
 * again 3 times (30 s, then about twice as long each time); each attempt resumes after the files
 * already recorded. A large batch of ZIPs takes a while, hence the long expiry.
 */
export const CORPUS_IMPORT_JOB = defineJobKind<CorpusImportJobData>({
  name: "corpus-import",
  data: z.object({ importId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 2 * 60 * 60,
  describe: (data) => `Corpus import ${data.importId}`,
});

/** In the transaction that writes the import's row, so a committed import always has its job. */
export async function queueCorpusImport(
  deps: { jobs: Pick<JobQueue, "send"> },
  tx: DbExecutor,
  importId: string,
): Promise<void> {
  await deps.jobs.send(tx, CORPUS_IMPORT_JOB, { importId });
}

export function createCorpusImportWorker(deps: CorpusImportRunDeps) {
  return defineJobWorker({
    kind: CORPUS_IMPORT_JOB,
    handle: async ({ importId }, job) => {
      try {
        await runCorpusImport(deps, importId, job.log);
      } catch (error) {
        if (job.isLastAttempt) await failCorpusImport(deps, importId, error, job.log);
        throw error;
      }
    },
  });
}
