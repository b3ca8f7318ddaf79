import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type RefusingSmtpServer = {
  url: string;
  /** Every recipient the server was asked to take, in order, with what it answered. */
  recipients: { to: string; answer: number }[];
  /** The subjects of the messages it took. */
  accepted: { to: string[]; subject: string }[];
  close(): Promise<void>;
};

/**
 * A loopback mail server that refuses recipients as `refuse` says: with a 4xx ("try again later", a
 * transient failure) or a 5xx (a permanent one), or takes the message when it answers null. `attempt`
 * counts the times this address has been offered, from 1.
 */
export async function startRefusingSmtpServer(
  refuse: (recipient: { to: string; attempt: number }) => { code: number; message: string } | null,
): Promise<RefusingSmtpServer> {
  const recipients: RefusingSmtpServer["recipients"] = [];
  const accepted: RefusingSmtpServer["accepted"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const attempt = recipients.filter((recipient) => recipient.to === to).length + 1;
      const refusal = refuse({ to, attempt });
      recipients.push({ to, answer: refusal?.code ?? 250 });
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          accepted.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? "",
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
