import { addDaysToDate, lastDayOfMonth } from "../dates.ts";
import { toDayNumber, weekdayOf } from "../practice/deadlines/calendar-dates.ts";
import { calculateDeadline } from "../practice/deadlines/deadline-calculator.ts";
import type { DeclaredHoliday } from "../practice/deadlines/public-holidays.ts";
import type { TUserPreferences } from "../profile/preferences.schemas.ts";
import type { TNotificationKind } from "./notification.schemas.ts";

/** How far ahead a deadline is announced: the court days a person needs to act on it. */
export const DEADLINE_NOTICE_COURT_DAYS = 3;

/** The preference that switches each kind of notification on or off. */
export const NOTIFICATION_PREFERENCE_KEYS = {
  deadline_due: "notifyDeadlines",
  invoice_overdue: "notifyOverdueInvoices",
  trust_month_open: "notifyTrustMonth",
  ai_job_finished: "notifyAiJobs",
  portal_activity: "notifyPortalActivity",
} as const satisfies Record<TNotificationKind, keyof TUserPreferences>;

export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, string> = {
  deadline_due: `Deadlines due in the next ${DEADLINE_NOTICE_COURT_DAYS} court days`,
  invoice_overdue: "Invoices that become overdue",
  trust_month_open: "A trust month to reconcile and sign off",
  ai_job_finished: "AI work that has finished or failed",
  portal_activity: "Client portal messages and uploads",
};

/** The kinds a person has left on: the ones the bell counts, the list shows and the digest mails. */
export function wantedNotificationKinds(preferences: TUserPreferences): TNotificationKind[] {
  return (Object.keys(NOTIFICATION_PREFERENCE_KEYS) as TNotificationKind[]).filter(
    (kind) => preferences[NOTIFICATION_PREFERENCE_KEYS[kind]],
  );
}

/**
 * The last day a deadline may fall on to be announced today: today and the next three court days
 * (weekends and public holidays do not count, Uniform Rule 1). A deadline due on a Saturday before
 * that last court day falls inside too.
 */
export function deadlineNoticeEndsOn(
  today: string,
  declaredHolidays: readonly DeclaredHoliday[] = [],
): string {
  return calculateDeadline(
    { startDate: today, days: DEADLINE_NOTICE_COURT_DAYS, counting: "court" },
    declaredHolidays,
  ).dueDate;
}

/**
 * The trust month that must be written up, balanced and signed off now, with the day it is due: Rule
 * 54.10 gives until the last day of the following month. On any day of a month that is the month before.
 */
export function trustMonthToSignOff(today: string): { month: string; dueOn: string } {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const month = addDaysToDate(firstOfMonth, -1).slice(0, 7);
  return { month, dueOn: lastDayOfMonth(today.slice(0, 7)) };
}

/**
 * Whether today's e-mail digest goes to a person: every day with the daily digest, on Mondays with the
 * weekly one (it then holds the week's notifications not mailed before).
 */
export function isDigestDay(
  preferences: Pick<TUserPreferences, "dailyDigest" | "weeklyDigest">,
  today: string,
) {
  if (preferences.dailyDigest) return true;
  return preferences.weeklyDigest && weekdayOf(toDayNumber(today)) === "Monday";
}
