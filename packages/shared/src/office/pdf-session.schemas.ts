import { z } from "zod";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";
import { ZPerson } from "../schema-fields.ts";

/**
 * The PDF editor's sessions (issue 21; spec "PDF session": id, fileName, annotations[], modifications[]).
 *
 * Page numbers:
 * - An annotation's `page` and a redaction rectangle's `page` are pages of the ORIGINAL file (the viewer
 *   shows the original); when a modification deletes that page, its annotations go with it.
 * - Every other modification's page numbers (rotate/delete `page`, reorder `order`, insert `afterPage`)
 *   count the pages as they stand after the modifications listed before it: modifications run in order.
 * Rectangles are in PDF points from the page's bottom-left corner, in the page's own (unrotated) space.
 */

/** The upload limit of this route (the global multipart limit is 10 MB). */
export const PDF_SESSION_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** How many earlier states undo keeps. */
export const PDF_SESSION_MAX_UNDO = 100;
/** Bounds that keep one session's edits a size the database and the export can carry. */
export const PDF_SESSION_MAX_ANNOTATIONS = 5000;
export const PDF_SESSION_MAX_MODIFICATIONS = 2000;
/** How many documents a bundle may merge. */
export const PDF_BUNDLE_MAX_DOCUMENTS = 100;

export const PDF_SESSION_MESSAGES = {
  notPdf: "The file is not a PDF.",
  damaged: "This PDF is damaged and cannot be opened.",
  encrypted: "This PDF is protected with a password.",
  encryptedUpload: "This PDF is protected with a password. Remove the password and upload it again.",
  wrongPassword: "The password does not open this PDF.",
  tooLarge: "The file is larger than 50 MB.",
} as const;

export const PDF_ANNOTATION_TYPES = ["highlight", "note", "stamp"] as const;
export type TPdfAnnotationType = (typeof PDF_ANNOTATION_TYPES)[number];

/**
 * The stamps a firm puts on a page: "WITHOUT PREJUDICE", "COPY", and the commissioner of oaths' block
 * (name, capacity, area, address, date lines, as the regulations under the Justices of the Peace and
 * Commissioners of Oaths Act ask the commissioner to print beneath the signature).
 */
export const PDF_STAMP_KINDS = ["without-prejudice", "copy", "commissioner"] as const;
export type TPdfStampKind = (typeof PDF_STAMP_KINDS)[number];
export const PDF_STAMP_LABELS: Record<TPdfStampKind, string> = {
  "without-prejudice": "Without prejudice",
  copy: "Copy",
  commissioner: "Commissioner of oaths",
};

export const PDF_MODIFICATION_TYPES = [
  "rotate",
  "delete",
  "reorder",
  "insert",
  "redact",
  "bates",
  "split",
] as const;
export type TPdfModificationType = (typeof PDF_MODIFICATION_TYPES)[number];

export const PDF_BATES_POSITIONS = ["bottom-right", "bottom-left", "bottom-center", "top-right"] as const;
export type TPdfBatesPosition = (typeof PDF_BATES_POSITIONS)[number];

const ZPageNumber = z
  .number({ error: "Page must be a number" })
  .int("Page must be a whole number")
  .min(1, "Page must be at least 1")
  .max(100_000, "Page does not exist");

const ZCoordinate = z.number({ error: "Position must be a number" }).finite().min(-100_000).max(100_000);
const ZLength = z.number({ error: "Size must be a number" }).finite().min(0).max(100_000);

export const ZPdfRect = z.strictObject({ x: ZCoordinate, y: ZCoordinate, width: ZLength, height: ZLength });
export type TPdfRect = z.infer<typeof ZPdfRect>;

const ZId = z.string().trim().min(1).max(100);

export const ZPdfAnnotation = z.strictObject({
  id: ZId,
  type: z.enum(PDF_ANNOTATION_TYPES, { error: "Choose highlight, note or stamp" }),
  /** A page of the original file. */
  page: ZPageNumber,
  rect: ZPdfRect,
  /** The note's text, the highlighted text, or the stamp's kind. */
  text: z.string().max(5000, "Text must be at most 5000 characters").default(""),
  /** Which stamp, when `type` is "stamp". */
  stamp: z.enum(PDF_STAMP_KINDS).optional(),
});
export type TPdfAnnotation = z.infer<typeof ZPdfAnnotation>;
/** What the editor sends: the server gives an annotation without an id one. */
export const ZPdfAnnotationDraft = ZPdfAnnotation.extend({ id: ZId.optional() });
export type TPdfAnnotationInput = z.infer<typeof ZPdfAnnotationDraft>;

export const ZPdfRedactionRect = ZPdfRect.extend({ page: ZPageNumber });
export type TPdfRedactionRect = z.infer<typeof ZPdfRedactionRect>;

export const ZPdfBatesOptions = z.strictObject({
  prefix: z
    .string()
    .trim()
    .max(40, "Prefix must be at most 40 characters")
    .regex(/^[\x20-\x7e]*$/, "Prefix may use letters, digits and ordinary punctuation only")
    .default(""),
  start: z.number({ error: "Start must be a number" }).int().min(0).max(999_999_999).default(1),
  digits: z.number().int().min(1).max(12).default(6),
  position: z.enum(PDF_BATES_POSITIONS).default("bottom-right"),
  fontSize: z
    .number()
    .min(4, "Font size must be at least 4")
    .max(36, "Font size must be at most 36")
    .default(10),
});
export type TPdfBatesOptions = z.infer<typeof ZPdfBatesOptions>;
export type TPdfBatesOptionsInput = z.input<typeof ZPdfBatesOptions>;

/** The typed payload of each modification type. */
export const ZPdfRotateContent = z.strictObject({
  degrees: z.union([z.literal(90), z.literal(180), z.literal(270)], {
    error: "Rotate by 90, 180 or 270 degrees",
  }),
});
export const ZPdfDeleteContent = z.strictObject({});
export const ZPdfReorderContent = z.strictObject({
  /** The current pages in their new order: a permutation of 1..n. */
  order: z.array(ZPageNumber).min(1).max(100_000),
});
export const ZPdfInsertContent = z.strictObject({
  /** A file added to this session with POST /{id}/files. */
  fileId: z.uuid("Choose a file added to this session"),
  /** 0 puts the pages before the first page. */
  afterPage: z.number().int().min(0).max(100_000),
  /** Pages of that file to insert (1-based, in this order); all of them when absent. */
  pages: z.array(ZPageNumber).min(1).max(100_000).optional(),
});
export const ZPdfRedactContent = z.strictObject({
  rects: z.array(ZPdfRedactionRect).min(1, "Draw at least one area to redact").max(1000),
  reason: z.string().max(200).optional(),
});
export const ZPdfBatesContent = ZPdfBatesOptions;
export const ZPdfSplitContent = z.strictObject({ ranges: z.string().trim().min(1).max(1000) });

function modificationVariants<Id extends z.ZodType<string | undefined>>(id: Id) {
  const fields = {
    id,
    /** The page it acts on (see the page-numbering note above); 1 when it acts on the whole document. */
    page: ZPageNumber.default(1),
    /** Short human descriptions for the list ("Page 3", "Rotated 90°"), written by the editor. */
    original: z.string().max(500).default(""),
    modified: z.string().max(500).default(""),
  };
  return [
    z.strictObject({ ...fields, type: z.literal("rotate"), content: ZPdfRotateContent }),
    z.strictObject({ ...fields, type: z.literal("delete"), content: ZPdfDeleteContent.default({}) }),
    z.strictObject({ ...fields, type: z.literal("reorder"), content: ZPdfReorderContent }),
    z.strictObject({ ...fields, type: z.literal("insert"), content: ZPdfInsertContent }),
    z.strictObject({ ...fields, type: z.literal("redact"), content: ZPdfRedactContent }),
    z.strictObject({ ...fields, type: z.literal("bates"), content: ZPdfBatesContent }),
    z.strictObject({ ...fields, type: z.literal("split"), content: ZPdfSplitContent }),
  ] as const;
}

/**
 * A modification, discriminated by `type`. `split` is recorded for the list only: applying edits ignores
 * it (POST /{id}/split makes the parts). `bates` numbers every final page and runs last whatever its place.
 */
export const ZPdfModification = z.discriminatedUnion("type", modificationVariants(ZId));
export type TPdfModification = z.infer<typeof ZPdfModification>;

/** What the editor sends: the server gives a modification without an id one. */
export const ZPdfModificationDraft = z.discriminatedUnion("type", modificationVariants(ZId.optional()));
export type TPdfModificationInput = z.input<typeof ZPdfModificationDraft>;

export type TPdfEdits = { annotations: TPdfAnnotation[]; modifications: TPdfModification[] };

const ZBaseVersion = z
  .number({ error: "The version you edited is missing; reload the session" })
  .int()
  .min(1, "The version you edited is missing; reload the session");

/** POST /{id}/edits: annotations and modifications to add after the present ones. */
export const ZPdfSessionEditsRequest = z.strictObject({
  baseVersion: ZBaseVersion,
  annotations: z.array(ZPdfAnnotationDraft).max(PDF_SESSION_MAX_ANNOTATIONS).optional(),
  modifications: z.array(ZPdfModificationDraft).max(PDF_SESSION_MAX_MODIFICATIONS).optional(),
});
export type TPdfSessionEditsRequest = z.input<typeof ZPdfSessionEditsRequest>;

/** PUT /{id}: the whole lists, replacing the present ones. */
export const ZPdfSessionReplaceRequest = z.strictObject({
  baseVersion: ZBaseVersion,
  annotations: z.array(ZPdfAnnotationDraft).max(PDF_SESSION_MAX_ANNOTATIONS),
  modifications: z.array(ZPdfModificationDraft).max(PDF_SESSION_MAX_MODIFICATIONS),
});
export type TPdfSessionReplaceRequest = z.input<typeof ZPdfSessionReplaceRequest>;

/** POST /{id}/undo: back to the state before the newest change. */
export const ZPdfSessionUndoRequest = z.strictObject({ baseVersion: ZBaseVersion });
export type TPdfSessionUndoRequest = z.infer<typeof ZPdfSessionUndoRequest>;

/** POST /{id}/export: the matter to file the export under (the session's own when absent). */
export const ZPdfSessionExportRequest = z.strictObject({
  matterId: z.uuid("Choose a matter from the list").nullish(),
});
export type TPdfSessionExportRequest = z.infer<typeof ZPdfSessionExportRequest>;

/** POST /{id}/split: page ranges such as "1-3, 4-10"; one PDF per range. */
export const ZPdfSessionSplitRequest = z.strictObject({
  ranges: z
    .string({ error: "Give the page ranges, e.g. 1-3, 4-10" })
    .trim()
    .min(1, "Give the page ranges, e.g. 1-3, 4-10")
    .max(1000),
});
export type TPdfSessionSplitRequest = z.infer<typeof ZPdfSessionSplitRequest>;

/**
 * POST /api/office/pdf-sessions/bundle. Each id is a PDF session of the firm (its newest export when it
 * has one, else its original) or a stored file of the firm's PDF uploads; the bundle follows this order.
 */
export const ZPdfBundleRequest = z.strictObject({
  title: z
    .string({ error: "Please provide bundle title." })
    .trim()
    .min(1, "Please provide bundle title.")
    .max(200),
  fileIds: z
    .array(z.uuid("Choose documents from the list"))
    .min(1, "Choose at least one document for the bundle.")
    .max(PDF_BUNDLE_MAX_DOCUMENTS, `A bundle may hold at most ${PDF_BUNDLE_MAX_DOCUMENTS} documents.`),
  bates: ZPdfBatesOptions.optional(),
  clientId: z.uuid("Choose a client from the list").nullish(),
  matterId: z.uuid("Choose a matter from the list").nullish(),
});
export type TPdfBundleRequest = z.input<typeof ZPdfBundleRequest>;

/** The text fields of the upload form (multipart, beside `file`). */
export const ZPdfSessionUploadFields = z.object({
  clientId: z.uuid("Choose a client from the list").optional(),
  matterId: z.uuid("Choose a matter from the list").optional(),
  password: z.string().max(200, "Password must be at most 200 characters").optional(),
});
export type TPdfSessionUploadFields = z.infer<typeof ZPdfSessionUploadFields>;

export const ZPdfSessionIdParams = z.strictObject({ id: z.uuid("PDF session not found") });

/** How GET /api/office/pdf-sessions writes each session: with its edits, or with them counted. */
export const PDF_SESSION_LIST_VIEWS = ["full", "card"] as const;

/** A page of the list, newest change first; `search` finds a part of the file name; X-Total-Count says how many match. */
export const ZPdfSessionListQuery = z.object({
  matterId: z.uuid("Choose a matter from the list").optional(),
  search: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  limit: ZPageLimit(50, 200),
  offset: ZPageOffset,
  /** `full`: the sessions with their edits (the default); `card`: each with its edits counted by type instead. */
  view: z.enum(PDF_SESSION_LIST_VIEWS, { error: "View must be full or card" }).default("full"),
});
export type TPdfSessionListQuery = z.infer<typeof ZPdfSessionListQuery>;

/** Another PDF the session draws on (pages to insert). */
export const ZPdfSessionFile = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  pageCount: z.number().int(),
});
export type TPdfSessionFile = z.infer<typeof ZPdfSessionFile>;

export const ZPdfSession = z.object({
  id: z.uuid(),
  fileName: z.string(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  matterId: z.uuid().nullable(),
  matterReference: z.string().nullable(),
  /** Pages of the original file. */
  pageCount: z.number().int(),
  sizeBytes: z.number().int(),
  version: z.number().int(),
  annotations: z.array(ZPdfAnnotation),
  modifications: z.array(ZPdfModification),
  /** Other PDFs added with POST /{id}/files, for insert modifications. */
  files: z.array(ZPdfSessionFile),
  canUndo: z.boolean(),
  exportedAt: z.string().nullable(),
  exportFileName: z.string().nullable(),
  /** The newest export: download it at GET /{id}/export or /api/files/{exportFileId}. */
  exportFileId: z.uuid().nullable(),
  author: ZPerson.nullable(),
  canDelete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPdfSession = z.infer<typeof ZPdfSession>;
export const ZPdfSessionList = z.array(ZPdfSession);

/** A session's edits counted by type; a type it has none of is left out. */
export const ZPdfEditCounts = z.object({
  annotations: z.partialRecord(z.enum(PDF_ANNOTATION_TYPES), z.number().int().positive()),
  modifications: z.partialRecord(z.enum(PDF_MODIFICATION_TYPES), z.number().int().positive()),
});
export type TPdfEditCounts = z.infer<typeof ZPdfEditCounts>;

/**
 * A session as its card shows it (GET /api/office/pdf-sessions?view=card): the edits counted by type,
 * not listed. A long-worked bundle carries hundreds of edits; a page of cards needs their counts only.
 */
export const ZPdfSessionCard = ZPdfSession.omit({ annotations: true, modifications: true }).extend({
  editCounts: ZPdfEditCounts,
});
export type TPdfSessionCard = z.infer<typeof ZPdfSessionCard>;
export const ZPdfSessionCardList = z.array(ZPdfSessionCard);

/** POST /{id}/files answer. */
export const ZPdfSessionFileAdded = ZPdfSessionFile;

/** POST /{id}/split answer: the parts, each a stored file downloadable at /api/files/{fileId}. */
export const ZPdfSplitResult = z.object({
  files: z.array(
    z.object({ fileId: z.uuid(), fileName: z.string(), range: z.string(), pageCount: z.number().int() }),
  ),
});
export type TPdfSplitResult = z.infer<typeof ZPdfSplitResult>;

/** The 409 body of a stale change. */
export const ZPdfSessionConflict = z.object({
  message: z.string(),
  code: z.literal("pdf_session_version_conflict"),
  currentVersion: z.number().int(),
});
export type TPdfSessionConflict = z.infer<typeof ZPdfSessionConflict>;

/** Where a page of the result comes from: a page of the original, or of a file added to the session. */
export type TPdfPagePlanEntry = { source: "original" } | { source: "file"; fileId: string };
export type TPdfPlannedPage = TPdfPagePlanEntry & { page: number; rotation: number };

/**
 * Runs the page operations (insert, delete, reorder, rotate) over page descriptions, not bytes: the
 * editor uses it to draw the result's thumbnails, the server to refuse a page that does not exist before
 * anything is stored, and the export to know which page goes where. Throws a message a person
 * understands when a page number does not exist at that step.
 */
export function planPdfPages(
  originalPageCount: number,
  modifications: readonly TPdfModification[],
  filePageCounts: ReadonlyMap<string, number>,
): TPdfPlannedPage[] {
  let pages: TPdfPlannedPage[] = Array.from({ length: originalPageCount }, (_, index) => ({
    source: "original",
    page: index + 1,
    rotation: 0,
  }));
  modifications.forEach((modification, index) => {
    const step = `Change ${index + 1}`;
    const requirePage = (page: number) => {
      if (page < 1 || page > pages.length) {
        throw new PdfPagePlanError(
          `${step}: page ${page} does not exist (the document has ${pages.length} pages then).`,
        );
      }
    };
    switch (modification.type) {
      case "rotate": {
        requirePage(modification.page);
        const target = pages[modification.page - 1] as TPdfPlannedPage;
        pages[modification.page - 1] = {
          ...target,
          rotation: (target.rotation + modification.content.degrees) % 360,
        };
        return;
      }
      case "delete":
        requirePage(modification.page);
        if (pages.length === 1) throw new PdfPagePlanError(`${step}: the last page cannot be deleted.`);
        pages = pages.filter((_, pageIndex) => pageIndex !== modification.page - 1);
        return;
      case "reorder": {
        const order = modification.content.order;
        const seen = new Set(order);
        if (
          order.length !== pages.length ||
          seen.size !== pages.length ||
          order.some((page) => page < 1 || page > pages.length)
        ) {
          throw new PdfPagePlanError(
            `${step}: the new order must list each of the ${pages.length} pages once.`,
          );
        }
        pages = order.map((page) => pages[page - 1] as TPdfPlannedPage);
        return;
      }
      case "insert": {
        const fileId = modification.content.fileId;
        const filePages = filePageCounts.get(fileId);
        if (filePages === undefined)
          throw new PdfPagePlanError(`${step}: the file to insert is not part of this session.`);
        if (modification.content.afterPage > pages.length) {
          throw new PdfPagePlanError(
            `${step}: page ${modification.content.afterPage} does not exist (the document has ${pages.length} pages then).`,
          );
        }
        const chosen =
          modification.content.pages ?? Array.from({ length: filePages }, (_, pageIndex) => pageIndex + 1);
        for (const page of chosen) {
          if (page > filePages)
            throw new PdfPagePlanError(
              `${step}: the inserted file has no page ${page} (it has ${filePages}).`,
            );
        }
        const inserted: TPdfPlannedPage[] = chosen.map((page) => ({
          source: "file",
          fileId,
          page,
          rotation: 0,
        }));
        pages.splice(modification.content.afterPage, 0, ...inserted);
        return;
      }
      case "redact":
        for (const rect of modification.content.rects) {
          if (rect.page > originalPageCount) {
            throw new PdfPagePlanError(
              `${step}: page ${rect.page} does not exist (the file has ${originalPageCount} pages).`,
            );
          }
        }
        return;
      case "bates":
      case "split":
        return;
      default: {
        const unhandled: never = modification;
        throw new Error(`unhandled modification ${JSON.stringify(unhandled)}`);
      }
    }
  });
  return pages;
}

/** A page number that does not exist at the step that names it. */
export class PdfPagePlanError extends Error {
  override name = "PdfPagePlanError";
}
