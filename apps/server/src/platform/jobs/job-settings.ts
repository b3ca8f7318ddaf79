import { z } from "zod";
import { ConfigError } from "../config.ts";

const ZJobEnv = z.object({
  /** `false`: `npm start` serves the web app and API only, and `npm run worker` processes run the jobs. */
  RUN_JOB_WORKERS: z
    .enum(["true", "false", "1", "0"], { error: "RUN_JOB_WORKERS must be true or false" })
    .default("true")
    .transform((value) => value === "true" || value === "1"),
});

export type JobSettings = { runWorkersInServer: boolean };

/** Reads the job settings from the environment; a bad value throws a one-line message. */
export function loadJobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  const parsed = ZJobEnv.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== "")),
  );
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`,
    );
  }
  return { runWorkersInServer: parsed.data.RUN_JOB_WORKERS };
}
