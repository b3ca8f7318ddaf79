import { z } from "zod";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";
import { ZPerson } from "../schema-fields.ts";

/** The spec's document types (section 5), "contract" when none is chosen. */
export const OFFICE_DOCUMENT_TYPES = ["contract", "pleading", "correspondence", "template"] as const;
export type TOfficeDocumentType = (typeof OFFICE_DOCUMENT_TYPES)[number];
export const OFFICE_DOCUMENT_TYPE_LABELS: Record<TOfficeDocumentType, string> = {
  contract: "Contract",
  pleading: "Pleading",
  correspondence: "Correspondence",
  template: "Template",
};

/** Where a document came from: written in the editor, imported, or produced by a drafting tool. */
export const OFFICE_DOCUMENT_ORIGINS = [
  "word_processor",
  "docx_import",
  "document_automation",
  "legal_writing",
  "ai_template",
] as const;
export type TOfficeDocumentOrigin = (typeof OFFICE_DOCUMENT_ORIGINS)[number];

/** The spec's validation message (section 5), for the screen's toast and the server's 400 alike. */
export const OFFICE_DOCUMENT_MESSAGES = {
  titleAndContent: "Please provide document title and content.",
} as const;

/** A DOCX to import: at most 10 MB; a macro-enabled `.docm` is refused. */
export const OFFICE_DOCUMENT_MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** The editor's HTML, bounded so one save cannot fill the database (a 50-page document is ~0.5 MB). */
export const OFFICE_DOCUMENT_MAX_CONTENT_CHARS = 5 * 1024 * 1024;

const ZTitle = z
  .string({ error: OFFICE_DOCUMENT_MESSAGES.titleAndContent })
  .trim()
  .min(1, OFFICE_DOCUMENT_MESSAGES.titleAndContent)
  .max(200, "Document title must be at most 200 characters");

/** Editor HTML; "blank" means no visible text once the tags are stripped (an empty `<p></p>` is blank). */
const ZContent = z
  .string({ error: OFFICE_DOCUMENT_MESSAGES.titleAndContent })
  .max(OFFICE_DOCUMENT_MAX_CONTENT_CHARS, "The document is longer than 5 MB of text; split it into parts.")
  .refine((html) => hasVisibleText(html), OFFICE_DOCUMENT_MESSAGES.titleAndContent);

/** True when the HTML has any text a reader would see (tags, entities for spaces and whitespace removed). */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;|&#160;/g, " ")
      .trim().length > 0
  );
}

const documentFields = {
  title: ZTitle,
  type: z.enum(OFFICE_DOCUMENT_TYPES, { error: "Choose a document type from the list" }).default("contract"),
  /** The built-in or firm template it was started from (its key), if any. */
  template: z.string().trim().max(100, "Template must be at most 100 characters").nullish(),
  content: ZContent,
  clientId: z.uuid("Choose a client from the list").nullish(),
  matterId: z.uuid("Choose a matter from the list").nullish(),
  isShared: z.boolean({ error: "Shared must be true or false" }).default(false),
};

export const ZOfficeDocumentCreateRequest = z.strictObject(documentFields);
export type TOfficeDocumentCreateRequest = z.infer<typeof ZOfficeDocumentCreateRequest>;

/**
 * PUT: the same fields plus the version the editor loaded. A save whose `baseVersion` is no longer the
 * document's version is refused with 409 (someone else saved in between); nothing is overwritten.
 */
export const ZOfficeDocumentUpdateRequest = z.strictObject({
  ...documentFields,
  baseVersion: z.number({ error: "The version you edited is missing; reload the document" }).int().min(1),
});
export type TOfficeDocumentUpdateRequest = z.infer<typeof ZOfficeDocumentUpdateRequest>;

export const ZOfficeDocumentIdParams = z.strictObject({ id: z.uuid("Document not found") });
export const ZOfficeDocumentVersionParams = z.strictObject({
  id: z.uuid("Document not found"),
  version: z.coerce.number({ error: "Version must be a number" }).int().min(1, "Version must be at least 1"),
});

export const ZOfficeDocumentListQuery = z.object({
  matterId: z.uuid("Choose a matter from the list").optional(),
  clientId: z.uuid("Choose a client from the list").optional(),
  origin: z.enum(OFFICE_DOCUMENT_ORIGINS).optional(),
  search: z.string().trim().max(200).optional(),
  limit: ZPageLimit(50, 200),
  offset: ZPageOffset,
});
export type TOfficeDocumentListQuery = z.infer<typeof ZOfficeDocumentListQuery>;

/** A card in My Documents and a row on the matter's Documents tab (no content: the list stays small). */
export const ZOfficeDocumentListItem = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(OFFICE_DOCUMENT_TYPES),
  template: z.string().nullable(),
  origin: z.enum(OFFICE_DOCUMENT_ORIGINS),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  matterId: z.uuid().nullable(),
  matterReference: z.string().nullable(),
  matterTitle: z.string().nullable(),
  isShared: z.boolean(),
  version: z.number().int(),
  /** Computed from the content on every save (an estimate of pages: see documentMetrics). */
  metadata: z.object({ wordCount: z.number().int(), pages: z.number().int() }),
  author: ZPerson,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the signed-in person may change it (author, firm owner, or anyone when shared). */
  canEdit: z.boolean(),
  /** Whether the signed-in person may delete it (author or firm owner). */
  canDelete: z.boolean(),
});
export type TOfficeDocumentListItem = z.infer<typeof ZOfficeDocumentListItem>;
export const ZOfficeDocumentList = z.array(ZOfficeDocumentListItem);

export const ZOfficeDocument = ZOfficeDocumentListItem.extend({ content: z.string() });
export type TOfficeDocument = z.infer<typeof ZOfficeDocument>;

export const ZOfficeDocumentVersionSummary = z.object({
  version: z.number().int(),
  title: z.string(),
  savedAt: z.string(),
  savedBy: ZPerson,
  wordCount: z.number().int(),
  /** What made this version: a save, an import, a restore of an older version, a generation. */
  reason: z.enum(["created", "saved", "restored", "imported", "generated"]),
});
export type TOfficeDocumentVersionSummary = z.infer<typeof ZOfficeDocumentVersionSummary>;
export const ZOfficeDocumentVersionList = z.array(ZOfficeDocumentVersionSummary);

export const ZOfficeDocumentVersion = ZOfficeDocumentVersionSummary.extend({ content: z.string() });
export type TOfficeDocumentVersion = z.infer<typeof ZOfficeDocumentVersion>;

/** Restoring an old version makes it the newest one; `baseVersion` guards against a stale screen as PUT does. */
export const ZOfficeDocumentRestoreRequest = z.strictObject({ baseVersion: z.number().int().min(1) });

/** The 409 body of a stale save: who saved the newer version and when, so the screen can offer a reload. */
export const ZOfficeDocumentConflict = z.object({
  message: z.string(),
  code: z.literal("document_version_conflict"),
  currentVersion: z.number().int(),
  savedBy: z.string(),
  savedAt: z.string(),
});
export type TOfficeDocumentConflict = z.infer<typeof ZOfficeDocumentConflict>;
