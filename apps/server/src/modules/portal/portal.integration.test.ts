import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember } from "../../testing/firm-people.ts";
import { pdfStrings } from "../../testing/pdf-strings.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import {
  FIXTURE_PASSWORD,
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
  uniqueAddress,
} from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import {
  addPortalUser,
  daysAgo,
  insertIssuedPortalInvoice,
  insertPortalClient,
  readPortalInvitationToken,
} from "./portal-test-fixtures.ts";

let testApp: TestApp;
let catcher: SmtpCatcher;
let call: Caller;
let owner: FirmOwner;
let outsider: FirmOwner;
type Client = Awaited<ReturnType<typeof insertPortalClient>>;
/** The portal user's client, another client of the same firm, and a client of another firm. */
let naidoo: Client;
let mokoena: Client;
let foreign: Client;
let naidooInvoice: { id: string; number: string };
let mokoenaInvoice: { id: string; number: string };
let portalUser: Awaited<ReturnType<typeof addPortalUser>>;

const MISSING = "00000000-0000-4000-8000-000000000000";

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ total: number }>(testApp.database.db, query);
  return Number(rows[0]?.total);
}

function multipartBody(fileName: string, bytes: Buffer) {
  const boundary = "----portal-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

function upload(cookie: string, matterId: string, fileName: string, bytes: Buffer) {
  const { payload, headers } = multipartBody(fileName, bytes);
  return testApp.app.inject({
    method: "POST",
    url: `/api/portal/matters/${matterId}/uploads`,
    headers: { ...headers, cookie },
    payload,
  });
}

/** Invites a new address to Naidoo's portal as the owner, and reads the link's token from the e-mail. */
async function inviteToNaidooPortal(label: string): Promise<{ email: string; token: string }> {
  const email = uniqueAddress(label).replace("@firm.", "@client.");
  await call("POST", `/api/clients/${naidoo.clientId}/portal-invitations`, {
    cookie: owner.cookie,
    payload: { email },
  });
  return { email, token: await readPortalInvitationToken(catcher, email) };
}

const SMALL_PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "portal-owner");
  await putFirmOnPlan(testApp, owner.firmId, "professional");
  outsider = await registerFirmOwner(testApp, "portal-outsider");
  const db = testApp.database.db;
  naidoo = await insertPortalClient(db, owner.firmId, "Naidoo Family Trust");
  mokoena = await insertPortalClient(db, owner.firmId, "Mokoena Holdings");
  foreign = await insertPortalClient(db, outsider.firmId, "Outsider Client");
  naidooInvoice = await insertIssuedPortalInvoice(db, {
    firmId: owner.firmId,
    clientId: naidoo.clientId,
    matterId: naidoo.matterId,
    totalCents: 115_000,
    vatCents: 15_000,
    number: "INV-900001",
    sequence: 900001,
    createdBy: owner.userId,
  });
  mokoenaInvoice = await insertIssuedPortalInvoice(db, {
    firmId: owner.firmId,
    clientId: mokoena.clientId,
    matterId: mokoena.matterId,
    totalCents: 57_500,
    vatCents: 7_500,
    number: "INV-900002",
    sequence: 900002,
    createdBy: owner.userId,
  });
  portalUser = await addPortalUser(testApp, catcher, owner, naidoo.clientId, "naidoo");
});

afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
});

describe("client portal invitations", () => {
  it("invites by e-mail, and the person sets their own password and sees their client's portal", async () => {
    const email = uniqueAddress("invitee").replace("@firm.", "@client.");
    const invited = await call("POST", `/api/clients/${naidoo.clientId}/portal-invitations`, {
      cookie: owner.cookie,
      payload: { email },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email, status: "invited", name: null });
    const token = await readPortalInvitationToken(catcher, email);

    const preview = await call("GET", `/api/portal/invitation?token=${encodeURIComponent(token)}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ clientName: "Naidoo Family Trust", email });

    const accepted = await call("POST", "/api/portal/accept", {
      payload: { token, firstName: "Anele", lastName: "Naidoo", password: FIXTURE_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ clientName: "Naidoo Family Trust", email });

    const signedIn = await call("POST", "/api/auth/login", {
      payload: { email, password: FIXTURE_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = (signedIn.headers["set-cookie"] as string[]).map((line) => line.split(";")[0]).join("; ");
    const overview = await call("GET", "/api/portal/overview", { cookie });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().self).toMatchObject({ clientName: "Naidoo Family Trust", name: "Anele Naidoo" });
    const me = await call("GET", "/api/portal/me", { cookie });
    expect(me.json()).toEqual({
      firmName: expect.any(String),
      clientName: "Naidoo Family Trust",
      email,
      name: "Anele Naidoo",
    });

    const people = await call("GET", `/api/clients/${naidoo.clientId}/portal-access`, {
      cookie: owner.cookie,
    });
    expect(people.json().people).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, status: "active", name: "Anele Naidoo" })]),
    );
  });

  it("refuses to accept from an address past its limit of attempts, keeping the link usable", async () => {
    const { email, token } = await inviteToNaidooPortal("limited");
    const payload = { token, firstName: "Limited", lastName: "Client", password: FIXTURE_PASSWORD };
    // The address has used up the attempts with a password or a link it shares with sign-in.
    await testApp.database.db.execute(
      sql`insert into rate_limit (key, count, window_started_at) values ('auth:ip:192.0.2.77', 1000, now())`,
    );
    const refused = await testApp.app.inject({
      method: "POST",
      url: "/api/portal/accept",
      payload,
      remoteAddress: "192.0.2.77",
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({
      code: "too_many_attempts",
      message: expect.stringMatching(/wait/),
    });
    const passwords = () =>
      count(
        sql`select count(*)::int as total from account a join "user" u on u.id = a.user_id where u.email = ${email}`,
      );
    expect(await passwords()).toBe(0);

    const accepted = await call("POST", "/api/portal/accept", { payload });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await passwords()).toBe(1);
  });

  it("refuses a link used twice with a clear message, changing nothing", async () => {
    const { email, token } = await inviteToNaidooPortal("twice");
    const payload = { token, firstName: "Once", lastName: "Only", password: FIXTURE_PASSWORD };
    expect((await call("POST", "/api/portal/accept", { payload })).statusCode).toBe(200);
    const accounts = () =>
      count(
        sql`select count(*)::int as total from account a join "user" u on u.id = a.user_id where u.email = ${email}`,
      );
    expect(await accounts()).toBe(1);

    const again = await call("POST", "/api/portal/accept", {
      payload: { ...payload, firstName: "Someone", password: "Another-Pass-2026" },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already been used/);
    expect(await accounts()).toBe(1);
    const preview = await call("GET", `/api/portal/invitation?token=${encodeURIComponent(token)}`);
    expect(preview.statusCode).toBe(410);
  });

  it("refuses an expired link with a clear message, setting no password", async () => {
    const { email, token } = await inviteToNaidooPortal("expired");
    await queryRows(
      testApp.database.db,
      sql`update one_time_token set expires_at = now() - interval '1 minute'
          where purpose = 'portal_invitation' and email = ${email}`,
    );
    const accepted = await call("POST", "/api/portal/accept", {
      payload: { token, firstName: "Too", lastName: "Late", password: FIXTURE_PASSWORD },
    });
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json().message).toMatch(/expired/);
    expect(
      await count(
        sql`select count(*)::int as total from account a join "user" u on u.id = a.user_id where u.email = ${email}`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as total from portal_member m join "user" u on u.id = m.user_id
                      where u.email = ${email} and m.joined_at is not null`),
    ).toBe(0);
  });

  it("refuses an address that belongs to a firm member or to another client's portal", async () => {
    const member = await call("POST", `/api/clients/${naidoo.clientId}/portal-invitations`, {
      cookie: owner.cookie,
      payload: { email: outsider.email },
    });
    expect(member.statusCode).toBe(409);
    const otherClient = await call("POST", `/api/clients/${mokoena.clientId}/portal-invitations`, {
      cookie: owner.cookie,
      payload: { email: portalUser.email },
    });
    expect(otherClient.statusCode).toBe(409);
  });

  it("lets only practitioners invite, and never for another firm's client", async () => {
    const paralegal = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("paralegal"),
      role: "paralegal",
    });
    const refused = await call("POST", `/api/clients/${naidoo.clientId}/portal-invitations`, {
      cookie: paralegal.cookie,
      payload: { email: uniqueAddress("nope") },
    });
    expect(refused.statusCode).toBe(403);
    const foreignClient = await call("POST", `/api/clients/${foreign.clientId}/portal-invitations`, {
      cookie: owner.cookie,
      payload: { email: uniqueAddress("foreign") },
    });
    expect(foreignClient.statusCode).toBe(404);
  });
});

describe("what a portal user sees", () => {
  it("lists only their own client's matters and issued invoices, with the balance", async () => {
    const response = await call("GET", "/api/portal/overview", { cookie: portalUser.cookie });
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.matters.map((matter: { id: string }) => matter.id)).toEqual([naidoo.matterId]);
    expect(overview.invoices).toEqual([
      expect.objectContaining({ id: naidooInvoice.id, number: "INV-900001", balanceCents: 115_000 }),
    ]);
    expect(overview.outstandingCents).toBe(115_000);
    expect(JSON.stringify(overview)).not.toContain("Mokoena");
  });

  it("downloads their own invoice as a PDF and answers 404 for another client's or an unknown one", async () => {
    const own = await call("GET", `/api/portal/invoices/${naidooInvoice.id}/pdf`, {
      cookie: portalUser.cookie,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect((await pdfStrings(own.rawPayload)).join(" ")).toContain("INV-900001");
    for (const id of [mokoenaInvoice.id, MISSING, "not-a-uuid"]) {
      const other = await call("GET", `/api/portal/invoices/${id}/pdf`, { cookie: portalUser.cookie });
      expect(other.statusCode, id).toBe(404);
    }
  });

  it("downloads their trust statement as a PDF for their own client only", async () => {
    const response = await call("GET", `/api/portal/trust-statement?from=${daysAgo(30)}&to=${daysAgo(0)}`, {
      cookie: portalUser.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = (await pdfStrings(response.rawPayload)).join(" ");
    expect(text).toContain("Naidoo Family Trust");
    expect(text).not.toContain("Mokoena");
    const reversed = await call("GET", `/api/portal/trust-statement?from=${daysAgo(0)}&to=${daysAgo(30)}`, {
      cookie: portalUser.cookie,
    });
    expect(reversed.statusCode).toBe(400);
  });

  it("reads a document the firm shared with them, and never one shared with another client", async () => {
    const created = await call("POST", "/api/office/documents", {
      cookie: owner.cookie,
      payload: { title: "Letter of engagement", content: "<p>Engagement terms for the Naidoo trust</p>" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const documentId = created.json().id;
    const shared = await call("POST", `/api/clients/${mokoena.clientId}/portal-documents`, {
      cookie: owner.cookie,
      payload: { officeDocumentId: documentId },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const mokoenaShareId = shared.json().documents[0].id;
    const refused = await call("GET", `/api/portal/documents/${mokoenaShareId}`, {
      cookie: portalUser.cookie,
    });
    expect(refused.statusCode).toBe(404);

    const ownShare = await call("POST", `/api/clients/${naidoo.clientId}/portal-documents`, {
      cookie: owner.cookie,
      payload: { officeDocumentId: documentId, matterId: naidoo.matterId },
    });
    const shareId = ownShare.json().documents[0].id;
    const overview = await call("GET", "/api/portal/overview", { cookie: portalUser.cookie });
    expect(overview.json().documents).toEqual([
      expect.objectContaining({ id: shareId, title: "Letter of engagement" }),
    ]);
    const download = await call("GET", `/api/portal/documents/${shareId}`, { cookie: portalUser.cookie });
    expect(download.statusCode).toBe(200);
    expect((await pdfStrings(download.rawPayload)).join(" ")).toContain("Engagement terms");
  });

  it("answers 404 for another client's matter thread, of the same firm or another", async () => {
    for (const matterId of [mokoena.matterId, foreign.matterId, MISSING]) {
      const response = await call("GET", `/api/portal/matters/${matterId}/thread`, {
        cookie: portalUser.cookie,
      });
      expect(response.statusCode, matterId).toBe(404);
    }
  });

  it("refuses a firm member on the portal's own calls", async () => {
    const response = await call("GET", "/api/portal/overview", { cookie: owner.cookie });
    expect(response.statusCode).toBe(403);
  });
});

describe("messages on a matter", () => {
  it("lets the client and the firm write on the thread and both read it; the firm's activity records it", async () => {
    const fromClient = await call("POST", `/api/portal/matters/${naidoo.matterId}/messages`, {
      cookie: portalUser.cookie,
      payload: { body: "Please confirm the transfer date." },
    });
    expect(fromClient.statusCode, fromClient.body).toBe(201);
    const fromFirm = await call("POST", `/api/matters/${naidoo.matterId}/portal-thread/messages`, {
      cookie: owner.cookie,
      payload: { body: "Registration is set for next week." },
    });
    expect(fromFirm.statusCode).toBe(201);
    const firmView = await call("GET", `/api/matters/${naidoo.matterId}/portal-thread`, {
      cookie: owner.cookie,
    });
    expect(firmView.json().messages.map((message: { body: string; authorKind: string }) => message)).toEqual([
      expect.objectContaining({
        body: "Please confirm the transfer date.",
        authorKind: "client",
        authorName: "Lerato Dlamini",
      }),
      expect.objectContaining({ body: "Registration is set for next week.", authorKind: "firm" }),
    ]);
    const clientView = await call("GET", `/api/portal/matters/${naidoo.matterId}/thread`, {
      cookie: portalUser.cookie,
    });
    expect(clientView.json().messages).toHaveLength(2);
    expect(
      await count(sql`select count(*)::int as total from audit_event
                      where action = 'portal.message_posted' and entity_id = ${naidoo.matterId}
                        and user_id = ${portalUser.userId} and data->>'authorKind' = 'client'`),
    ).toBe(1);
    // The matter has no responsible attorney: the owner is told of the client's message, not of the firm's.
    const notices = (await call("GET", "/api/notifications", { cookie: owner.cookie })).json().items;
    const fromPortal = notices.filter((notice: { kind: string }) => notice.kind === "portal_activity");
    expect(fromPortal).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Message from Naidoo Family Trust on /),
        body: "Please confirm the transfer date.",
        link: `/practice/matters/${naidoo.matterId}?tab=portal`,
      }),
    ]);
  });

  it("e-mails the attorney a client's message at once while 'Email for new messages' is on, and not once it is off", async () => {
    const sent = await call("POST", `/api/portal/matters/${naidoo.matterId}/messages`, {
      cookie: portalUser.cookie,
      payload: { body: "The bank has approved the bond." },
    });
    expect(sent.statusCode).toBe(201);
    await testApp.runJobs();
    const mail = await catcher.waitForMail(owner.email, { subject: /^Message from Naidoo Family Trust on / });
    expect(mail.text).toContain("The bank has approved the bond.");
    expect(mail.links).toEqual([`${testApp.env.PUBLIC_URL}/practice/matters/${naidoo.matterId}?tab=portal`]);
    // The bell's notice counts as mailed, so the digest does not send it again.
    expect(
      await count(sql`select count(*)::int as total from notification
                      where user_id = ${owner.userId} and body = 'The bank has approved the bond.'
                        and emailed_at is not null`),
    ).toBe(1);

    const off = await call("PUT", "/api/user/preferences", {
      cookie: owner.cookie,
      payload: { emailNewMessages: false },
    });
    expect(off.statusCode).toBe(200);
    const mailsBefore = catcher.messages.length;
    await call("POST", `/api/portal/matters/${naidoo.matterId}/messages`, {
      cookie: portalUser.cookie,
      payload: { body: "Also, the rates clearance is in." },
    });
    await testApp.runJobs();
    expect(catcher.messages.slice(mailsBefore).filter((message) => message.to.includes(owner.email))).toEqual(
      [],
    );
    await call("PUT", "/api/user/preferences", { cookie: owner.cookie, payload: { emailNewMessages: true } });
  });

  it("refuses a message over 10,000 characters or to another client's matter, storing nothing", async () => {
    const messages = () => count(sql`select count(*)::int as total from portal_message`);
    const before = await messages();
    const tooLong = await call("POST", `/api/portal/matters/${naidoo.matterId}/messages`, {
      cookie: portalUser.cookie,
      payload: { body: "x".repeat(10_001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/10[ ,\u00a0]000 characters/);
    const exactlyAtLimit = await call("POST", `/api/portal/matters/${naidoo.matterId}/messages`, {
      cookie: portalUser.cookie,
      payload: { body: "y".repeat(10_000) },
    });
    expect(exactlyAtLimit.statusCode).toBe(201);
    const otherMatter = await call("POST", `/api/portal/matters/${mokoena.matterId}/messages`, {
      cookie: portalUser.cookie,
      payload: { body: "Hello" },
    });
    expect(otherMatter.statusCode).toBe(404);
    const firmOfOther = await call("POST", `/api/matters/${naidoo.matterId}/portal-thread/messages`, {
      cookie: outsider.cookie,
      payload: { body: "Hello" },
    });
    expect(firmOfOther.statusCode).toBe(404);
    expect(await messages()).toBe(before + 1);
  });
});

describe("uploads to a matter", () => {
  const storedRows = () =>
    count(sql`select (select count(*) from stored_file where purpose = 'portal_upload')
                   + (select count(*) from portal_upload) as total`);

  it("keeps a PDF and shows it to the firm on the matter", async () => {
    const response = await upload(portalUser.cookie, naidoo.matterId, "title-deed.pdf", SMALL_PDF);
    expect(response.statusCode, response.body).toBe(201);
    const firmView = await call("GET", `/api/matters/${naidoo.matterId}/portal-thread`, {
      cookie: owner.cookie,
    });
    const [uploaded] = firmView.json().uploads;
    expect(uploaded).toMatchObject({ fileName: "title-deed.pdf", uploadedByName: "Lerato Dlamini" });
    const file = await call("GET", `/api/files/${uploaded.fileId}`, { cookie: owner.cookie });
    expect(file.statusCode).toBe(200);
    expect(
      await count(sql`select count(*)::int as total from audit_event
                      where action = 'portal.document_uploaded' and entity_id = ${naidoo.matterId}`),
    ).toBe(1);
    const notices = (await call("GET", "/api/notifications", { cookie: owner.cookie })).json().items;
    expect(notices.map((notice: { title: string }) => notice.title)).toContain(
      "Naidoo Family Trust uploaded title-deed.pdf",
    );
  });

  it("lets the client open what they sent again, on their own matter only", async () => {
    const sent = await upload(portalUser.cookie, naidoo.matterId, "proof-of-payment.pdf", SMALL_PDF);
    expect(sent.statusCode, sent.body).toBe(201);
    const uploaded = sent
      .json()
      .uploads.find((item: { fileName: string }) => item.fileName === "proof-of-payment.pdf");
    const path = `/api/portal/matters/${naidoo.matterId}/uploads/${uploaded.id}`;

    const opened = await call("GET", path, { cookie: portalUser.cookie });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("application/pdf");
    expect(opened.headers["content-security-policy"]).toBe("sandbox");
    expect(Buffer.from(opened.rawPayload)).toEqual(SMALL_PDF);

    // The same upload named under another of the firm's matters, or an id that is no upload: 404.
    const elsewhere = await call("GET", `/api/portal/matters/${mokoena.matterId}/uploads/${uploaded.id}`, {
      cookie: portalUser.cookie,
    });
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await call("GET", `/api/portal/matters/${naidoo.matterId}/uploads/${MISSING}`, {
      cookie: portalUser.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No such document on this matter.");
    // The firm opens it through its own files route; the portal's route is the client's.
    expect((await call("GET", path, { cookie: owner.cookie })).statusCode).toBe(403);
  });

  it("refuses a file of the wrong content, storing nothing", async () => {
    const before = await storedRows();
    const response = await upload(
      portalUser.cookie,
      naidoo.matterId,
      "looks-like.pdf",
      Buffer.from("just text"),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/PDF/);
    expect(await storedRows()).toBe(before);
  });

  it("refuses a file over 10 MB, storing nothing", async () => {
    const before = await storedRows();
    const big = Buffer.concat([SMALL_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(portalUser.cookie, naidoo.matterId, "big.pdf", big);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/10 MB/);
    expect(await storedRows()).toBe(before);
  });

  it("refuses an upload to another client's matter before storing anything", async () => {
    const before = await storedRows();
    const response = await upload(portalUser.cookie, mokoena.matterId, "deed.pdf", SMALL_PDF);
    expect(response.statusCode).toBe(404);
    expect(await storedRows()).toBe(before);
  });
});

describe("ending portal access", () => {
  it("ends the person's sessions and refuses them from then on", async () => {
    const person = await addPortalUser(testApp, catcher, owner, mokoena.clientId, "revoked");
    expect((await call("GET", "/api/portal/overview", { cookie: person.cookie })).statusCode).toBe(200);
    const revoked = await call(
      "DELETE",
      `/api/clients/${mokoena.clientId}/portal-access/${person.accessId}`,
      {
        cookie: owner.cookie,
      },
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().status).toBe("revoked");
    expect((await call("GET", "/api/portal/overview", { cookie: person.cookie })).statusCode).toBe(401);
    // The password still signs in, but the account reaches nothing: no portal, and no firm.
    const signIn = await call("POST", "/api/auth/login", {
      payload: { email: person.email, password: FIXTURE_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = (signIn.headers["set-cookie"] as string[]).map((line) => line.split(";")[0]).join("; ");
    expect((await call("GET", "/api/portal/overview", { cookie })).statusCode).toBe(403);
    expect((await call("GET", "/api/clients", { cookie })).statusCode).toBe(403);
  });
});
