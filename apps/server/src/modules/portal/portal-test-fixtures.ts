import { randomUUID } from "node:crypto";
import { addDaysToDate, todayInSouthAfrica } from "@inkundla/shared";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import type { SmtpCatcher } from "../../testing/smtp-catcher.ts";
import { FIXTURE_PASSWORD, type FirmOwner, uniqueAddress } from "../../testing/staff-fixtures.ts";
import { signIn, type TestApp } from "../../testing/test-app.ts";
import { invoiceLineTable, invoiceTable } from "../billing/billing.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/**
 * Test setup only: rows of other modules written straight into their tables (their own fixtures are
 * theirs), shaped as their services leave them.
 */

/** A day some days before (or, negative, after) today in South Africa. */
export function daysAgo(days: number): string {
  return addDaysToDate(todayInSouthAfrica(), -days);
}

/** A client with an address and e-mail (as invoices need) and one active matter. */
export async function insertPortalClient(
  db: DbExecutor,
  firmId: string,
  name: string,
): Promise<{ clientId: string; matterId: string; name: string }> {
  const [client] = await db
    .insert(clientTable)
    .values({
      firmId,
      type: "company",
      name,
      email: `accounts.${randomUUID().slice(0, 8)}@client.example.co.za`,
      physicalAddress: "12 Loop Street, Cape Town, 8001",
    })
    .returning({ id: clientTable.id });
  const clientId = client?.id as string;
  const [matter] = await db
    .insert(matterTable)
    .values({
      firmId,
      clientId,
      reference: `POR-${randomUUID().slice(0, 8)}`,
      title: `Matter of ${name}`,
      type: "Commercial Law",
      status: "active",
    })
    .returning({ id: matterTable.id });
  return { clientId, matterId: matter?.id as string, name };
}

/**
 * An issued ("sent") invoice with one fee line: the line goes in while it is a draft, then one UPDATE
 * issues it, as a trigger refuses line changes on an issued invoice.
 */
export async function insertIssuedPortalInvoice(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    matterId: string;
    totalCents: number;
    vatCents: number;
    number: string;
    sequence: number;
    createdBy: string;
  },
): Promise<{ id: string; number: string }> {
  const subtotalCents = values.totalCents - values.vatCents;
  const description = "Professional services rendered";
  const [invoice] = await db
    .insert(invoiceTable)
    .values({
      firmId: values.firmId,
      clientId: values.clientId,
      matterId: values.matterId,
      description,
      subtotalCents,
      vatCents: values.vatCents,
      totalCents: values.totalCents,
      createdBy: values.createdBy,
    })
    .returning({ id: invoiceTable.id });
  const invoiceId = invoice?.id as string;
  await db.insert(invoiceLineTable).values({
    firmId: values.firmId,
    invoiceId,
    position: 1,
    kind: "fee",
    description,
    quantityHundredths: 100,
    unitPriceCents: subtotalCents,
    amountCents: subtotalCents,
    taxable: values.vatCents > 0,
    vatCents: values.vatCents,
  });
  await db
    .update(invoiceTable)
    .set({
      status: "sent",
      number: values.number,
      sequence: values.sequence,
      issueDate: daysAgo(10),
      dueDate: daysAgo(-20),
      taxInvoiceKind: values.vatCents > 0 ? "full" : "not_vat_registered",
      issuedAt: new Date(),
      issuedBy: values.createdBy,
    })
    .where(eq(invoiceTable.id, invoiceId));
  return { id: invoiceId, number: values.number };
}

/** The token in the newest client portal invitation e-mailed to this address. */
export async function readPortalInvitationToken(catcher: SmtpCatcher, email: string): Promise<string> {
  const mail = await catcher.waitForMail(email, { subject: /client portal/i });
  const link = mail.links.find((candidate) => new URL(candidate).pathname === "/client-portal/accept");
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error(`no client portal link in "${mail.subject}"`);
  return token;
}

/** Invites a contact person of the owner's client, accepts through the mailed link and signs in. */
export async function addPortalUser(
  testApp: TestApp,
  catcher: SmtpCatcher,
  owner: FirmOwner,
  clientId: string,
  label = "client",
): Promise<{ cookie: string; email: string; userId: string; accessId: string }> {
  const email = uniqueAddress(label).replace("@firm.", "@client.");
  const invited = await testApp.app.inject({
    method: "POST",
    url: `/api/clients/${clientId}/portal-invitations`,
    headers: { cookie: owner.cookie },
    payload: { email },
  });
  if (invited.statusCode !== 201)
    throw new Error(`portal invite failed: ${invited.statusCode} ${invited.body}`);
  const token = await readPortalInvitationToken(catcher, email);
  const accepted = await testApp.app.inject({
    method: "POST",
    url: "/api/portal/accept",
    payload: { token, firstName: "Lerato", lastName: "Dlamini", password: FIXTURE_PASSWORD },
  });
  if (accepted.statusCode !== 200)
    throw new Error(`portal accept failed: ${accepted.statusCode} ${accepted.body}`);
  const cookie = await signIn(testApp.app, email, FIXTURE_PASSWORD);
  const me = await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
  return { cookie, email, userId: me.json().id, accessId: invited.json().id };
}
