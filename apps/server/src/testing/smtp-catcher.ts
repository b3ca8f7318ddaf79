import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string[]; subject: string; text: string; links: string[] };

export type SmtpCatcher = {
  /** For SMTP_URL: plain SMTP on loopback, no TLS, no authentication. */
  url: string;
  messages: CaughtMail[];
  /** Waits for the newest message to this address (optionally with a matching subject). */
  waitForMail(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<CaughtMail>;
  close(): Promise<void>;
};

const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** A real SMTP server on loopback that keeps every message it receives: the tests' outside edge. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? "";
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text,
            links: text.match(LINK_PATTERN) ?? [],
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const findNewest = (to: string, subject?: RegExp) =>
    messages.findLast(
      (message) => message.to.includes(to.toLowerCase()) && (!subject || subject.test(message.subject)),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMail(to, { subject, timeoutMs = 5000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = findNewest(to, subject);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
