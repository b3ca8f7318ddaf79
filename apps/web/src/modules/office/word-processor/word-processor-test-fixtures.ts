import type {
  TOfficeDocument,
  TOfficeDocumentConflict,
  TOfficeDocumentListItem,
  TOfficeDocumentVersionSummary,
} from "@inkundla/shared";
import type { TOfficeTemplate } from "./office-documents.api";

export const DOCUMENT_ID = "11111111-1111-4111-8111-111111111111";
export const COPY_ID = "22222222-2222-4222-8222-222222222222";
export const CLIENT_ID = "33333333-3333-4333-8333-333333333333";
export const MATTER_ID = "44444444-4444-4444-8444-444444444444";
export const AUTHOR_ID = "55555555-5555-4555-8555-555555555555";

export function buildListItem(overrides: Partial<TOfficeDocumentListItem> = {}): TOfficeDocumentListItem {
  return {
    id: DOCUMENT_ID,
    title: "Letter of demand to Nkosi Traders",
    type: "correspondence",
    template: null,
    origin: "word_processor",
    clientId: CLIENT_ID,
    clientName: "Nkosi Traders (Pty) Ltd",
    matterId: MATTER_ID,
    matterReference: "MAT-2026-0012",
    matterTitle: "Nkosi Traders v Dlamini",
    isShared: true,
    version: 3,
    metadata: { wordCount: 1240, pages: 4 },
    author: { id: AUTHOR_ID, name: "Thandi Mokoena" },
    createdAt: "2026-03-01T08:00:00.000Z",
    updatedAt: "2026-03-10T08:00:00.000Z",
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

export function buildOfficeDocument(overrides: Partial<TOfficeDocument> = {}): TOfficeDocument {
  return {
    ...buildListItem(),
    content: "<p>Dear Sir, we demand payment of R5 000 within 14 days.</p>",
    ...overrides,
  };
}

export function buildConflict(overrides: Partial<TOfficeDocumentConflict> = {}): TOfficeDocumentConflict {
  return {
    message: "Someone else saved this document after you opened it.",
    code: "document_version_conflict",
    currentVersion: 4,
    savedBy: "Sipho Dlamini",
    savedAt: "2026-03-10T09:15:00.000Z",
    ...overrides,
  };
}

export function buildVersionSummary(
  overrides: Partial<TOfficeDocumentVersionSummary> = {},
): TOfficeDocumentVersionSummary {
  return {
    version: 3,
    title: "Letter of demand to Nkosi Traders",
    savedAt: "2026-03-10T08:00:00.000Z",
    savedBy: { id: AUTHOR_ID, name: "Thandi Mokoena" },
    wordCount: 1240,
    reason: "saved",
    ...overrides,
  };
}

export function buildTemplate(overrides: Partial<TOfficeTemplate> = {}): TOfficeTemplate {
  return {
    key: "letter-of-demand",
    name: "Letter of Demand",
    description: "Demands payment of a debt before legal action.",
    documentType: "correspondence",
    category: "Litigation",
    content: "<p>Dear {{client.name}}, payment of {{amount}} is due.</p>",
    ...overrides,
  };
}
