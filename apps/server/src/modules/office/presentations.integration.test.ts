import { buildSlide, makePng } from "@inkundla/documents/presentation/presentation-test-files";
import {
  NEW_PRESENTATION_SLIDE_TITLES,
  PRESENTATION_MESSAGES,
  type TPresentation,
  type TPresentationListItem,
  type TPresentationSlide,
  type TPresentationVersionSummary,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { makePdf, multipartForm } from "../../testing/document-files.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import {
  addActiveStaffMember,
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
} from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";

const BASE = "/api/office/presentations";

let catcher: SmtpCatcher;
let testApp: TestApp;
let call: Caller;
let firm: FirmOwner;
let otherFirm: FirmOwner;
let associate: { cookie: string };
let colleague: { cookie: string };

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  firm = await registerFirmOwner(testApp, "decks");
  otherFirm = await registerFirmOwner(testApp, "decks-other");
  await putFirmOnPlan(testApp, firm.firmId, "small_firm");
  associate = await addActiveStaffMember(testApp, catcher, firm, { label: "decks-associate" });
  colleague = await addActiveStaffMember(testApp, catcher, firm, { label: "decks-colleague" });
}, 90_000);
afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
});

async function create(cookie: string, payload: Record<string, unknown> = {}): Promise<TPresentation> {
  const response = await call("POST", BASE, { cookie, payload: { title: "Heads of argument", ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function save(cookie: string, deck: TPresentation, changes: Record<string, unknown>) {
  return call("PUT", `${BASE}/${deck.id}`, {
    cookie,
    payload: {
      title: deck.title,
      type: deck.type,
      clientId: deck.clientId,
      matterId: deck.matterId,
      isShared: deck.isShared,
      content: deck.content,
      baseVersion: deck.version,
      ...changes,
    },
  });
}

function uploadImage(cookie: string, deckId: string, name: string, bytes: Uint8Array) {
  const body = multipartForm({ files: [{ name, bytes }] });
  return testApp.app.inject({
    method: "POST",
    url: `${BASE}/${deckId}/images`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

async function deckCount(firmId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    testApp.database.db,
    sql`select count(*)::int as count from office_presentation where firm_id = ${firmId}`,
  );
  return row?.count ?? 0;
}

const titlesOf = (slides: readonly TPresentationSlide[]) => slides.map((slide) => slide.title);

describe("creating a presentation", () => {
  it("gives a new deck the spec's ten slides, version 1 and a first version row", async () => {
    const deck = await create(firm.cookie, {
      type: "client",
      isShared: false,
      slides: { total: 10, titles: [...NEW_PRESENTATION_SLIDE_TITLES] },
    });
    expect(deck).toMatchObject({
      version: 1,
      type: "client",
      template: null,
      isShared: false,
      slides: { total: 10, titles: ["Title Slide", "Overview", "Legal Framework"] },
      canEdit: true,
      canDelete: true,
    });
    expect(titlesOf(deck.content.slides)).toEqual([...NEW_PRESENTATION_SLIDE_TITLES]);
    const bare = await create(firm.cookie);
    expect(bare.type).toBe("court");
    expect(titlesOf(bare.content.slides)).toEqual([...NEW_PRESENTATION_SLIDE_TITLES]);
    const versions = (await call("GET", `${BASE}/${deck.id}/versions`, { cookie: firm.cookie })).json();
    expect(versions).toMatchObject([{ version: 1, reason: "created", slideCount: 10 }]);
  });

  it("makes a deck from a template with the template's slides", async () => {
    const templates = (
      await call("GET", "/api/office/presentation-templates", { cookie: firm.cookie })
    ).json();
    expect(templates).toHaveLength(6);
    const outline = templates.find((template: { key: string }) => template.key === "court-argument-outline");
    const deck = await create(firm.cookie, { template: "court-argument-outline", type: "court" });
    expect(deck.template).toBe("court-argument-outline");
    expect(titlesOf(deck.content.slides)).toEqual(titlesOf(outline.slides));
    expect(deck.slides.total).toBe(outline.slides.length);

    const unknown = await call("POST", BASE, {
      cookie: firm.cookie,
      payload: { title: "X", template: "nope" },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("refuses a blank title and a deck over 200 slides with the spec's messages, writing nothing", async () => {
    const before = await deckCount(firm.firmId);
    const blank = await call("POST", BASE, { cookie: firm.cookie, payload: { title: "  " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(PRESENTATION_MESSAGES.title);
    const slides = Array.from({ length: 201 }, () => buildSlide());
    const tooMany = await call("POST", BASE, {
      cookie: firm.cookie,
      payload: { title: "Bundle", content: { slides } },
    });
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().message).toContain("A presentation can have at most 200 slides.");
    const tooManyTitles = await call("POST", BASE, {
      cookie: firm.cookie,
      payload: { title: "Bundle", slides: { total: 201, titles: [] } },
    });
    expect(tooManyTitles.statusCode).toBe(400);
    expect(await deckCount(firm.firmId)).toBe(before);

    const deck = await create(firm.cookie);
    const saveTooMany = await save(firm.cookie, deck, { content: { slides } });
    expect(saveTooMany.statusCode).toBe(400);
    expect(saveTooMany.json().message).toContain("A presentation can have at most 200 slides.");
    const versions = (await call("GET", `${BASE}/${deck.id}/versions`, { cookie: firm.cookie })).json();
    expect(versions).toHaveLength(1);
  });
});

describe("saving", () => {
  it("keeps a reorder, makes every save a version, and answers a stale save 409 writing nothing", async () => {
    const deck = await create(associate.cookie, { isShared: true });
    const [first, second, ...rest] = deck.content.slides;
    if (!first || !second) throw new Error("the deck has slides");
    const reordered = [second, first, ...rest];
    const saved = await save(associate.cookie, deck, { content: { slides: reordered } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 2,
      slides: { total: 10, titles: ["Overview", "Title Slide", "Legal Framework"] },
    });

    const stale = await save(colleague.cookie, deck, { title: "Colleague's title" });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "presentation_version_conflict",
      currentVersion: 2,
      savedBy: expect.any(String),
      savedAt: expect.any(String),
    });

    const current: TPresentation = (
      await call("GET", `${BASE}/${deck.id}`, { cookie: colleague.cookie })
    ).json();
    expect(current.title).toBe("Heads of argument");
    expect(titlesOf(current.content.slides).slice(0, 2)).toEqual(["Overview", "Title Slide"]);
    const versions: TPresentationVersionSummary[] = (
      await call("GET", `${BASE}/${deck.id}/versions`, { cookie: colleague.cookie })
    ).json();
    expect(versions.map((version) => version.version)).toEqual([2, 1]);

    const old = (await call("GET", `${BASE}/${deck.id}/versions/1`, { cookie: firm.cookie })).json();
    expect(titlesOf(old.content.slides)[0]).toBe("Title Slide");
    const restored = await call("POST", `${BASE}/${deck.id}/versions/1/restore`, {
      cookie: firm.cookie,
      payload: { baseVersion: 2 },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      version: 3,
      slides: { titles: ["Title Slide", "Overview", "Legal Framework"] },
    });
  });
});

describe("slide images", () => {
  it("accepts a real PNG, shows it to the firm only, and exports it in the PPTX and the PDF", async () => {
    const deck = await create(firm.cookie);
    const uploaded = await uploadImage(firm.cookie, deck.id, "team.png", makePng(40, 30));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { fileId } = uploaded.json();

    const image = await call("GET", `/api/office/presentation-images/${fileId}`, { cookie: firm.cookie });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const foreign = await call("GET", `/api/office/presentation-images/${fileId}`, {
      cookie: otherFirm.cookie,
    });
    expect(foreign.statusCode).toBe(404);

    const slides = deck.content.slides.map((slide, index) =>
      index === 1
        ? { ...slide, layout: "title-image", imageFileId: fileId, notes: "Introduce the team." }
        : slide,
    );
    const saved = await save(firm.cookie, deck, { content: { slides } });
    expect(saved.statusCode, saved.body).toBe(200);

    const pptx = await call("GET", `${BASE}/${deck.id}/export.pptx`, { cookie: firm.cookie });
    expect(pptx.statusCode).toBe(200);
    expect(pptx.headers["content-disposition"]).toContain("Heads of argument.pptx");
    const files = unzipSync(new Uint8Array(pptx.rawPayload));
    expect(Object.keys(files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(10);
    expect(Object.keys(files).some((name) => /^ppt\/media\/.+\.png$/.test(name))).toBe(true);
    expect(strFromU8(files["ppt/notesSlides/notesSlide2.xml"] as Uint8Array)).toContain(
      "Introduce the team.",
    );

    const pdf = await call("GET", `${BASE}/${deck.id}/export.pdf`, { cookie: firm.cookie });
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(pdf.rawPayload))).getPageCount()).toBe(10);
  });

  it("refuses a PDF renamed .png, and a slide naming another firm's image, writing nothing", async () => {
    const deck = await create(firm.cookie);
    const disguised = await uploadImage(
      firm.cookie,
      deck.id,
      "photo.png",
      await makePdf([["Not a picture"]]),
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toMatch(/PNG|JPEG/);

    const theirDeck = await create(otherFirm.cookie);
    const theirImage = (await uploadImage(otherFirm.cookie, theirDeck.id, "x.png", makePng(4, 4))).json();
    const slides = deck.content.slides.map((slide, index) =>
      index === 0 ? { ...slide, imageFileId: theirImage.fileId } : slide,
    );
    const saved = await save(firm.cookie, deck, { content: { slides } });
    expect(saved.statusCode).toBe(400);
    expect((await call("GET", `${BASE}/${deck.id}`, { cookie: firm.cookie })).json().version).toBe(1);
    const intoTheirDeck = await uploadImage(firm.cookie, theirDeck.id, "x.png", makePng(4, 4));
    expect(intoTheirDeck.statusCode).toBe(404);
  });
});

describe("who sees a presentation", () => {
  it("shows an unshared deck only to its author and the firm's owner; shared ones to the firm", async () => {
    const privateOne = await create(associate.cookie, { title: "Private deck" });
    const sharedOne = await create(associate.cookie, { title: "Shared deck", isShared: true });
    const idsFor = async (cookie: string) =>
      ((await call("GET", `${BASE}?limit=200`, { cookie })).json() as TPresentationListItem[]).map(
        (item) => item.id,
      );
    expect(await idsFor(associate.cookie)).toEqual(expect.arrayContaining([privateOne.id, sharedOne.id]));
    expect(await idsFor(firm.cookie)).toEqual(expect.arrayContaining([privateOne.id, sharedOne.id]));
    const colleagueSees = await idsFor(colleague.cookie);
    expect(colleagueSees).toContain(sharedOne.id);
    expect(colleagueSees).not.toContain(privateOne.id);
    expect((await call("GET", `${BASE}/${privateOne.id}`, { cookie: colleague.cookie })).statusCode).toBe(
      404,
    );

    const asColleague = (await call("GET", `${BASE}/${sharedOne.id}`, { cookie: colleague.cookie })).json();
    expect(asColleague).toMatchObject({ canEdit: true, canDelete: false });
    expect((await save(colleague.cookie, sharedOne, { isShared: false })).statusCode).toBe(403);
    expect((await call("DELETE", `${BASE}/${sharedOne.id}`, { cookie: colleague.cookie })).statusCode).toBe(
      403,
    );
  });

  it("answers 404 to another firm for every route of a deck", async () => {
    const deck = await create(firm.cookie, { isShared: true });
    const cookie = otherFirm.cookie;
    expect((await call("GET", `${BASE}/${deck.id}`, { cookie })).statusCode).toBe(404);
    expect((await save(cookie, deck, { title: "Taken" })).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${deck.id}/versions`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${deck.id}/versions/1`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${deck.id}/export.pptx`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${deck.id}/export.pdf`, { cookie })).statusCode).toBe(404);
    expect((await call("DELETE", `${BASE}/${deck.id}`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", BASE, { cookie })).json()).not.toContainEqual(
      expect.objectContaining({ id: deck.id }),
    );
    expect((await call("GET", `${BASE}/${deck.id}`, { cookie: firm.cookie })).json().title).toBe(
      "Heads of argument",
    );
  });

  it("lists a matter's decks, and deletes a deck with its versions", async () => {
    const { clientId, matterId } = await createClientWithMatter(call, firm, "Naledi Mokoena", {
      title: "Mokoena v Landlord",
      type: "Property Law",
    });
    const deck = await create(firm.cookie, { matterId });
    expect(deck).toMatchObject({ clientId, clientName: "Naledi Mokoena" });
    const listed = await call("GET", `${BASE}?matterId=${matterId}`, { cookie: firm.cookie });
    expect(listed.json().map((item: TPresentationListItem) => item.id)).toEqual([deck.id]);
    expect(listed.headers["x-total-count"]).toBe("1");

    expect((await call("DELETE", `${BASE}/${deck.id}`, { cookie: firm.cookie })).statusCode).toBe(204);
    expect((await call("GET", `${BASE}/${deck.id}`, { cookie: firm.cookie })).statusCode).toBe(404);
    const [row] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from office_presentation_version where presentation_id = ${deck.id}`,
    );
    expect(row?.count).toBe(0);
  });
});
