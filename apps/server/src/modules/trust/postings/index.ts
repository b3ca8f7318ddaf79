/**
 * The posting engine and the books it keeps. The other sub-domains lock and read trust accounts and
 * clients through the same queries the engine uses, so every writer takes its locks in one order.
 */

export {
  findAccounts,
  findClient,
  type LockedAccount,
  linkFeeNoteToInvoice,
  lockAccounts,
} from "./trust-posting.repository.ts";
export { registerTrustPostingRoutes } from "./trust-posting.routes.ts";
export { post } from "./trust-posting.service.ts";
