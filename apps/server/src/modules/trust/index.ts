import type { FastifyInstance } from "fastify";
import type { FileStorage } from "../../platform/file-storage.ts";
import { registerTrustRoutes } from "./trust.routes.ts";
import type { TrustDeps } from "./trust-posting.service.ts";

export type { TrustDeps } from "./trust-posting.service.ts";

/** Trust accounting (LPA s84–87, LPC Rule 54): accounts, the append-only journal, ledgers, reconciliation. */
export function createTrustModule(deps: TrustDeps & { fileStorage: FileStorage }) {
  return {
    name: "trust",
    register: (app: FastifyInstance) => registerTrustRoutes(app, deps),
  };
}

/**
 * For a caller that writes rows referring to trust accounts before it posts (billing's payment row):
 * taking the accounts' locks first keeps the posting's lock order, so concurrent payers queue instead
 * of deadlocking. Another firm's account is simply not returned.
 */
export { lockAccounts as lockTrustAccounts } from "./trust-posting.repository.ts";
/**
 * For other modules and the seeds: write one posting inside the caller's transaction, under every
 * rule the API enforces (billing's payments from trust; the demo firm's books).
 */
export { post as postTrustTransaction, type TrustActor } from "./trust-posting.service.ts";
