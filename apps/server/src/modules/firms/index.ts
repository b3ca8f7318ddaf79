import type { FastifyInstance } from "fastify";
import { type FirmsDeps, registerFirmRoutes } from "./firms.routes.ts";

export type { Membership } from "./firm.repository.ts";
/**
 * The firm and firm_member rows are the firms module's: other modules change them through these (the
 * profile renames the firm, subscriptions sets the plan, the practice settings and billing profile
 * their facts, staff the memberships).
 */
export {
  deleteMembership,
  findDemoFirm,
  findMembershipForUser,
  insertFirm,
  insertFirmMember,
  renameFirm,
  setFirmAiTokenBudget,
  setFirmPlan,
  setMemberInvitedBy,
  setMemberRole,
  setPracticeSettings,
  updateFirmBillingFacts,
} from "./firm.repository.ts";
export { trialEndDate } from "./firm.rules.ts";

export function createFirmsModule(deps: FirmsDeps) {
  return { name: "firms", register: (app: FastifyInstance) => registerFirmRoutes(app, deps) };
}
