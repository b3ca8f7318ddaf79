import { z } from "zod";
import type { DbExecutor } from "../../platform/db.ts";
import { defineJobKind, defineJobWorker, type JobQueue } from "../../platform/jobs/index.ts";
import {
  type CasePredictionRunDeps,
  failCasePredictionRun,
  runCasePrediction,
} from "./case-prediction-run.ts";

type CasePredictionJobData = { predictionId: string };

/**
 * One case prediction worked out. A worker stopped mid-job is tried once more after 10 s; a prediction
 * takes well under a second on the local engine and a minute or two with a slow model at most.
 */
export const CASE_PREDICTION_JOB = defineJobKind<CasePredictionJobData>({
  name: "case-prediction",
  data: z.object({ predictionId: z.uuid() }),
  retry: { limit: 1, delaySeconds: 10, backoff: false },
  expireInSeconds: 10 * 60,
  describe: (data) => `Case prediction ${data.predictionId}`,
});

/** In the transaction that writes the prediction's row, so a committed request always has its job. */
export async function queueCasePrediction(
  deps: { jobs: Pick<JobQueue, "send"> },
  tx: DbExecutor,
  predictionId: string,
): Promise<void> {
  await deps.jobs.send(tx, CASE_PREDICTION_JOB, { predictionId });
}

export function createCasePredictionWorker(deps: CasePredictionRunDeps) {
  return defineJobWorker({
    kind: CASE_PREDICTION_JOB,
    handle: async ({ predictionId }, job) => {
      try {
        await runCasePrediction(deps, predictionId, job.log);
      } catch (error) {
        if (job.isLastAttempt) await failCasePredictionRun(deps, predictionId, error);
        throw error;
      }
    },
  });
}
