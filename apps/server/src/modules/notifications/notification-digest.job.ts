import {
  formatDateTime,
  isDigestDay,
  resolveUserPreferences,
  type TNotification,
  todayInSouthAfrica,
  wantedNotificationKinds,
} from "@inkundla/shared";
import { z } from "zod";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import {
  defineJobKind,
  defineJobWorker,
  type JobLog,
  type JobQueue,
  sendMailFromJob,
} from "../../platform/jobs/index.ts";
import type { Mailer } from "../../platform/mail.ts";
import {
  listFirmIds,
  listPeopleWithUnmailedNotifications,
  listUnmailedNotifications,
  markNotificationsEmailed,
  recordDailyRun,
} from "./notification.repository.ts";
import { announceWhatIsDue } from "./notification.service.ts";

/** At most this many notifications in one digest; the rest wait for the next. */
const DIGEST_LIMIT = 50;

/** The morning hour (South African time) from which the day's run is queued. */
export const MORNING_RUN_HOUR = 6;

/**
 * The morning run: every firm's records looked over for what has come due, then each person who asked
 * for a digest today gets one e-mail with their unread notifications not mailed before. A run that stops
 * half-way is tried again; people already mailed are not mailed twice (their notifications are marked).
 */
export const NOTIFICATION_MORNING_JOB = defineJobKind<{ day: string }>({
  name: "notification-morning-run",
  data: z.object({ day: z.iso.date() }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 30 * 60,
  describe: (data) => `Notifications and e-mail digests for ${data.day}`,
});

export type NotificationJobDeps = { db: Db; config: Pick<AppConfig, "publicUrl">; mailer: Mailer };

export function createNotificationMorningWorker(deps: NotificationJobDeps) {
  return defineJobWorker({
    kind: NOTIFICATION_MORNING_JOB,
    handle: async ({ day }, job) => {
      await runMorning(deps, day, job.log);
    },
  });
}

export async function runMorning(deps: NotificationJobDeps, day: string, log?: JobLog): Promise<void> {
  let announced = 0;
  for (const firmId of await listFirmIds(deps.db)) {
    announced += await deps.db.transaction((tx) => announceWhatIsDue(tx, firmId, day));
  }
  let mailed = 0;
  for (const person of await listPeopleWithUnmailedNotifications(deps.db)) {
    const preferences = resolveUserPreferences(person.preferences);
    if (!isDigestDay(preferences, day)) continue;
    const notifications = await listUnmailedNotifications(deps.db, {
      firmId: person.firmId,
      userId: person.userId,
      kinds: wantedNotificationKinds(preferences),
      limit: DIGEST_LIMIT,
    });
    if (notifications.length === 0) continue;
    await sendMailFromJob(deps, digestMessage(deps.config.publicUrl, person, notifications));
    await markNotificationsEmailed(
      deps.db,
      notifications.map((notification) => notification.id),
    );
    mailed += 1;
  }
  log?.info({ day, announced, mailed }, "notification morning run done");
}

function digestMessage(
  publicUrl: string,
  person: { email: string; firstName: string | null },
  notifications: TNotification[],
) {
  const count = notifications.length;
  const links = notifications.flatMap((notification) =>
    notification.link === null ? [] : [`${publicUrl}${notification.link}`],
  );
  const lines = notifications.flatMap((notification) => [
    `- ${notification.title}`,
    ...(notification.body ? [`  ${notification.body}`] : []),
    ...(notification.link === null ? [] : [`  ${publicUrl}${notification.link}`]),
    `  (${formatDateTime(notification.createdAt)})`,
  ]);
  return {
    to: person.email,
    subject: `Inkundla: ${count} ${count === 1 ? "notification" : "notifications"} for you`,
    text: [
      `Good morning${person.firstName ? ` ${person.firstName}` : ""},`,
      "",
      `Here ${count === 1 ? "is what" : "is everything that"} came up since your last digest:`,
      "",
      ...lines,
      "",
      `Choose what you hear about, and turn this e-mail off, in your profile: ${publicUrl}/profile?tab=preferences`,
    ].join("\n"),
    links: [...new Set(links), `${publicUrl}/profile?tab=preferences`],
  };
}

/**
 * Queues the day's morning run once it is past the morning hour, once a day across every instance
 * (the notification_run row). Answers whether this call queued it.
 */
export async function queueMorningRunIfDue(
  deps: { db: Db; jobs: Pick<JobQueue, "send" | "wake"> },
  now: Date,
): Promise<boolean> {
  const hour = Number(
    new Intl.DateTimeFormat("en-ZA", {
      hour: "numeric",
      hourCycle: "h23",
      timeZone: "Africa/Johannesburg",
    }).format(now),
  );
  if (hour < MORNING_RUN_HOUR) return false;
  const day = todayInSouthAfrica(now);
  const isQueued = await deps.db.transaction(async (tx) => {
    if (!(await recordDailyRun(tx, day))) return false;
    await deps.jobs.send(tx, NOTIFICATION_MORNING_JOB, { day });
    return true;
  });
  if (isQueued) deps.jobs.wake(NOTIFICATION_MORNING_JOB);
  return isQueued;
}

/** Checks every few minutes whether the morning run is due; stop() ends the checks. */
export function startNotificationClock(
  deps: {
    db: Db;
    jobs: Pick<JobQueue, "send" | "wake">;
    log: { warn: (data: object, message: string) => void };
  },
  intervalMs = 5 * 60 * 1000,
): { stop: () => void } {
  const tick = () => {
    queueMorningRunIfDue(deps, new Date()).catch((error: unknown) => {
      deps.log.warn({ err: error }, "could not queue the notification morning run");
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
