import { and, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../db.ts";
import type { Mailer, MailMessage } from "../mail.ts";
import { mailOutboxTable } from "../platform.tables.ts";

/**
 * Sends one message from a job. The mailer never throws: it records a failed delivery in the outbox and
 * answers `failed`. A job has to throw to be retried, so this throws then, with the mail server's answer
 * (read back from the outbox row the mailer has just written) as the job's error.
 */
export async function sendMailFromJob(
  deps: { db: DbExecutor; mailer: Mailer },
  message: MailMessage,
): Promise<"sent" | "logged"> {
  const result = await deps.mailer.send(message);
  if (result.status !== "failed") return result.status;
  const [recorded] = await deps.db
    .select({ error: mailOutboxTable.error })
    .from(mailOutboxTable)
    .where(
      and(
        eq(mailOutboxTable.toAddress, message.to),
        eq(mailOutboxTable.subject, message.subject),
        eq(mailOutboxTable.status, "failed"),
      ),
    )
    .orderBy(desc(mailOutboxTable.createdAt))
    .limit(1);
  throw new Error(
    `The e-mail "${message.subject}" to ${message.to} was not delivered: ${recorded?.error ?? "the mail server did not accept it"}`,
  );
}
