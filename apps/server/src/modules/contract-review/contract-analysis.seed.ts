import type { DbExecutor } from "../../platform/db.ts";
import { createLocalProvider } from "../ai/index.ts";
import { analyzeContract } from "./analysis/index.ts";
import { completeAnalysis, insertAnalysis } from "./contract-analysis.repository.ts";
import { storedResultsOf } from "./contract-analysis-run.ts";

/**
 * A contract analysed on the spot by the local engine and kept as completed, for a seeded firm (the
 * demo firm's Results and AI Insights tabs): the same engine and results a job would give.
 */
export async function seedCompletedAnalysis(
  db: DbExecutor,
  input: {
    firmId: string;
    userId: string;
    title: string;
    contractType: string;
    text: string;
    createdAt: Date;
  },
): Promise<void> {
  const outcome = await analyzeContract(
    { text: input.text, contractType: input.contractType },
    { ai: createLocalProvider() },
  );
  const id = crypto.randomUUID();
  await insertAnalysis(db, {
    id,
    firmId: input.firmId,
    requestedByUserId: input.userId,
    title: input.title,
    contractType: input.contractType,
    contractText: input.text,
    createdAt: input.createdAt,
    startedAt: input.createdAt,
  });
  await completeAnalysis(db, id, await storedResultsOf(db, input.firmId, outcome));
}
