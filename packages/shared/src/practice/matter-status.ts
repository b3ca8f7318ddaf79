import { MATTER_STATUSES, type TMatterStatus } from "./practice.enums.ts";

export const MATTER_STATUS_LABELS: Record<TMatterStatus, string> = {
  active: "Active",
  pending: "Pending",
  completed: "Completed",
  closed: "Closed",
};

/** Mantine colours of the status badges. */
export const MATTER_STATUS_COLORS: Record<TMatterStatus, string> = {
  active: "green",
  pending: "yellow",
  completed: "blue",
  closed: "gray",
};

/**
 * A matter moves forward along active → pending → completed → closed, one or more steps at a time,
 * and any matter that is not active may be reopened to active. Nothing else: a closed file does not
 * go back to pending, it is reopened.
 */
export function canChangeMatterStatus(from: TMatterStatus, to: TMatterStatus): boolean {
  if (from === to) return false;
  if (to === "active") return true;
  return MATTER_STATUSES.indexOf(to) > MATTER_STATUSES.indexOf(from);
}

/** The statuses a matter in `from` may move to, in the order of the lifecycle. */
export function nextMatterStatuses(from: TMatterStatus): TMatterStatus[] {
  return MATTER_STATUSES.filter((to) => canChangeMatterStatus(from, to));
}

/** `{prefix}-{year}-{0001}`: four digits at least, more once a firm opens 10 000 matters in a year. */
export function formatMatterReference(prefix: string, year: number, number: number): string {
  return `${prefix}-${year}-${String(number).padStart(4, "0")}`;
}
