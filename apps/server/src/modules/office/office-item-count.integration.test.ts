import {
  TOTAL_COUNT_HEADER,
  ZOfficeDocumentList,
  ZPresentationList,
  ZSpreadsheetList,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { RESPONSE_CACHE_HEADER } from "../../platform/response-cache.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import {
  addActiveStaffMember,
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
} from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";

// The unfiltered lists' X-Total-Count is read off office_item_count, which triggers keep: these tests
// hold it to the rows themselves through every change that moves an item between counts.

const EDITORS = [
  {
    kind: "document",
    table: "office_document",
    path: "/api/office/documents",
    list: ZOfficeDocumentList,
    payload: { title: "Letter of demand", content: "<p>We act for Naledi Mokoena.</p>" },
  },
  {
    kind: "spreadsheet",
    table: "office_spreadsheet",
    path: "/api/office/spreadsheets",
    list: ZSpreadsheetList,
    payload: { title: "Quantum" },
  },
  {
    kind: "presentation",
    table: "office_presentation",
    path: "/api/office/presentations",
    list: ZPresentationList,
    payload: { title: "Heads of argument" },
  },
] as const;

type Editor = (typeof EDITORS)[number];
type Person = { cookie: string; userId: string };

let catcher: SmtpCatcher;
let testApp: TestApp;
let call: Caller;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
}, 90_000);
afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
});

/** A firm of three: its owner, an associate and a colleague, each with their user id. */
async function firmOfThree(label: string) {
  const owner = await registerFirmOwner(testApp, label);
  await putFirmOnPlan(testApp, owner.firmId, "small_firm");
  const member = async (name: string): Promise<Person> => {
    const added = await addActiveStaffMember(testApp, catcher, owner, { label: `${label}-${name}` });
    const [user] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from "user" where email = ${added.email}`,
    );
    if (!user) throw new Error(`no account for ${added.email}`);
    return { cookie: added.cookie, userId: user.id };
  };
  return { owner, associate: await member("associate"), colleague: await member("colleague") };
}

async function create(
  editor: Editor,
  person: Person | FirmOwner,
  isShared: boolean,
  links: { clientId?: string; matterId?: string } = {},
): Promise<string> {
  const response = await call("POST", editor.path, {
    cookie: person.cookie,
    payload: { ...editor.payload, isShared, ...links },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

function clientWithMatter(owner: FirmOwner, name: string) {
  return createClientWithMatter(call, owner, name, { title: `${name} v Landlord`, type: "Property Law" });
}

/** A page of the list as a person reads it, with its X-Total-Count. */
async function listPage(editor: Editor, person: Person | FirmOwner, query: string) {
  const response = await call("GET", `${editor.path}?${query}`, { cookie: person.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return { items: response.json(), total: response.headers[TOTAL_COUNT_HEADER.toLowerCase()] };
}

/** The list's total as the header says it, and the items a full page holds: the two must agree. */
async function listedTotal(editor: Editor, person: Person | FirmOwner): Promise<number> {
  const response = await call("GET", `${editor.path}?limit=100`, { cookie: person.cookie });
  expect(response.statusCode, response.body).toBe(200);
  const total = Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
  expect(total).toBe(response.json().length);
  return total;
}

/** The kept counts of a firm that differ from a count of its rows (none when the triggers are exact). */
async function keptCountsThatDiffer(editor: Editor, firmId: string) {
  return queryRows(
    testApp.database.db,
    sql`with actual as (
          select coalesce(author_user_id, '') as author_key, is_shared, count(*)::int as total
            from ${sql.identifier(editor.table)} where firm_id = ${firmId} group by 1, 2
        ),
        kept as (
          select author_key, is_shared, total from office_item_count
           where firm_id = ${firmId} and kind = ${editor.kind} and total <> 0
        )
        select * from actual full join kept using (author_key, is_shared)
         where actual.total is distinct from kept.total`,
  );
}

describe.each(EDITORS)("the $kind list's total", (editor) => {
  it("counts what each person may see as items are created, shared, unshared and deleted", async () => {
    const { owner, associate, colleague } = await firmOfThree(`count-${editor.kind}`);
    await create(editor, owner, true);
    await create(editor, owner, false);
    const associateShared = await create(editor, associate, true);
    const associatePrivate = await create(editor, associate, false);
    await create(editor, associate, false);
    await create(editor, colleague, false);

    // The owner sees all six; others the two shared and their own.
    expect(await listedTotal(editor, owner)).toBe(6);
    expect(await listedTotal(editor, associate)).toBe(4);
    expect(await listedTotal(editor, colleague)).toBe(3);

    await testApp.database.db.execute(
      sql`update ${sql.identifier(editor.table)} set is_shared = true where id = ${associatePrivate}`,
    );
    expect(await listedTotal(editor, colleague)).toBe(4);
    expect(await listedTotal(editor, associate)).toBe(4);
    await testApp.database.db.execute(
      sql`update ${sql.identifier(editor.table)} set is_shared = false where id = ${associateShared}`,
    );
    expect(await listedTotal(editor, colleague)).toBe(3);

    const deleted = await call("DELETE", `${editor.path}/${associatePrivate}`, { cookie: associate.cookie });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await listedTotal(editor, owner)).toBe(5);
    expect(await listedTotal(editor, associate)).toBe(3);
    expect(await listedTotal(editor, colleague)).toBe(2);
    expect(await keptCountsThatDiffer(editor, owner.firmId)).toEqual([]);
  });

  it("keeps counting an item whose author's account is deleted, for the owner only", async () => {
    const { owner, associate, colleague } = await firmOfThree(`orphan-${editor.kind}`);
    await create(editor, colleague, false);
    await create(editor, colleague, true);
    await create(editor, associate, false);

    await testApp.database.db.execute(sql`delete from "user" where id = ${colleague.userId}`);

    expect(await listedTotal(editor, owner)).toBe(3);
    expect(await listedTotal(editor, associate)).toBe(2);
    expect(await keptCountsThatDiffer(editor, owner.firmId)).toEqual([]);
  });

  it("answers a second read from the response cache until an item is shared", async () => {
    const { owner, colleague } = await firmOfThree(`cache-${editor.kind}`);
    const item = await create(editor, owner, false);
    const read = () => call("GET", editor.path, { cookie: colleague.cookie });
    expect((await read()).headers[RESPONSE_CACHE_HEADER]).not.toBe("hit");
    const again = await read();
    expect(again.headers[RESPONSE_CACHE_HEADER]).toBe("hit");
    expect(again.json()).toEqual([]);

    await testApp.database.db.execute(
      sql`update ${sql.identifier(editor.table)} set is_shared = true where id = ${item}`,
    );
    const afterSharing = await read();
    expect(afterSharing.headers[RESPONSE_CACHE_HEADER]).not.toBe("hit");
    expect(afterSharing.json().map((listed: { id: string }) => listed.id)).toEqual([item]);
  });

  it("reads its first page, one kept statement with the total, as a later page reads the same items, both as the schema says", async () => {
    const { owner, associate, colleague } = await firmOfThree(`first-page-${editor.kind}`);
    const { clientId, matterId } = await clientWithMatter(owner, `Mokoena ${editor.kind}`);
    const links = { clientId, matterId };
    await create(editor, owner, true, links);
    await create(editor, associate, true);
    await create(editor, associate, false, links);
    await create(editor, colleague, false);
    await create(editor, owner, false, links);
    await testApp.database.db.execute(sql`delete from "user" where id = ${colleague.userId}`);

    for (const [person, visible] of [
      [owner, 5],
      [associate, 3],
    ] as const) {
      // Only a first page with nothing narrowing it is the kept statement; a later one is read anew.
      const first = await listPage(editor, person, "limit=4");
      const later = await listPage(editor, person, "limit=3&offset=1");
      expect(first.items).toHaveLength(Math.min(visible, 4));
      // The lists are written without the response check: their answers must still meet the schema.
      expect(editor.list.parse(first.items)).toEqual(first.items);
      expect(editor.list.parse(later.items)).toEqual(later.items);
      expect(first.items.slice(1)).toEqual(later.items.slice(0, first.items.length - 1));
      expect(first.total).toBe(String(visible));
      expect(later.total).toBe(String(visible));
    }
    const [newest] = (await listPage(editor, owner, "limit=1")).items;
    expect(newest).toMatchObject({ clientName: `Mokoena ${editor.kind}`, isShared: false });
    expect(JSON.stringify(newest)).toContain(`Mokoena ${editor.kind} v Landlord`);
  });

  it("reads an empty first page with a total of nought", async () => {
    const { colleague } = await firmOfThree(`empty-${editor.kind}`);
    expect(await listPage(editor, colleague, "limit=50")).toEqual({ items: [], total: "0" });
  });

  it("counts with a search as the rows are, not from the kept counts", async () => {
    const { owner } = await firmOfThree(`search-${editor.kind}`);
    await create(editor, owner, false);
    await call("POST", editor.path, {
      cookie: owner.cookie,
      payload: { ...editor.payload, title: "Settlement figures", isShared: true },
    });
    const response = await call("GET", `${editor.path}?search=settlement`, { cookie: owner.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("1");
  });
});

it("answers a second read of the PDF sessions from the response cache", async () => {
  const { owner } = await firmOfThree("cache-pdf");
  const read = () => call("GET", "/api/office/pdf-sessions", { cookie: owner.cookie });
  expect((await read()).headers[RESPONSE_CACHE_HEADER]).not.toBe("hit");
  expect((await read()).headers[RESPONSE_CACHE_HEADER]).toBe("hit");
});
