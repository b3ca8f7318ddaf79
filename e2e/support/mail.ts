import { expect } from "@playwright/test";

export type CaughtMail = { to: string[]; subject: string; text: string; links: string[] };

const mailPort = Number(process.env.E2E_MAIL_PORT ?? 5198);

/** The newest e-mail the app sent to this address over SMTP (caught by e2e/support/serve.ts). */
export async function waitForMail(to: string, subject?: RegExp): Promise<CaughtMail> {
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const url = new URL(`http://127.0.0.1:${mailPort}/mail`);
        url.searchParams.set("to", to);
        if (subject) url.searchParams.set("subject", subject.source);
        const response = await fetch(url);
        if (response.ok) mail = (await response.json()) as CaughtMail;
        return response.status;
      },
      { message: `an e-mail to ${to}`, timeout: 10_000 },
    )
    .toBe(200);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The first link in the mail whose path starts with `pathPrefix`, made relative to the app. */
export function findLink(mail: CaughtMail, pathPrefix: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in "${mail.subject}": ${mail.links.join(", ")}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
