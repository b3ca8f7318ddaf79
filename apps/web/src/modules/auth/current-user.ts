import type { TCurrentUser } from "@inkundla/shared";

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
