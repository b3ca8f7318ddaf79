import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import type { FileStorage } from "../../platform/file-storage.ts";
import type { JobQueue } from "../../platform/jobs/index.ts";
import type { Mailer } from "../../platform/mail.ts";

/**
 * What the billing module is given by the app. In a file of its own so that the module's services and
 * routes need not import the module's index (which imports them back).
 */
export type BillingDeps = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  fileStorage: FileStorage;
  /** Invoice e-mails are enqueued in the request's transaction and sent by a job. */
  jobs: Pick<JobQueue, "send" | "wake">;
};
