/** Platform-level roles. `admin` is the operator of the whole platform, not a firm role. */
export const PLATFORM_ROLES = ["user", "admin"] as const;
export type TPlatformRole = (typeof PLATFORM_ROLES)[number];
