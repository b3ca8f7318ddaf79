import type { TContactRequest } from "@inkundla/shared";
import { toPublicEntitySettings } from "@inkundla/shared";
import type { Db } from "../../platform/db.ts";
import type { Mailer } from "../../platform/mail.ts";
import { consumeRateLimit } from "../../platform/rate-limit.ts";
import { readEntitySettings } from "../entity-settings/index.ts";
import { contactError } from "./contact.errors.ts";

/** Messages one address may send in a window: enough for a person, too few to use us as a spam relay. */
export const CONTACT_LIMIT_PER_IP = 5;
export const CONTACT_LIMIT_WINDOW_SECONDS = 3600;

export type ContactDeps = { db: Db; mailer: Mailer };

/** Sends a visitor's message to the platform's support address (Entity Settings). */
export async function sendContactMessage(
  deps: ContactDeps,
  input: TContactRequest,
  meta: { ipAddress: string },
): Promise<void> {
  const verdict = await consumeRateLimit(
    deps.db,
    `contact:ip:${meta.ipAddress}`,
    CONTACT_LIMIT_PER_IP,
    CONTACT_LIMIT_WINDOW_SECONDS,
  );
  if (!verdict.isAllowed) {
    throw contactError("too_many_messages", undefined, { "retry-after": String(verdict.retryAfterSeconds) });
  }
  const { supportEmail } = toPublicEntitySettings(await readEntitySettings(deps.db));
  const subject = input.subject?.trim() || "New message";
  const outcome = await deps.mailer.send({
    to: supportEmail,
    // One line only: a subject typed by a visitor must not add mail headers.
    subject: `Contact form: ${subject}`.replace(/[\r\n]+/g, " "),
    text: [
      `From: ${input.name} <${input.email}>`,
      `Subject: ${subject}`,
      "",
      input.message,
      "",
      "Reply to the sender's address above; this message came through the website's contact form.",
    ].join("\n"),
  });
  if (outcome.status === "failed") {
    throw contactError(
      "delivery_failed",
      `We could not send your message just now. Please try again, or e-mail us at ${supportEmail}.`,
    );
  }
}
