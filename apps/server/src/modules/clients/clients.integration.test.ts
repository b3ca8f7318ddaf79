import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { type FirmOwner, putFirmOnPlan, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
let owner: FirmOwner;
let otherOwner: FirmOwner;

const VALID_ID_NUMBER = "8001015009087";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(testApp, "clients-owner");
  await putFirmOnPlan(testApp, owner.firmId, "professional");
  otherOwner = await registerFirmOwner(testApp, "clients-other");
});
afterAll(async () => {
  await testApp?.close();
});

type Method = "GET" | "POST" | "PATCH";
function call(method: Method, url: string, options: { cookie?: string; payload?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

function messageOf(response: LightMyRequestResponse): string {
  return response.json().message;
}

async function createClient(cookie: string, payload: Record<string, unknown>) {
  const response = await call("POST", "/api/clients", { cookie, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; [field: string]: unknown };
}

async function countClientsOfFirm(firmId: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    testApp.database.db,
    sql`select count(*) from client where firm_id = ${firmId}`,
  );
  return Number(rows[0]?.count);
}

async function listNames(cookie: string, query: string) {
  const response = await call("GET", `/api/clients?${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return {
    names: (response.json() as { name: string }[]).map((client) => client.name),
    total: Number(response.headers["x-total-count"]),
  };
}

describe("access to the client calls", () => {
  const calls: [Method, string, unknown][] = [
    ["GET", "/api/clients", undefined],
    ["POST", "/api/clients", { name: "Someone", type: "individual" }],
    ["GET", `/api/clients/${MISSING_ID}`, undefined],
    ["PATCH", `/api/clients/${MISSING_ID}`, { name: "Someone" }],
    ["POST", `/api/clients/${MISSING_ID}/archive`, undefined],
    ["POST", `/api/clients/${MISSING_ID}/unarchive`, undefined],
  ];

  it.each(calls)("%s %s answers 401 without a session", async (method, url, payload) => {
    const response = await call(method, url, { payload });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another firm's client on every call with an id, and changes nothing", async () => {
    const theirs = await createClient(otherOwner.cookie, { name: "Private Client", type: "individual" });
    const attempts = [
      call("GET", `/api/clients/${theirs.id}`, { cookie: owner.cookie }),
      call("PATCH", `/api/clients/${theirs.id}`, { cookie: owner.cookie, payload: { name: "Taken Over" } }),
      call("POST", `/api/clients/${theirs.id}/archive`, { cookie: owner.cookie }),
      call("POST", `/api/clients/${theirs.id}/unarchive`, { cookie: owner.cookie }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe("No such client in your firm.");
    }
    const unchanged = await call("GET", `/api/clients/${theirs.id}`, { cookie: otherOwner.cookie });
    expect(unchanged.json()).toMatchObject({ name: "Private Client", archived: false });
    const ownList = await listNames(owner.cookie, "search=Private");
    expect(ownList.names).not.toContain("Private Client");
  });

  it("answers 404 for an id that is not a UUID", async () => {
    const response = await call("GET", "/api/clients/not-a-client", { cookie: owner.cookie });
    expect(response.statusCode).toBe(404);
  });
});

describe("creating a client", () => {
  it("answers 201 with the full record, pending FICA, no matters and no contact yet", async () => {
    const response = await call("POST", "/api/clients", {
      cookie: owner.cookie,
      payload: {
        name: "  Lindiwe Mahlangu ",
        type: "individual",
        email: "Lindiwe@Example.CO.ZA",
        phone: "082 123 4567",
        idNumber: "800101 5009 087",
        vatNumber: "4123456789",
        physicalAddress: "12 Jacaranda Street, Pretoria",
      },
    });
    expect(response.statusCode).toBe(201);
    const client = response.json();
    expect(client).toMatchObject({
      name: "Lindiwe Mahlangu",
      type: "individual",
      email: "lindiwe@example.co.za",
      phone: "+27 82 123 4567",
      idNumber: VALID_ID_NUMBER,
      vatNumber: "4123456789",
      physicalAddress: "12 Jacaranda Street, Pretoria",
      postalAddress: null,
      ficaStatus: "pending",
      ficaVerifiedOn: null,
      activeMatters: 0,
      lastContact: null,
      archived: false,
    });
    expect(client.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await call("GET", `/api/clients/${client.id}`, { cookie: owner.cookie });
    expect(read.json()).toEqual(client);
  });

  it("keeps the FICA verification date only for a verified client", async () => {
    const verified = await createClient(owner.cookie, {
      name: "Verified Trust",
      type: "company",
      ficaStatus: "verified",
      ficaVerifiedOn: "2026-02-10",
    });
    expect(verified).toMatchObject({ ficaStatus: "verified", ficaVerifiedOn: "2026-02-10" });
    const pending = await createClient(owner.cookie, {
      name: "Pending Trust",
      type: "company",
      ficaStatus: "documents_outstanding",
      ficaVerifiedOn: "2026-02-10",
    });
    expect(pending).toMatchObject({ ficaStatus: "documents_outstanding", ficaVerifiedOn: null });
  });

  it("accepts a passport number (letters and digits) for an individual", async () => {
    const client = await createClient(owner.cookie, {
      name: "Visiting Client",
      type: "individual",
      idNumber: "A12345678",
    });
    expect(client.idNumber).toBe("A12345678");
  });

  it.each([
    [{ type: "individual" }, "name: Client name is required"],
    [{ name: "   ", type: "individual" }, "name: Client name is required"],
    [{ name: "No Type" }, "type: Client type must be individual or company"],
    [
      { name: "Bad ID", type: "individual", idNumber: "8001015009088" },
      "idNumber: ID number is not valid: its check digit does not match",
    ],
    [{ name: "Short ID", type: "individual", idNumber: "800101" }, "idNumber: ID number must be 13 digits"],
    [
      { name: "Bad VAT", type: "company", vatNumber: "5123456789" },
      "vatNumber: VAT number must be 10 digits starting with 4",
    ],
    [
      { name: "Bad Mail", type: "company", email: "not-an-address" },
      "email: Please enter a valid email address",
    ],
    [
      { name: "No FICA Date", type: "company", ficaStatus: "verified" },
      "ficaVerifiedOn: Enter the date on which the client's FICA verification was completed",
    ],
    [
      { name: "Bad Date", type: "company", ficaStatus: "verified", ficaVerifiedOn: "2026-02-30" },
      "ficaVerifiedOn: Enter a date as YYYY-MM-DD",
    ],
    [
      { name: "Extra", type: "company", firmId: MISSING_ID },
      'Unrecognized key: "firmId" (in the request body)',
    ],
  ])("refuses %j with 400 %j and writes nothing", async (payload, message) => {
    const before = await countClientsOfFirm(owner.firmId);
    const response = await call("POST", "/api/clients", { cookie: owner.cookie, payload });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await countClientsOfFirm(owner.firmId)).toBe(before);
  });

  it("records an audit event that the dashboard describes", async () => {
    await createClient(owner.cookie, { name: "Audited Holdings", type: "company" });
    const activity = await call("GET", "/api/dashboard/activity", { cookie: owner.cookie });
    const descriptions = (activity.json().items as { description: string }[]).map((item) => item.description);
    expect(descriptions).toContain("Thandi clients-owner added the client Audited Holdings");
  });
});

describe("editing a client", () => {
  it("changes only the fields sent and records which ones", async () => {
    const client = await createClient(owner.cookie, {
      name: "Sipho Dlamini",
      type: "individual",
      email: "sipho@example.co.za",
    });
    const response = await call("PATCH", `/api/clients/${client.id}`, {
      cookie: owner.cookie,
      payload: { phone: "+27 11 234 5678", email: "" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Sipho Dlamini", phone: "+27 11 234 5678", email: null });
    const rows = await queryRows<{ data: { fields: string[] } }>(
      testApp.database.db,
      sql`select data from audit_event where entity_id = ${client.id} and action = 'client.updated'`,
    );
    expect(rows.map((row) => row.data.fields)).toEqual([["email", "phone"]]);
  });

  it("weighs the rules on the edited client: a company's number must pass as an ID once it becomes an individual", async () => {
    const client = await createClient(owner.cookie, {
      name: "Changing Type",
      type: "company",
      idNumber: "1234567",
    });
    const response = await call("PATCH", `/api/clients/${client.id}`, {
      cookie: owner.cookie,
      payload: { type: "individual" },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe("idNumber: ID number must be 13 digits");
    const unchanged = await call("GET", `/api/clients/${client.id}`, { cookie: owner.cookie });
    expect(unchanged.json().type).toBe("company");
  });

  it("clears the FICA date when the status leaves verified", async () => {
    const client = await createClient(owner.cookie, {
      name: "Was Verified",
      type: "company",
      ficaStatus: "verified",
      ficaVerifiedOn: "2026-01-05",
    });
    const response = await call("PATCH", `/api/clients/${client.id}`, {
      cookie: owner.cookie,
      payload: { ficaStatus: "pending" },
    });
    expect(response.json()).toMatchObject({ ficaStatus: "pending", ficaVerifiedOn: null });
  });
});

describe("archiving a client", () => {
  it("hides an archived client from the list, shows it under archived=true, and restores it", async () => {
    const client = await createClient(owner.cookie, { name: "Dormant Estates", type: "company" });
    const archived = await call("POST", `/api/clients/${client.id}/archive`, { cookie: owner.cookie });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true });
    expect(archived.json().archivedAt).not.toBeNull();
    expect((await listNames(owner.cookie, "search=Dormant")).names).toEqual([]);
    expect((await listNames(owner.cookie, "search=Dormant&archived=true")).names).toEqual([
      "Dormant Estates",
    ]);

    const restored = await call("POST", `/api/clients/${client.id}/unarchive`, { cookie: owner.cookie });
    expect(restored.json()).toMatchObject({ archived: false, archivedAt: null });
    expect((await listNames(owner.cookie, "search=Dormant")).names).toEqual(["Dormant Estates"]);
  });

  it("refuses to archive a client with an active matter and keeps it", async () => {
    const { clientId } = await createClientWithMatter(
      callerFor(testApp.app),
      owner,
      "Busy Client",
      { title: "Ongoing work", type: "Commercial Law" },
      "company",
    );
    const response = await call("POST", `/api/clients/${clientId}/archive`, { cookie: owner.cookie });
    expect(response.statusCode).toBe(409);
    const read = await call("GET", `/api/clients/${clientId}`, { cookie: owner.cookie });
    expect(read.json()).toMatchObject({ archived: false, activeMatters: 1 });
    expect(read.json().lastContact).not.toBeNull();
  });
});

describe("listing clients", () => {
  let lister: FirmOwner;
  beforeAll(async () => {
    lister = await registerFirmOwner(testApp, "list-owner");
    const clients = [
      { name: "Thabo Nkosí", type: "individual", email: "thabo@nkosi.co.za", idNumber: VALID_ID_NUMBER },
      { name: "NKOSI TRADING (PTY) LTD", type: "company", registrationNumber: "2015/123456/07" },
      { name: "Amahle Zulu", type: "individual", ficaStatus: "verified", ficaVerifiedOn: "2026-03-01" },
      { name: "Berg & Sons", type: "company", email: "accounts@berg.co.za" },
      { name: "Cape 100% Fruit", type: "company" },
    ];
    for (const client of clients) await createClient(lister.cookie, client);
  });

  it("lists the spec's fields, sorted by name, with the total in X-Total-Count", async () => {
    const response = await call("GET", "/api/clients", { cookie: lister.cookie });
    expect(response.headers["x-total-count"]).toBe("5");
    const [first] = response.json();
    expect(Object.keys(first).sort()).toEqual(
      [
        "activeMatters",
        "archived",
        "email",
        "ficaStatus",
        "id",
        "lastContact",
        "name",
        "phone",
        "type",
      ].sort(),
    );
    expect((await listNames(lister.cookie, "")).names).toEqual([
      "Amahle Zulu",
      "Berg & Sons",
      "Cape 100% Fruit",
      "NKOSI TRADING (PTY) LTD",
      "Thabo Nkosí",
    ]);
  });

  it("searches names without regard to case or accents", async () => {
    expect((await listNames(lister.cookie, "search=nkosi")).names).toEqual([
      "NKOSI TRADING (PTY) LTD",
      "Thabo Nkosí",
    ]);
    expect((await listNames(lister.cookie, `search=${encodeURIComponent("NKOSÍ")}`)).total).toBe(2);
  });

  it("searches e-mail, ID number and registration number, and treats % as a character", async () => {
    expect((await listNames(lister.cookie, "search=berg.co.za")).names).toEqual(["Berg & Sons"]);
    expect((await listNames(lister.cookie, "search=800101")).names).toEqual(["Thabo Nkosí"]);
    expect((await listNames(lister.cookie, "search=2015%2F123456")).names).toEqual([
      "NKOSI TRADING (PTY) LTD",
    ]);
    expect((await listNames(lister.cookie, "search=100%25")).names).toEqual(["Cape 100% Fruit"]);
  });

  it("filters by type and FICA status", async () => {
    expect((await listNames(lister.cookie, "type=individual")).names).toEqual(["Amahle Zulu", "Thabo Nkosí"]);
    expect((await listNames(lister.cookie, "ficaStatus=verified")).names).toEqual(["Amahle Zulu"]);
  });

  it("pages with limit and offset and sorts descending on request", async () => {
    const page = await listNames(lister.cookie, "sort=name&order=desc&limit=2&offset=1");
    expect(page).toEqual({ names: ["NKOSI TRADING (PTY) LTD", "Cape 100% Fruit"], total: 5 });
  });

  describe("in every sort, by offset and by cursor", () => {
    beforeAll(async () => {
      // Two clients contacted at the same moment, one earlier, two never: ties and empty dates.
      await queryRows(
        testApp.database.db,
        sql`update client set last_contact_at = case
              when name in ('Amahle Zulu', 'Berg & Sons') then timestamptz '2026-03-02 10:00:00.000001+02'
              else timestamptz '2026-01-15 08:00:00+02' end
             where firm_id = ${lister.firmId} and name in ('Amahle Zulu', 'Berg & Sons', 'Cape 100% Fruit')`,
      );
    });

    const SORTS = ["name", "lastContact", "createdAt"].flatMap((sort) =>
      ["", "&order=asc", "&order=desc"].map((order) => `sort=${sort}${order}`),
    );

    it.each(SORTS)("%s gives each offset page as a slice of the whole list", async (sorting) => {
      const { names: everything } = await listNames(lister.cookie, sorting);
      expect(everything).toHaveLength(5);
      for (let offset = 0; offset < 5; offset += 1) {
        expect((await listNames(lister.cookie, `${sorting}&limit=2&offset=${offset}`)).names).toEqual(
          everything.slice(offset, offset + 2),
        );
      }
    });

    it.each(SORTS)("%s walks the whole list with X-Next-Cursor", async (sorting) => {
      const { names: everything } = await listNames(lister.cookie, sorting);
      const walked: string[] = [];
      let query = `${sorting}&limit=2`;
      for (;;) {
        const response = await call("GET", `/api/clients?${query}`, { cookie: lister.cookie });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers["x-total-count"]).toBe("5");
        walked.push(...(response.json() as { name: string }[]).map((client) => client.name));
        const cursor = response.headers["x-next-cursor"];
        if (typeof cursor !== "string") break;
        query = `${sorting}&limit=2&cursor=${cursor}`;
      }
      expect(walked).toEqual(everything);
    });

    it("refuses a cursor of another sort order with 400", async () => {
      const first = await call("GET", "/api/clients?sort=name&limit=1", { cookie: lister.cookie });
      const cursor = first.headers["x-next-cursor"];
      const response = await call("GET", `/api/clients?sort=name&order=desc&cursor=${cursor}`, {
        cookie: lister.cookie,
      });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(
        "This cursor belongs to another list or sort order. Start again from the first page.",
      );
    });
  });

  it.each([
    ["limit=0", "limit: limit must be at least 1"],
    ["limit=201", "limit: limit must be at most 200"],
    ["offset=-1", "offset: offset must be 0 or more"],
    ["sort=email", "sort: sort must be name, lastContact or createdAt"],
    ["type=trust", "type: Client type must be individual or company"],
  ])("refuses the query %s with 400", async (query, message) => {
    const response = await call("GET", `/api/clients?${query}`, { cookie: lister.cookie });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });
});
