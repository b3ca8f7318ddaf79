export type { Membership } from "./firm.repository.ts";
export { findDemoFirm, findMembershipForUser, insertFirm, insertFirmMember } from "./firm.repository.ts";
export { DEFAULT_TRIAL_DAYS, trialEndDate } from "./firm.rules.ts";
