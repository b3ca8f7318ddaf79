import type { FastifyInstance } from "fastify";
import type { FileStorage } from "../../platform/file-storage.ts";
import { registerTrustAccountRoutes } from "./accounts/index.ts";
import { registerTrustComplianceRoutes } from "./compliance/index.ts";
import { registerTrustPostingRoutes } from "./postings/index.ts";
import { registerTrustReconciliationRoutes } from "./reconciliation/index.ts";
import { registerTrustReportRoutes } from "./reports/index.ts";
import { registerTrustStatementRoutes } from "./statements/index.ts";
import type { TrustDeps } from "./trust-deps.ts";

/** Every route under /api/trust-accounting, one sub-domain after another. */
export function registerTrustRoutes(
  app: FastifyInstance,
  deps: TrustDeps & { fileStorage: FileStorage },
): void {
  registerTrustAccountRoutes(app, deps);
  registerTrustPostingRoutes(app, deps);
  registerTrustStatementRoutes(app, deps);
  registerTrustReconciliationRoutes(app, deps);
  registerTrustComplianceRoutes(app, deps);
  // Reports (issue 5): GET /api/trust-accounting/reports/<name>?…&format=json|pdf|csv.
  registerTrustReportRoutes(app, deps);
}
