export type { Membership } from "./firm.repository.ts";
export { findDemoFirm, findMembershipForUser, insertFirm, insertFirmMember } from "./firm.repository.ts";
export { trialEndDate } from "./firm.rules.ts";
