import {
  deadlineNoticeEndsOn,
  lastDayOfMonth,
  resolveUserPreferences,
  type TMarkNotificationsRead,
  type TNotificationKind,
  type TNotificationList,
  todayInSouthAfrica,
  trustMonthToSignOff,
  wantedNotificationKinds,
} from "@inkundla/shared";
import type { Db, DbExecutor } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { listDeclaredHolidays } from "../deadlines/index.ts";
import { readStoredPreferences } from "../profile/index.ts";
import {
  claimFirmScan,
  countUnreadNotifications,
  insertNotifications,
  listDueDeadlines,
  listFirmMembers,
  listMatterAttorneys,
  listNewlyOverdueInvoices,
  listNotifications,
  listTrustAccountsAwaitingSignOff,
  markNotificationsRead,
  type NewNotification,
} from "./notification.repository.ts";
import {
  deadlineNotices,
  newlyOverdueDueDates,
  overdueInvoiceNotices,
  trustMonthNotices,
} from "./notification-notices.ts";

export type NotificationsDeps = { db: Db; now?: () => Date };

/** How long a look over a firm's records holds before the bell looks again. */
export const FIRM_SCAN_INTERVAL_SECONDS = 60;

const DEFAULT_LIST_LIMIT = 20;

/**
 * Announces what has come due in a firm on `today`: deadlines in the next three court days, invoices
 * that became overdue in the last week, and last month's trust sign-off while it is outstanding. Each
 * is announced once per person (the source key); answers how many notifications are new.
 */
export async function announceWhatIsDue(db: DbExecutor, firmId: string, today: string): Promise<number> {
  const members = await listFirmMembers(db, firmId);
  if (members.length === 0) return 0;
  const through = deadlineNoticeEndsOn(today, await listDeclaredHolidays(db));
  const deadlines = await listDueDeadlines(db, { firmId, from: today, through });
  const invoices = await listNewlyOverdueInvoices(db, { firmId, ...newlyOverdueDueDates(today) });
  const trustMonth = trustMonthToSignOff(today);
  const accounts = await listTrustAccountsAwaitingSignOff(db, {
    firmId,
    month: trustMonth.month,
    monthEnd: lastDayOfMonth(trustMonth.month),
  });
  return insertNotifications(db, [
    ...deadlineNotices(firmId, deadlines, members),
    ...overdueInvoiceNotices(firmId, invoices, members),
    ...trustMonthNotices(firmId, trustMonth, accounts, members),
  ]);
}

/** Looks over the firm's records unless that was done in the last minute (by any instance). */
async function announceIfDue(deps: NotificationsDeps, firmId: string): Promise<void> {
  const today = todayInSouthAfrica(deps.now?.() ?? new Date());
  await deps.db.transaction(async (tx) => {
    if (await claimFirmScan(tx, firmId, FIRM_SCAN_INTERVAL_SECONDS))
      await announceWhatIsDue(tx, firmId, today);
  });
}

async function wantedKinds(db: DbExecutor, userId: string): Promise<TNotificationKind[]> {
  return wantedNotificationKinds(resolveUserPreferences(await readStoredPreferences(db, userId)));
}

export async function readNotifications(
  deps: NotificationsDeps,
  identity: FirmIdentity,
  query: { limit?: number },
): Promise<TNotificationList> {
  const { firmId } = identity.membership;
  await announceIfDue(deps, firmId);
  const person = { firmId, userId: identity.userId, kinds: await wantedKinds(deps.db, identity.userId) };
  const items = await listNotifications(deps.db, { ...person, limit: query.limit ?? DEFAULT_LIST_LIMIT });
  return { items, unreadCount: await countUnreadNotifications(deps.db, person) };
}

export async function readUnreadCount(
  deps: NotificationsDeps,
  identity: FirmIdentity,
): Promise<{ unreadCount: number }> {
  const { firmId } = identity.membership;
  await announceIfDue(deps, firmId);
  const kinds = await wantedKinds(deps.db, identity.userId);
  return { unreadCount: await countUnreadNotifications(deps.db, { firmId, userId: identity.userId, kinds }) };
}

export async function markRead(
  deps: NotificationsDeps,
  identity: FirmIdentity,
  request: TMarkNotificationsRead,
): Promise<{ unreadCount: number }> {
  const { firmId } = identity.membership;
  await markNotificationsRead(deps.db, {
    firmId,
    userId: identity.userId,
    ids: "all" in request ? "all" : request.ids,
  });
  const kinds = await wantedKinds(deps.db, identity.userId);
  return { unreadCount: await countUnreadNotifications(deps.db, { firmId, userId: identity.userId, kinds }) };
}

/**
 * Tells people of something that just happened (an AI job finished, a client wrote on the portal).
 * Call it inside the transaction of the change, so the notice exists exactly when the change does; the
 * source key keeps a job that runs twice from announcing twice.
 */
export async function notifyPeople(db: DbExecutor, notifications: NewNotification[]): Promise<void> {
  await insertNotifications(db, notifications);
}

/**
 * Tells the person who asked for a piece of AI work (an analysis, a draft, a prediction) that it has
 * finished or failed. Call it in the transaction that records the outcome; `sourceKey` names the work
 * and its outcome, so an outcome recorded twice is announced once.
 */
export async function notifyAiJobFinished(
  db: DbExecutor,
  job: {
    firmId: string;
    requestedByUserId: string | null;
    sourceKey: string;
    title: string;
    body: string;
    link: string;
  },
): Promise<void> {
  if (job.requestedByUserId === null) return;
  await insertNotifications(db, [
    {
      firmId: job.firmId,
      userId: job.requestedByUserId,
      kind: "ai_job_finished",
      title: job.title,
      body: job.body,
      link: job.link,
      sourceKey: job.sourceKey,
    },
  ]);
}

/**
 * Tells the matter's responsible attorney (else the firm's owners) that the client wrote or uploaded
 * on the portal. Call it in the transaction that keeps the message or upload; `sourceKey` names it.
 */
export async function notifyPortalActivity(
  db: DbExecutor,
  activity: {
    firmId: string;
    matterId: string;
    sourceKey: string;
    title: string;
    body: string;
    link: string;
  },
): Promise<void> {
  const recipients = await listMatterAttorneys(db, activity.firmId, activity.matterId);
  await insertNotifications(
    db,
    recipients.map((userId) => ({
      firmId: activity.firmId,
      userId,
      kind: "portal_activity" as const,
      title: activity.title,
      body: activity.body,
      link: activity.link,
      sourceKey: activity.sourceKey,
    })),
  );
}
