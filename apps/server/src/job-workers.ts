import type { AiProvider } from "./modules/ai/index.ts";
import { createInvoiceEmailWorker } from "./modules/billing/index.ts";
import { createCasePredictionWorker } from "./modules/case-prediction/index.ts";
import { createContractAnalysisWorker } from "./modules/contract-review/index.ts";
import { createCorpusImportWorker } from "./modules/corpus/index.ts";
import { createLegalWritingWorker } from "./modules/legal-writing/index.ts";
import { createInstantEmailWorker, createNotificationMorningWorker } from "./modules/notifications/index.ts";
import { createPortalInvitationEmailWorker } from "./modules/portal/index.ts";
import { createStaffInvitationEmailWorker } from "./modules/staff/index.ts";
import type { AppConfig } from "./platform/config.ts";
import type { Db } from "./platform/db.ts";
import type { FileStorage } from "./platform/file-storage.ts";
import type { JobWorker } from "./platform/jobs/index.ts";
import type { Mailer } from "./platform/mail.ts";

/** What the workers need: the web server (app.ts) and `npm run worker` (worker.ts) both provide it. */
export type JobWorkerDeps = {
  db: Db;
  config: Pick<AppConfig, "publicUrl">;
  mailer: Mailer;
  fileStorage: FileStorage;
  ai: AiProvider;
};

/** Every background job's worker, in one list, as app.ts lists the modules. */
export function createJobWorkers(deps: JobWorkerDeps): JobWorker[] {
  return [
    createInvoiceEmailWorker(deps),
    createStaffInvitationEmailWorker(deps),
    createPortalInvitationEmailWorker(deps),
    createCorpusImportWorker(deps),
    createContractAnalysisWorker(deps),
    createLegalWritingWorker(deps),
    createCasePredictionWorker(deps),
    createNotificationMorningWorker(deps),
    createInstantEmailWorker(deps),
  ];
}
