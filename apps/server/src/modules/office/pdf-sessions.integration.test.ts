import {
  extractPages,
  makeEncryptedLookingPdf,
  makeLabelledPdf,
  makeSamplePdf,
  rectOfWords,
  SAMPLE_LINES,
} from "@inkundla/documents/pdf-edit/pdf-edit.fixtures";
import { type TPdfSession, ZPdfSessionCardList, ZPdfSessionList } from "@inkundla/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf, multipartForm } from "../../testing/document-files.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import { type FirmOwner, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";

const BASE = "/api/office/pdf-sessions";

let catcher: SmtpCatcher;
let testApp: TestApp;
let call: Caller;
let firm: FirmOwner;
let otherFirm: FirmOwner;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  firm = await registerFirmOwner(testApp, "pdf");
  otherFirm = await registerFirmOwner(testApp, "pdf-other");
}, 90_000);
afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
});

function upload(
  cookie: string,
  url: string,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const body = multipartForm({ fields, files: [{ name, bytes }] });
  return testApp.app.inject({
    method: "POST",
    url,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

async function uploadSample(cookie = firm.cookie): Promise<TPdfSession> {
  const response = await upload(cookie, BASE, "Claim.pdf", await makeSamplePdf({ pages: 3 }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("uploading a PDF", () => {
  it("opens a session over the uploaded PDF and serves its original bytes", async () => {
    const session = await uploadSample();
    expect(session).toMatchObject({
      fileName: "Claim.pdf",
      pageCount: 3,
      version: 1,
      canUndo: false,
      canDelete: true,
    });
    expect(session.annotations).toEqual([]);
    const file = await call("GET", `${BASE}/${session.id}/file`, { cookie: firm.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const list = await call("GET", BASE, { cookie: firm.cookie });
    expect(list.json().map((item: TPdfSession) => item.id)).toContain(session.id);
  });

  it("refuses a text file renamed .pdf, a damaged PDF and an encrypted one, recording nothing", async () => {
    const before = (await call("GET", BASE, { cookie: firm.cookie })).json().length;
    const text = await upload(firm.cookie, BASE, "notes.pdf", new TextEncoder().encode("Just some notes"));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("The file is not a PDF.");
    const damaged = await upload(
      firm.cookie,
      BASE,
      "broken.pdf",
      new TextEncoder().encode("%PDF-1.7\n1 0 obj <<"),
    );
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().message).toBe("This PDF is damaged and cannot be opened.");
    const encrypted = await upload(firm.cookie, BASE, "locked.pdf", await makeEncryptedLookingPdf());
    expect(encrypted.statusCode).toBe(400);
    expect(encrypted.json().code).toBe("pdf_encrypted");
    expect(encrypted.json().message).toContain("This PDF is protected with a password.");
    expect((await call("GET", BASE, { cookie: firm.cookie })).json().length).toBe(before);
  });
});

describe("a password-protected PDF", () => {
  it("opens with its password (qpdf removes it), and a wrong password is refused with nothing recorded", async () => {
    const locked = await makePdf([["Settlement terms, confidential."], ["Second page."]], {
      userPassword: "Karoo-2026",
    });
    const before = (await call("GET", BASE, { cookie: firm.cookie })).json().length;
    const asked = await upload(firm.cookie, BASE, "terms.pdf", locked);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().code).toBe("pdf_encrypted");
    const wrong = await upload(firm.cookie, BASE, "terms.pdf", locked, { password: "not-it" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("pdf_wrong_password");
    expect((await call("GET", BASE, { cookie: firm.cookie })).json().length).toBe(before);

    const opened = await upload(firm.cookie, BASE, "terms.pdf", locked, { password: "Karoo-2026" });
    expect(opened.statusCode, opened.body).toBe(201);
    const session: TPdfSession = opened.json();
    expect(session.pageCount).toBe(2);
    const file = await call("GET", `${BASE}/${session.id}/file`, { cookie: firm.cookie });
    expect(file.rawPayload.includes(Buffer.from("/Encrypt"))).toBe(false);
  });
});

describe("editing", () => {
  it("adds edits, refuses a stale version with 409 and a page that does not exist with 400, and undoes", async () => {
    const session = await uploadSample();
    const added = await call("POST", `${BASE}/${session.id}/edits`, {
      cookie: firm.cookie,
      payload: {
        baseVersion: 1,
        annotations: [
          {
            type: "note",
            page: 1,
            rect: { x: 300, y: 300, width: 150, height: 60 },
            text: "Check the amount",
          },
        ],
        modifications: [{ type: "rotate", page: 2, content: { degrees: 90 } }],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ version: 2, canUndo: true });
    expect(added.json().annotations[0].id).toBeTruthy();

    const stale = await call("POST", `${BASE}/${session.id}/edits`, {
      cookie: firm.cookie,
      payload: { baseVersion: 1, modifications: [{ type: "delete", page: 1 }] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "pdf_session_version_conflict", currentVersion: 2 });

    const missing = await call("POST", `${BASE}/${session.id}/edits`, {
      cookie: firm.cookie,
      payload: { baseVersion: 2, modifications: [{ type: "delete", page: 9 }] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("page 9 does not exist");

    const undone = await call("POST", `${BASE}/${session.id}/undo`, {
      cookie: firm.cookie,
      payload: { baseVersion: 2 },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ version: 3, canUndo: false, annotations: [], modifications: [] });
  });

  it("replaces the edits with PUT", async () => {
    const session = await uploadSample();
    const replaced = await call("PUT", `${BASE}/${session.id}`, {
      cookie: firm.cookie,
      payload: {
        baseVersion: 1,
        annotations: [],
        modifications: [{ type: "reorder", page: 1, content: { order: [3, 1, 2] } }],
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().modifications).toHaveLength(1);
  });
});

describe("exporting", () => {
  it("stores a redacted, Bates-numbered export as a new file and leaves the original unchanged", async () => {
    const session = await uploadSample();
    const original = (await call("GET", `${BASE}/${session.id}/file`, { cookie: firm.cookie })).rawPayload;
    const rect = await rectOfWords(SAMPLE_LINES[0] as (typeof SAMPLE_LINES)[number], "Jane Mokoena");
    const edited = await call("POST", `${BASE}/${session.id}/edits`, {
      cookie: firm.cookie,
      payload: {
        baseVersion: 1,
        modifications: [
          { type: "redact", page: 1, content: { rects: [{ page: 1, ...rect }] } },
          {
            type: "bates",
            page: 1,
            content: { prefix: "INK", start: 1, position: "bottom-right", fontSize: 10 },
          },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const exported = await call("POST", `${BASE}/${session.id}/export`, { cookie: firm.cookie, payload: {} });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().exportFileName).toBe("Claim (edited).pdf");
    expect(exported.json().exportedAt).toBeTruthy();

    const download = await call("GET", `${BASE}/${session.id}/export`, { cookie: firm.cookie });
    expect(download.statusCode).toBe(200);
    const pages = await extractPages(new Uint8Array(download.rawPayload));
    expect(pages[0]?.text).not.toContain("Mokoena owes");
    expect(pages[0]?.text).toContain("owes");
    expect(pages[2]?.text).toContain("INK000003");

    const originalAgain = (await call("GET", `${BASE}/${session.id}/file`, { cookie: firm.cookie }))
      .rawPayload;
    expect(Buffer.compare(originalAgain, original)).toBe(0);
  });

  it("inserts the pages of a second uploaded PDF", async () => {
    const session = await uploadSample();
    const added = await upload(
      firm.cookie,
      `${BASE}/${session.id}/files`,
      "Annexure.pdf",
      await makeLabelledPdf("Annexure", 2),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ fileName: "Annexure.pdf", pageCount: 2 });
    const edited = await call("POST", `${BASE}/${session.id}/edits`, {
      cookie: firm.cookie,
      payload: {
        baseVersion: 1,
        modifications: [{ type: "insert", page: 1, content: { fileId: added.json().fileId, afterPage: 1 } }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().files).toHaveLength(1);
    await call("POST", `${BASE}/${session.id}/export`, { cookie: firm.cookie, payload: {} });
    const pages = await extractPages(
      new Uint8Array((await call("GET", `${BASE}/${session.id}/export`, { cookie: firm.cookie })).rawPayload),
    );
    expect(pages).toHaveLength(5);
    expect(pages[1]?.text).toContain("Annexure page 1");
    expect(pages[3]?.text).toContain("Page 2 of the affidavit");
  });

  it("splits the PDF into stored parts by page ranges, refusing a range past the end", async () => {
    const session = await uploadSample();
    const bad = await call("POST", `${BASE}/${session.id}/split`, {
      cookie: firm.cookie,
      payload: { ranges: "1-9" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("3 pages");
    const split = await call("POST", `${BASE}/${session.id}/split`, {
      cookie: firm.cookie,
      payload: { ranges: "1, 2-3" },
    });
    expect(split.statusCode, split.body).toBe(201);
    expect(split.json().files.map((file: { pageCount: number }) => file.pageCount)).toEqual([1, 2]);
    const part = await call("GET", `/api/files/${split.json().files[1].fileId}`, { cookie: firm.cookie });
    expect(part.statusCode).toBe(200);
  });

  it("builds a bundle from two sessions, with an index page", async () => {
    const first = await uploadSample();
    const second = await upload(firm.cookie, BASE, "Annexure.pdf", await makeLabelledPdf("Annexure", 2));
    const bundle = await call("POST", `${BASE}/bundle`, {
      cookie: firm.cookie,
      payload: {
        title: "Trial bundle",
        fileIds: [first.id, second.json().id],
        bates: { prefix: "TB", start: 1 },
      },
    });
    expect(bundle.statusCode, bundle.body).toBe(201);
    expect(bundle.json()).toMatchObject({ fileName: "Trial bundle.pdf", pageCount: 6 });
    const pages = await extractPages(
      new Uint8Array(
        (await call("GET", `${BASE}/${bundle.json().id}/file`, { cookie: firm.cookie })).rawPayload,
      ),
    );
    expect(pages[0]?.text).toContain("INDEX");
    expect(pages[0]?.text).toContain("Annexure");
    expect(pages[5]?.text).toContain("TB000006");
  });
});

describe("listing", () => {
  it("pages the firm's sessions newest first with their total, finds them by file name and by matter", async () => {
    const lister = await registerFirmOwner(testApp, "pdf-list");
    const { matterId, matterReference } = await createClientWithMatter(call, lister, "Naledi Mokoena", {
      title: "Mokoena v Landlord",
      type: "Property Law",
    });
    const uploaded: TPdfSession[] = [];
    for (const [name, fields] of [
      ["Claim.pdf", {}],
      ["Lease 100%.pdf", { matterId }],
      ["LEASE addendum.pdf", {}],
    ] as const) {
      const response = await upload(lister.cookie, BASE, name, await makeSamplePdf({ pages: 2 }), fields);
      expect(response.statusCode, response.body).toBe(201);
      uploaded.push(response.json());
    }
    const [claim, lease, addendum] = uploaded as [TPdfSession, TPdfSession, TPdfSession];
    const edited = await call("POST", `${BASE}/${claim.id}/edits`, {
      cookie: lister.cookie,
      payload: { baseVersion: 1, modifications: [{ type: "rotate", page: 1, content: { degrees: 90 } }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const list = async (query: string) => {
      const response = await call("GET", `${BASE}${query}`, { cookie: lister.cookie });
      expect(response.statusCode, response.body).toBe(200);
      // The list is written without the schema's check: it must still match it.
      const items = ZPdfSessionList.parse(response.json());
      return { ids: items.map((item) => item.id), items, total: response.headers["x-total-count"] };
    };

    // The edited claim changed last, so it comes first.
    expect(await list("?limit=2")).toMatchObject({ ids: [claim.id, addendum.id], total: "3" });
    expect(await list("?limit=2&offset=2")).toMatchObject({ ids: [lease.id], total: "3" });
    expect(await list("?limit=2&offset=10")).toMatchObject({ ids: [], total: "3" });
    expect(await list("?search=lease")).toMatchObject({ ids: [addendum.id, lease.id], total: "2" });
    // A search's % is a character to find, not a wildcard.
    expect(await list("?search=100%25")).toMatchObject({ ids: [lease.id], total: "1" });
    expect(await list("?search=0%25")).toMatchObject({ ids: [lease.id], total: "1" });
    expect(await list("?search=a%25e")).toMatchObject({ ids: [], total: "0" });
    expect(await list(`?matterId=${matterId}`)).toMatchObject({ ids: [lease.id], total: "1" });
    expect(await list(`?matterId=${matterId}&search=claim`)).toMatchObject({ ids: [], total: "0" });

    // A card is the session as GET /{id} gives it, without the files added to it.
    const { items } = await list("");
    const read = await call("GET", `${BASE}/${claim.id}`, { cookie: lister.cookie });
    expect(items[0]).toEqual({ ...read.json(), files: [] });
    expect(items[0]).toMatchObject({ canUndo: true, version: 2 });
    expect(items.find((item) => item.id === lease.id)).toMatchObject({
      canUndo: false,
      clientName: "Naledi Mokoena",
      matterReference,
    });

    const others = await call("GET", `${BASE}?search=lease`, { cookie: otherFirm.cookie });
    expect(others.json()).toEqual([]);
    expect(others.headers["x-total-count"]).toBe("0");
  });

  it("writes each card's edits counted by type, kept in step by undo, with the firm's total kept by deletes", async () => {
    const counter = await registerFirmOwner(testApp, "pdf-cards");
    const [briefed, plain] = [await uploadSample(counter.cookie), await uploadSample(counter.cookie)];
    const rect = { x: 72, y: 700, width: 100, height: 14 };
    const edited = await call("POST", `${BASE}/${briefed.id}/edits`, {
      cookie: counter.cookie,
      payload: {
        baseVersion: 1,
        annotations: [
          { type: "highlight", page: 1, rect, text: "the amount" },
          { type: "highlight", page: 2, rect, text: "the date" },
          { type: "note", page: 1, rect, text: "Check" },
        ],
        modifications: [
          { type: "rotate", page: 2, content: { degrees: 90 } },
          { type: "redact", page: 1, content: { rects: [{ page: 1, ...rect }] } },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const cards = async () => {
      const response = await call("GET", `${BASE}?view=card`, { cookie: counter.cookie });
      expect(response.statusCode, response.body).toBe(200);
      // Written without the schema's check: it must still match it.
      return { items: ZPdfSessionCardList.parse(response.json()), total: response.headers["x-total-count"] };
    };

    const { items, total } = await cards();
    expect(total).toBe("2");
    expect(items.map((item) => item.editCounts)).toEqual([
      { annotations: { highlight: 2, note: 1 }, modifications: { redact: 1, rotate: 1 } },
      { annotations: {}, modifications: {} },
    ]);
    // A card is the listed session with its edits counted in place of listed.
    const full = ZPdfSessionList.parse((await call("GET", BASE, { cookie: counter.cookie })).json());
    const { annotations: _annotations, modifications: _modifications, ...listed } = full[0] as TPdfSession;
    expect(items[0]).toEqual({ ...listed, editCounts: items[0]?.editCounts });
    expect(items[0]).not.toHaveProperty("annotations");

    const undone = await call("POST", `${BASE}/${briefed.id}/undo`, {
      cookie: counter.cookie,
      payload: { baseVersion: 2 },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await cards()).items[0]?.editCounts).toEqual({ annotations: {}, modifications: {} });

    const deleted = await call("DELETE", `${BASE}/${plain.id}`, { cookie: counter.cookie });
    expect(deleted.statusCode).toBe(204);
    expect(await cards()).toMatchObject({ items: [{ id: briefed.id }], total: "1" });
    const unknownView = await call("GET", `${BASE}?view=cards`, { cookie: counter.cookie });
    expect(unknownView.statusCode).toBe(400);
    expect(unknownView.json().message).toContain("View must be full or card");
  });

  it("refuses a page longer than 200 and a search longer than 200 characters", async () => {
    const tooLong = await call("GET", `${BASE}?limit=201`, { cookie: firm.cookie });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain("Limit must be at most 200");
    const longSearch = await call("GET", `${BASE}?search=${"a".repeat(201)}`, { cookie: firm.cookie });
    expect(longSearch.statusCode).toBe(400);
    expect(longSearch.json().message).toContain("Search must be at most 200 characters");
  });
});

describe("firm isolation", () => {
  it("answers 404 on every route for another firm's session and leaves it unchanged", async () => {
    const session = await uploadSample();
    const other = otherFirm.cookie;
    const id = session.id;
    const attempts = [
      call("GET", `${BASE}/${id}`, { cookie: other }),
      call("GET", `${BASE}/${id}/file`, { cookie: other }),
      call("PUT", `${BASE}/${id}`, {
        cookie: other,
        payload: { baseVersion: 1, annotations: [], modifications: [] },
      }),
      call("POST", `${BASE}/${id}/edits`, {
        cookie: other,
        payload: { baseVersion: 1, modifications: [{ type: "delete", page: 1 }] },
      }),
      call("POST", `${BASE}/${id}/undo`, { cookie: other, payload: { baseVersion: 1 } }),
      call("POST", `${BASE}/${id}/export`, { cookie: other, payload: {} }),
      call("GET", `${BASE}/${id}/export`, { cookie: other }),
      call("POST", `${BASE}/${id}/split`, { cookie: other, payload: { ranges: "1" } }),
      call("DELETE", `${BASE}/${id}`, { cookie: other }),
      call("POST", `${BASE}/bundle`, { cookie: other, payload: { title: "Theirs", fileIds: [id] } }),
      upload(other, `${BASE}/${id}/files`, "x.pdf", await makeLabelledPdf("x", 1)),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);
    expect(
      (await call("GET", BASE, { cookie: other })).json().map((item: TPdfSession) => item.id),
    ).not.toContain(id);
    const unchanged = await call("GET", `${BASE}/${id}`, { cookie: firm.cookie });
    expect(unchanged.json()).toMatchObject({ version: 1, modifications: [] });
  });

  it("lets the author delete the session", async () => {
    const session = await uploadSample();
    const deleted = await call("DELETE", `${BASE}/${session.id}`, { cookie: firm.cookie });
    expect(deleted.statusCode).toBe(204);
    expect((await call("GET", `${BASE}/${session.id}`, { cookie: firm.cookie })).statusCode).toBe(404);
  });
});
