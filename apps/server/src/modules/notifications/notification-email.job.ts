import { resolveUserPreferences, type TUserPreferences } from "@inkundla/shared";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { AppConfig } from "../../platform/config.ts";
import type { DbExecutor } from "../../platform/db.ts";
import { defineJobKind, defineJobWorker, type JobQueue, sendMailFromJob } from "../../platform/jobs/index.ts";
import type { Mailer } from "../../platform/mail.ts";
import { userTable } from "../auth/auth.tables.ts";
import { firmMemberTable } from "../firms/firm.tables.ts";
import { listMatterAttorneys } from "./notification.repository.ts";
import { notificationTable } from "./notification.tables.ts";

/**
 * What an e-mail at once is about, and the profile switch that lets a person have it or not: a client's
 * message in the portal ("Email for new messages") and a court filing's recorded status ("Court filing
 * updates"). The digest covers everything else.
 */
export const INSTANT_EMAIL_TOPICS = {
  portal_message: "emailNewMessages",
  court_filing: "courtFilingUpdates",
} as const satisfies Record<string, keyof TUserPreferences>;
export type InstantEmailTopic = keyof typeof INSTANT_EMAIL_TOPICS;

const ZInstantEmail = z.object({
  firmId: z.uuid(),
  userId: z.string().min(1),
  topic: z.enum(Object.keys(INSTANT_EMAIL_TOPICS) as [InstantEmailTopic, ...InstantEmailTopic[]]),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(12_000),
  /** The app page it is about, from the site's root. */
  link: z.string().startsWith("/"),
  /** The bell notification it repeats, marked as mailed so the digest does not send it again. */
  sourceKey: z.string().optional(),
});
export type InstantEmail = z.infer<typeof ZInstantEmail>;

/** One person's e-mail about one event; a mail server that is down is tried again. */
export const INSTANT_EMAIL_JOB = defineJobKind<InstantEmail>({
  name: "notification-instant-email",
  data: ZInstantEmail,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 5 * 60,
  describe: (email) => `E-mail "${email.subject}"`,
});

/**
 * Queues an e-mail about a matter's event to its responsible attorney (or the firm's owners), in the
 * caller's transaction, leaving out `exceptUserId` (who caused it). Whether each person wants it is
 * read when the e-mail is sent, so a switch turned off in between is respected.
 */
export async function emailMatterAttorneys(
  db: DbExecutor,
  jobs: Pick<JobQueue, "send">,
  event: {
    firmId: string;
    matterId: string;
    topic: InstantEmailTopic;
    exceptUserId?: string;
    subject: string;
    text: string;
    link: string;
    sourceKey?: string;
  },
): Promise<number> {
  const { matterId, exceptUserId, ...email } = event;
  const recipients = (await listMatterAttorneys(db, event.firmId, matterId)).filter(
    (userId) => userId !== exceptUserId,
  );
  for (const userId of recipients) await jobs.send(db, INSTANT_EMAIL_JOB, { ...email, userId });
  return recipients.length;
}

export type InstantEmailDeps = { db: DbExecutor; config: Pick<AppConfig, "publicUrl">; mailer: Mailer };

export function createInstantEmailWorker(deps: InstantEmailDeps) {
  return defineJobWorker({
    kind: INSTANT_EMAIL_JOB,
    handle: async (email) => {
      const [person] = await deps.db
        .select({
          email: userTable.email,
          firstName: userTable.firstName,
          preferences: userTable.preferences,
        })
        .from(firmMemberTable)
        .innerJoin(userTable, eq(userTable.id, firmMemberTable.userId))
        .where(and(eq(firmMemberTable.firmId, email.firmId), eq(firmMemberTable.userId, email.userId)));
      // Left the firm since, or turned the switch off: nothing to send.
      if (!person || !resolveUserPreferences(person.preferences)[INSTANT_EMAIL_TOPICS[email.topic]]) return;
      const link = `${deps.config.publicUrl}${email.link}`;
      await sendMailFromJob(deps, {
        to: person.email,
        subject: email.subject,
        text: [
          `Hello ${person.firstName ?? person.email},`,
          "",
          email.text,
          "",
          `Open it in Inkundla: ${link}`,
          "",
          "You get these e-mails because of a switch under Profile, Preferences; turn it off there to stop them.",
        ].join("\n"),
        links: [link],
      });
      if (email.sourceKey) {
        await deps.db
          .update(notificationTable)
          .set({ emailedAt: new Date() })
          .where(
            and(
              eq(notificationTable.userId, email.userId),
              eq(notificationTable.sourceKey, email.sourceKey),
              isNull(notificationTable.emailedAt),
            ),
          );
      }
    },
  });
}
