// A worker process that hangs in the middle of a job, for the test that kills it there
// (platform/jobs/job-queue.integration.test.ts): it works HANGING_NOTE_JOB on DATABASE_URL, prints
// "ready" once it polls and "started <job id>" when an attempt begins, and never finishes that attempt.
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { openPostgres } from "../platform/db.ts";
import { defineJobKind, defineJobWorker, startJobQueue } from "../platform/jobs/index.ts";

/** A job whose attempts count as failed 2 s after they start, so a killed worker's job comes back fast. */
export const HANGING_NOTE_JOB = defineJobKind<{ note: string }>({
  name: "test-hanging-note",
  data: z.object({ note: z.string() }),
  retry: { limit: 2, delaySeconds: 1, backoff: false },
  expireInSeconds: 2,
  describe: (data) => `Hanging note ${data.note}`,
});

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required");
  const database = await openPostgres(url, { poolSize: 2 });
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const jobs = await startJobQueue({ database, log: silent, pollingIntervalSeconds: 0.5 });
  await jobs.register([
    defineJobWorker({
      kind: HANGING_NOTE_JOB,
      handle: async (_data, job) => {
        process.stdout.write(`started ${job.jobId}\n`);
        await new Promise(() => {});
      },
    }),
  ]);
  await jobs.work();
  process.stdout.write("ready\n");
}

// Only when run as the process itself; the test imports the job kind from here.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
