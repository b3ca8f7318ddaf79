import { z } from "zod";
import { MAIL_STATUSES } from "./platform.enums.ts";

/** One message from the outbox, as the development mailbox (/dev/mailbox) shows it. */
export const ZDevMailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.iso.datetime(),
  links: z.array(z.string()),
  text: z.string(),
});
export type TDevMailboxMessage = z.infer<typeof ZDevMailboxMessage>;

export const ZDevMailbox = z.object({ messages: z.array(ZDevMailboxMessage) });
export type TDevMailbox = z.infer<typeof ZDevMailbox>;

/** How many of the newest messages the development mailbox lists. */
export const DEV_MAILBOX_LIMIT = 50;
