import type { TPdfSession, TPdfSessionCard } from "@inkundla/shared";
import { createPageViewport } from "./viewer/pdf-coordinates";
import type { OpenedPdf, PdfRenderer } from "./viewer/pdf-renderer";
import type { PageTextRun } from "./viewer/pdf-search";

export const SESSION_ID = "66666666-6666-4666-8666-666666666666";
export const CLIENT_ID = "33333333-3333-4333-8333-333333333333";
export const MATTER_ID = "44444444-4444-4444-8444-444444444444";

/** US Letter, in points: the fake renderer's every page. */
export const FAKE_PAGE_BOX: [number, number, number, number] = [0, 0, 612, 792];

/**
 * A renderer that draws nothing (jsdom has no canvas) but answers viewports with pdf.js's geometry and
 * the text runs given per page, so the overlays, drawing and search run as in a browser.
 */
export function createFakeRenderer({
  pageCount = 3,
  texts = {},
}: {
  pageCount?: number;
  texts?: Record<number, PageTextRun[]>;
} = {}): PdfRenderer {
  const opened: OpenedPdf = {
    pageCount,
    getViewport: async (_page, scale, rotation) =>
      createPageViewport({ viewBox: FAKE_PAGE_BOX, scale, rotation }),
    drawPage: () => ({ done: Promise.resolve(), cancel: () => {} }),
    readPageText: async (page) => texts[page] ?? [],
    close: () => {},
  };
  return { open: async () => opened };
}

export function buildPdfSession(overrides: Partial<TPdfSession> = {}): TPdfSession {
  return {
    id: SESSION_ID,
    fileName: "Founding affidavit.pdf",
    clientId: CLIENT_ID,
    clientName: "Nkosi Traders (Pty) Ltd",
    matterId: MATTER_ID,
    matterReference: "MAT-2026-0012",
    pageCount: 3,
    sizeBytes: 48_000,
    version: 4,
    annotations: [],
    modifications: [],
    files: [],
    canUndo: true,
    exportedAt: null,
    exportFileName: null,
    exportFileId: null,
    author: { id: "55555555-5555-4555-8555-555555555555", name: "Thandi Mokoena" },
    canDelete: true,
    createdAt: "2026-03-01T08:00:00.000Z",
    updatedAt: "2026-03-10T08:00:00.000Z",
    ...overrides,
  };
}

/** The session of `buildPdfSession` as the list answers it: its edits counted (none unless given). */
export function buildPdfSessionCard(overrides: Partial<TPdfSessionCard> = {}): TPdfSessionCard {
  const { annotations: _annotations, modifications: _modifications, ...session } = buildPdfSession();
  return { ...session, editCounts: { annotations: {}, modifications: {} }, ...overrides };
}
