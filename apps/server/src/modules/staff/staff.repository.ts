import type { TStaffRole } from "@inkundla/shared";
import { and, asc, desc, eq, like, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { auditEventTable } from "../../platform/platform.tables.ts";
import { userTable } from "../auth/auth.tables.ts";
import { firmMemberTable, firmTable } from "../firms/firm.tables.ts";

/** A firm membership with the facts about its person that the staff screen shows. */
export type StaffMemberRecord = {
  memberId: string;
  firmId: string;
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: TStaffRole;
  isOwner: boolean;
  emailVerified: boolean;
  onboardingCompleted: boolean;
  isPlatformAdmin: boolean;
  invitedByUserId: string | null;
  createdAt: Date;
};

const staffMemberColumns = {
  memberId: firmMemberTable.id,
  firmId: firmMemberTable.firmId,
  userId: userTable.id,
  firstName: userTable.firstName,
  lastName: userTable.lastName,
  email: userTable.email,
  role: firmMemberTable.role,
  isOwner: firmMemberTable.isOwner,
  emailVerified: userTable.emailVerified,
  onboardingCompleted: userTable.onboardingCompleted,
  isPlatformAdmin: sql<boolean>`${userTable.role} = 'admin'`,
  invitedByUserId: firmMemberTable.invitedByUserId,
  createdAt: firmMemberTable.createdAt,
};

/** Everyone in the firm, the owner first, then in the order they joined or were invited. */
export function listFirmStaff(db: DbExecutor, firmId: string): Promise<StaffMemberRecord[]> {
  return db
    .select(staffMemberColumns)
    .from(firmMemberTable)
    .innerJoin(userTable, eq(userTable.id, firmMemberTable.userId))
    .where(eq(firmMemberTable.firmId, firmId))
    .orderBy(desc(firmMemberTable.isOwner), asc(firmMemberTable.createdAt), asc(userTable.email));
}

/** One membership of this firm, locked for the caller's transaction; null for any other firm's. */
export async function lockFirmStaffMember(
  db: DbExecutor,
  firmId: string,
  memberId: string,
): Promise<StaffMemberRecord | null> {
  const rows = await db
    .select(staffMemberColumns)
    .from(firmMemberTable)
    .innerJoin(userTable, eq(userTable.id, firmMemberTable.userId))
    .where(and(eq(firmMemberTable.firmId, firmId), eq(firmMemberTable.id, memberId)))
    .limit(1)
    .for("update", { of: firmMemberTable });
  return rows[0] ?? null;
}

export async function findStaffMemberByUserId(
  db: DbExecutor,
  userId: string,
): Promise<StaffMemberRecord | null> {
  const rows = await db
    .select(staffMemberColumns)
    .from(firmMemberTable)
    .innerJoin(userTable, eq(userTable.id, firmMemberTable.userId))
    .where(eq(firmMemberTable.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** The person with this address (any letter case), with the firm they belong to, if any. */
export async function findPersonByEmail(
  db: DbExecutor,
  email: string,
): Promise<{ userId: string; firmId: string | null; memberId: string | null } | null> {
  const rows = await db
    .select({ userId: userTable.id, firmId: firmMemberTable.firmId, memberId: firmMemberTable.id })
    .from(userTable)
    .leftJoin(firmMemberTable, eq(firmMemberTable.userId, userTable.id))
    .where(eq(sql`lower(${userTable.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function findFirmName(db: DbExecutor, firmId: string): Promise<string | null> {
  const rows = await db
    .select({ name: firmTable.name })
    .from(firmTable)
    .where(eq(firmTable.id, firmId))
    .limit(1);
  return rows[0]?.name ?? null;
}

export async function findPersonName(
  db: DbExecutor,
  userId: string,
): Promise<{ firstName: string | null; lastName: string | null; email: string } | null> {
  const rows = await db
    .select({ firstName: userTable.firstName, lastName: userTable.lastName, email: userTable.email })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export type StaffAuditRecord = {
  id: bigint;
  action: string;
  data: Record<string, unknown> | null;
  createdAt: Date;
};

/** The firm's newest staff events (staff.invited, staff.role_changed, …), newest first. */
export function listStaffAuditEvents(
  db: DbExecutor,
  firmId: string,
  limit: number,
): Promise<StaffAuditRecord[]> {
  return db
    .select({
      id: auditEventTable.id,
      action: auditEventTable.action,
      data: auditEventTable.data,
      createdAt: auditEventTable.createdAt,
    })
    .from(auditEventTable)
    .where(and(eq(auditEventTable.firmId, firmId), like(auditEventTable.action, "staff.%")))
    .orderBy(desc(auditEventTable.createdAt), desc(auditEventTable.id))
    .limit(limit);
}
