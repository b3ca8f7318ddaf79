/** Enumerations of practice management (clients, matters, time, tasks, court deadlines). */

export const CLIENT_TYPES = ["individual", "company"] as const;
export type TClientType = (typeof CLIENT_TYPES)[number];

/** FICA (Financial Intelligence Centre Act) customer due diligence state of a client. */
export const FICA_STATUSES = ["pending", "documents_outstanding", "verified"] as const;
export type TFicaStatus = (typeof FICA_STATUSES)[number];

export const FICA_STATUS_LABELS: Record<TFicaStatus, string> = {
  pending: "Pending",
  documents_outstanding: "Documents outstanding",
  verified: "Verified",
};

/** A matter moves active → pending → completed → closed; any of them may be reopened to active. */
export const MATTER_STATUSES = ["active", "pending", "completed", "closed"] as const;
export type TMatterStatus = (typeof MATTER_STATUSES)[number];

/** Who the firm was checking when it ran a conflict check, and what the user decided. */
export const CONFLICT_DECISIONS = ["no_conflict", "proceed_with_conflict"] as const;
export type TConflictDecision = (typeof CONFLICT_DECISIONS)[number];

/** Where a conflict-check hit was found. */
export const CONFLICT_SOURCES = ["client", "opposing_party", "matter_party"] as const;
export type TConflictSource = (typeof CONFLICT_SOURCES)[number];

export const TASK_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type TTaskPriority = (typeof TASK_PRIORITIES)[number];

/** How days are counted for a deadline (TRUST-RULES.md, "Counting days — courts"). */
export const DEADLINE_COUNTINGS = ["court", "calendar", "ccma"] as const;
export type TDeadlineCounting = (typeof DEADLINE_COUNTINGS)[number];
