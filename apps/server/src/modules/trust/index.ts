import type { FastifyInstance } from "fastify";
import type { FileStorage } from "../../platform/file-storage.ts";
import { registerTrustRoutes } from "./trust.routes.ts";
import type { TrustDeps } from "./trust-deps.ts";

export type { TrustDeps } from "./trust-deps.ts";

/** Trust accounting (LPA s84–87, LPC Rule 54): accounts, the append-only journal, ledgers, reconciliation. */
export function createTrustModule(deps: TrustDeps & { fileStorage: FileStorage }) {
  return {
    name: "trust",
    register: (app: FastifyInstance) => registerTrustRoutes(app, deps),
  };
}

/**
 * For other modules and the seeds:
 * - `postTrustTransaction` writes one posting inside the caller's transaction, under every rule the API
 *   enforces (billing's payments from trust; the demo firm's books);
 * - `lockTrustAccounts`, for a caller that writes rows referring to trust accounts before it posts
 *   (billing's payment row): taking the accounts' locks first keeps the posting's lock order, so
 *   concurrent payers queue instead of deadlocking. Another firm's account is simply not returned;
 * - `linkFeeNoteToInvoice`: billing says which invoice a fee note's reference is, for the books to join.
 */
export {
  linkFeeNoteToInvoice,
  lockAccounts as lockTrustAccounts,
  post as postTrustTransaction,
} from "./postings/index.ts";
export { clientTrustStatementPdf } from "./reports/index.ts";
export type { TrustActor } from "./trust-deps.ts";
