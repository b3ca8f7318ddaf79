import { z } from "zod";
import type { DbExecutor } from "../../platform/db.ts";
import { defineJobKind, defineJobWorker, type JobQueue } from "../../platform/jobs/index.ts";
import {
  type ContractAnalysisRunDeps,
  failContractAnalysis,
  runContractAnalysis,
} from "./contract-analysis-run.ts";

type ContractAnalysisJobData = { analysisId: string };

/**
 * One contract analysed. A worker stopped mid-job (or a lost connection) is tried once more, after
 * 10 s; an analysis takes seconds on the local engine and a few minutes with a slow model at most.
 */
export const CONTRACT_ANALYSIS_JOB = defineJobKind<ContractAnalysisJobData>({
  name: "contract-analysis",
  data: z.object({ analysisId: z.uuid() }),
  retry: { limit: 1, delaySeconds: 10, backoff: false },
  expireInSeconds: 15 * 60,
  describe: (data) => `Contract analysis ${data.analysisId}`,
});

/** In the transaction that writes the analysis's row, so a committed analysis always has its job. */
export async function queueContractAnalysis(
  deps: { jobs: Pick<JobQueue, "send"> },
  tx: DbExecutor,
  analysisId: string,
): Promise<void> {
  await deps.jobs.send(tx, CONTRACT_ANALYSIS_JOB, { analysisId });
}

export function createContractAnalysisWorker(deps: ContractAnalysisRunDeps) {
  return defineJobWorker({
    kind: CONTRACT_ANALYSIS_JOB,
    handle: async ({ analysisId }, job) => {
      try {
        await runContractAnalysis(deps, analysisId, job.log);
      } catch (error) {
        if (job.isLastAttempt) await failContractAnalysis(deps, analysisId, error);
        throw error;
      }
    },
  });
}
