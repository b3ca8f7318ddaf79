import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { DbExecutor } from "./db.ts";
import { mailOutboxTable } from "./platform.tables.ts";

export type MailMessage = {
  to: string;
  subject: string;
  /** Plain text; every link the reader must follow is also listed in `links`. */
  text: string;
  html?: string;
  links?: string[];
  /** Files sent with the message (an invoice PDF); the outbox keeps their names and sizes, not the bytes. */
  attachments?: MailAttachment[];
  /**
   * The name the recipient sees as the sender, e.g. the firm that sends its invoice; the address
   * stays MAIL_FROM's, which the mail server is allowed to send as.
   */
  senderName?: string;
  /** Where the recipient's reply goes, e.g. the firm rather than the platform's no-reply address. */
  replyTo?: string;
};

export type MailAttachment = { fileName: string; content: Buffer; contentType: string };

export type Mailer = {
  /** Records the message in the outbox and delivers it over SMTP when one is configured. Never throws. */
  send(message: MailMessage): Promise<{ status: "sent" | "failed" | "logged" }>;
};

/**
 * Call `send` after the transaction that caused the message has committed: a message must never
 * announce something that was rolled back. A failed delivery is recorded and logged, not thrown;
 * the person can ask for the message again.
 */
export function createMailer(deps: {
  db: DbExecutor;
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, "info" | "error">;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  // "Inkundla <no-reply@inkundla.example>" → the address alone, to send under another display name.
  const senderAddress = /<([^>]+)>\s*$/.exec(deps.from)?.[1] ?? deps.from;

  return {
    async send(message) {
      const links = message.links ?? [];
      const attachments = message.attachments ?? [];
      const attachmentFacts = attachments.map((attachment) => ({
        fileName: attachment.fileName,
        sizeBytes: attachment.content.byteLength,
      }));
      if (!transport) {
        await deps.db.insert(mailOutboxTable).values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          links,
          attachments: attachmentFacts,
          status: "logged",
        });
        deps.log.info({ mail: { to: message.to, subject: message.subject, links } }, "mail kept in outbox");
        return { status: "logged" };
      }
      try {
        await transport.sendMail({
          from: message.senderName ? { name: message.senderName, address: senderAddress } : deps.from,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(attachments.length > 0
            ? {
                attachments: attachments.map((attachment) => ({
                  filename: attachment.fileName,
                  content: attachment.content,
                  contentType: attachment.contentType,
                })),
              }
            : {}),
        });
        await deps.db.insert(mailOutboxTable).values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          links,
          attachments: attachmentFacts,
          status: "sent",
          sentAt: new Date(),
        });
        return { status: "sent" };
      } catch (error) {
        deps.log.error(
          { err: error, mail: { to: message.to, subject: message.subject } },
          "mail delivery failed",
        );
        await deps.db.insert(mailOutboxTable).values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          links,
          attachments: attachmentFacts,
          status: "failed",
          error: error instanceof Error ? error.message.slice(0, 1000) : String(error),
        });
        return { status: "failed" };
      }
    },
  };
}
