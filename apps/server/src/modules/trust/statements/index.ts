/** Bank statements: import, and matching their lines to the cash book (also after a posting captured from a line). */
export { matchLineToPosting } from "./statement-match.ts";
export { registerTrustStatementRoutes } from "./trust-statements.routes.ts";
