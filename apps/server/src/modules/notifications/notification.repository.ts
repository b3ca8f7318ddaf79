import type { TNotification, TNotificationKind } from "@inkundla/shared";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../platform/db.ts";
import { userTable } from "../auth/auth.tables.ts";
import { invoiceTable } from "../billing/billing.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmMemberTable, firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { taskTable } from "../tasks/task.tables.ts";
import { trustAccountTable, trustReconciliationTable } from "../trust/trust.tables.ts";
import { notificationRunTable, notificationScanTable, notificationTable } from "./notification.tables.ts";

export type NewNotification = {
  firmId: string;
  userId: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  sourceKey: string;
};

/** Adds the notifications not announced before (by person and source key); answers how many were new. */
export async function insertNotifications(db: DbExecutor, notifications: NewNotification[]): Promise<number> {
  if (notifications.length === 0) return 0;
  const inserted = await db
    .insert(notificationTable)
    .values(notifications)
    .onConflictDoNothing({ target: [notificationTable.userId, notificationTable.sourceKey] })
    .returning({ id: notificationTable.id });
  return inserted.length;
}

const notificationColumns = {
  id: notificationTable.id,
  kind: notificationTable.kind,
  title: notificationTable.title,
  body: notificationTable.body,
  link: notificationTable.link,
  createdAt: notificationTable.createdAt,
  readAt: notificationTable.readAt,
};

function toNotification(row: {
  id: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}): TNotification {
  return { ...row, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null };
}

type PersonInFirm = { firmId: string; userId: string; kinds: TNotificationKind[] };

function ofPerson(person: PersonInFirm) {
  return and(
    eq(notificationTable.userId, person.userId),
    eq(notificationTable.firmId, person.firmId),
    inArray(notificationTable.kind, person.kinds),
  );
}

/** A person's notifications of the kinds they want, newest first. */
export async function listNotifications(
  db: DbExecutor,
  person: PersonInFirm & { limit: number },
): Promise<TNotification[]> {
  if (person.kinds.length === 0) return [];
  const rows = await db
    .select(notificationColumns)
    .from(notificationTable)
    .where(ofPerson(person))
    .orderBy(desc(notificationTable.createdAt), desc(notificationTable.id))
    .limit(person.limit);
  return rows.map(toNotification);
}

export async function countUnreadNotifications(db: DbExecutor, person: PersonInFirm): Promise<number> {
  if (person.kinds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationTable)
    .where(and(ofPerson(person), isNull(notificationTable.readAt)));
  return row?.count ?? 0;
}

/** Marks the person's own notifications read: the given ones, or all. Others' ids are ignored. */
export async function markNotificationsRead(
  db: DbExecutor,
  person: { firmId: string; userId: string; ids: string[] | "all" },
): Promise<void> {
  await db
    .update(notificationTable)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notificationTable.userId, person.userId),
        eq(notificationTable.firmId, person.firmId),
        isNull(notificationTable.readAt),
        person.ids === "all" ? undefined : inArray(notificationTable.id, person.ids),
      ),
    );
}

/**
 * Takes the firm's turn to be looked over when the last look is older than `intervalSeconds`: true for
 * the one caller that takes it. A second caller at the same moment waits for the first's transaction
 * and then finds the look just done.
 */
export async function claimFirmScan(
  db: DbExecutor,
  firmId: string,
  intervalSeconds: number,
): Promise<boolean> {
  const rows = await queryRows<{ firm_id: string }>(
    db,
    sql`insert into ${notificationScanTable} (firm_id, scanned_at) values (${firmId}::uuid, now())
        on conflict (firm_id) do update set scanned_at = excluded.scanned_at
        where ${notificationScanTable}.scanned_at < now() - make_interval(secs => ${intervalSeconds})
        returning firm_id`,
  );
  return rows.length > 0;
}

export type FirmMemberRow = { userId: string; role: string; isOwner: boolean };

export async function listFirmMembers(db: DbExecutor, firmId: string): Promise<FirmMemberRow[]> {
  return db
    .select({ userId: firmMemberTable.userId, role: firmMemberTable.role, isOwner: firmMemberTable.isOwner })
    .from(firmMemberTable)
    .where(eq(firmMemberTable.firmId, firmId));
}

export type DueDeadlineRow = {
  taskId: string;
  title: string;
  dueOn: string;
  matterId: string;
  matterReference: string;
  matterTitle: string;
  assigneeUserId: string | null;
  responsibleUserId: string | null;
};

/** Open court deadlines of the firm due from `from` to `through`, both included. */
export async function listDueDeadlines(
  db: DbExecutor,
  input: { firmId: string; from: string; through: string },
): Promise<DueDeadlineRow[]> {
  const rows = await db
    .select({
      taskId: taskTable.id,
      title: taskTable.title,
      dueOn: taskTable.dueOn,
      matterId: matterTable.id,
      matterReference: matterTable.reference,
      matterTitle: matterTable.title,
      assigneeUserId: taskTable.assigneeUserId,
      responsibleUserId: matterTable.responsibleUserId,
    })
    .from(taskTable)
    .innerJoin(matterTable, eq(matterTable.id, taskTable.matterId))
    .where(
      and(
        eq(taskTable.firmId, input.firmId),
        eq(taskTable.isDone, false),
        eq(taskTable.isDeadline, true),
        sql`${taskTable.dueOn} between ${input.from}::date and ${input.through}::date`,
      ),
    );
  return rows.flatMap((row) => (row.dueOn === null ? [] : [{ ...row, dueOn: row.dueOn }]));
}

export type NewlyOverdueInvoiceRow = {
  invoiceId: string;
  number: string;
  dueDate: string;
  balanceCents: number;
  clientName: string;
};

/**
 * Issued invoices with a balance whose due date passed on a day from `dueFrom` to `dueThrough`: the ones
 * that became overdue lately (older ones were announced when they did, or before notifications began).
 */
export async function listNewlyOverdueInvoices(
  db: DbExecutor,
  input: { firmId: string; dueFrom: string; dueThrough: string },
): Promise<NewlyOverdueInvoiceRow[]> {
  const rows = await queryRows<{
    id: string;
    number: string;
    due_date: string;
    balance: string;
    client_name: string;
  }>(
    db,
    sql`select i.id, i.number, i.due_date::text as due_date,
               (i.total_cents - i.paid_cents - i.credited_cents)::text as balance, c.name as client_name
          from ${invoiceTable} i join ${clientTable} c on c.id = i.client_id
         where i.firm_id = ${input.firmId}::uuid
           and i.status in ('sent', 'partially_paid')
           and i.due_date between ${input.dueFrom}::date and ${input.dueThrough}::date
           and i.total_cents - i.paid_cents - i.credited_cents > 0`,
  );
  return rows.map((row) => ({
    invoiceId: row.id,
    number: row.number,
    dueDate: row.due_date,
    balanceCents: readCents(row.balance),
    clientName: row.client_name,
  }));
}

export type UnsignedTrustMonthRow = { accountId: string; accountName: string };

/** The firm's active trust accounts, open before the month ended, whose month is not signed off. */
export async function listTrustAccountsAwaitingSignOff(
  db: DbExecutor,
  input: { firmId: string; month: string; monthEnd: string },
): Promise<UnsignedTrustMonthRow[]> {
  return db
    .select({ accountId: trustAccountTable.id, accountName: trustAccountTable.name })
    .from(trustAccountTable)
    .where(
      and(
        eq(trustAccountTable.firmId, input.firmId),
        eq(trustAccountTable.status, "active"),
        sql`${trustAccountTable.openedOn} <= ${input.monthEnd}::date`,
        sql`not exists (select 1 from ${trustReconciliationTable} r
                         where r.account_id = ${trustAccountTable.id} and r.month = ${input.month})`,
      ),
    );
}

export async function listFirmIds(db: DbExecutor): Promise<string[]> {
  const rows = await db.select({ id: firmTable.id }).from(firmTable);
  return rows.map((row) => row.id);
}

/** Queues the morning run for `day` once: true for the one caller that records it. */
export async function recordDailyRun(db: DbExecutor, day: string): Promise<boolean> {
  const rows = await db
    .insert(notificationRunTable)
    .values({ day })
    .onConflictDoNothing()
    .returning({ day: notificationRunTable.day });
  return rows.length > 0;
}

export type DigestReaderRow = {
  userId: string;
  firmId: string;
  email: string;
  firstName: string | null;
  preferences: unknown;
};

/** The people with unread notifications not yet mailed: those a digest may be for. */
export async function listPeopleWithUnmailedNotifications(db: DbExecutor): Promise<DigestReaderRow[]> {
  return db
    .selectDistinct({
      userId: notificationTable.userId,
      firmId: notificationTable.firmId,
      email: userTable.email,
      firstName: userTable.firstName,
      preferences: userTable.preferences,
    })
    .from(notificationTable)
    .innerJoin(userTable, eq(userTable.id, notificationTable.userId))
    .where(and(isNull(notificationTable.emailedAt), isNull(notificationTable.readAt)));
}

/** A person's unread notifications of the given kinds that no digest has held, oldest first. */
export async function listUnmailedNotifications(
  db: DbExecutor,
  person: PersonInFirm & { limit: number },
): Promise<TNotification[]> {
  if (person.kinds.length === 0) return [];
  const rows = await db
    .select(notificationColumns)
    .from(notificationTable)
    .where(and(ofPerson(person), isNull(notificationTable.readAt), isNull(notificationTable.emailedAt)))
    .orderBy(notificationTable.createdAt, notificationTable.id)
    .limit(person.limit);
  return rows.map(toNotification);
}

export async function markNotificationsEmailed(db: DbExecutor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationTable)
    .set({ emailedAt: new Date() })
    .where(and(inArray(notificationTable.id, ids), isNull(notificationTable.emailedAt)));
}

/** The matter's responsible attorney while still in the firm, else the firm's owners. */
export async function listMatterAttorneys(
  db: DbExecutor,
  firmId: string,
  matterId: string,
): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select coalesce(
              (select fm.user_id from ${matterTable} m
                 join ${firmMemberTable} fm on fm.firm_id = m.firm_id and fm.user_id = m.responsible_user_id
                where m.id = ${matterId}::uuid and m.firm_id = ${firmId}::uuid),
              null) as user_id
        union all
        select fm.user_id from ${firmMemberTable} fm
         where fm.firm_id = ${firmId}::uuid and fm.is_owner
           and not exists (select 1 from ${matterTable} m
                             join ${firmMemberTable} r on r.firm_id = m.firm_id and r.user_id = m.responsible_user_id
                            where m.id = ${matterId}::uuid and m.firm_id = ${firmId}::uuid)`,
  );
  return rows.flatMap((row) => (row.user_id ? [row.user_id] : []));
}
