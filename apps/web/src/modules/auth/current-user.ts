import type { TCurrentUser, TFirmAuthority } from "@inkundla/shared";

type UserNames = Pick<TCurrentUser, "firstName" | "email">;

export function getDisplayName(user: UserNames): string {
  return user.firstName?.trim() || user.email;
}

export function getAvatarInitial(user: UserNames): string {
  return getDisplayName(user).charAt(0).toUpperCase();
}

export function isPlatformAdmin(user: Pick<TCurrentUser, "role">): boolean {
  return user.role === "admin";
}

const NO_FIRM_AUTHORITY: TFirmAuthority = { role: "", isOwner: false };

/**
 * The signed-in person's role and ownership in their firm, as the shared permission rules
 * (`canManageBilling`, `canCaptureTrust`, …) take them; nobody signed in holds no role.
 */
export function firmAuthorityOf(user: Pick<TCurrentUser, "role" | "isFirmOwner"> | null): TFirmAuthority {
  return user ? { role: user.role, isOwner: user.isFirmOwner } : NO_FIRM_AUTHORITY;
}
