import { formatDateTime, labelStaffRole, type TAdminUser } from "@inkundla/shared";

export function displayAdminUserName(user: Pick<TAdminUser, "firstName" | "lastName" | "email">): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email;
}

export function labelAdminUserRole(role: string): string {
  if (role === "admin") return "Platform Admin";
  if (role === "user") return "User";
  return labelStaffRole(role);
}

export function formatLastActive(lastActive: string | null): string {
  return lastActive ? formatDateTime(lastActive) : "Never";
}
