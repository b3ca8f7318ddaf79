/** Trust accounts: opening, changing and closing them; an account as the API answers it. */

export { registerTrustAccountRoutes } from "./trust-accounts.routes.ts";
export { readTrustAccount } from "./trust-accounts.service.ts";
