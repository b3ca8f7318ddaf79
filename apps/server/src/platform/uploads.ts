import { createHash, randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { DbExecutor } from "./db.ts";
import { AppError } from "./errors.ts";
import type { FileStorage } from "./file-storage.ts";
import {
  checkUploadedBytes,
  describeAllowedTypes,
  describeSize,
  MAX_UPLOAD_BYTES,
  sanitizeFileName,
  type UploadMime,
} from "./file-types.ts";
import { storedFileTable } from "./platform.tables.ts";
import { uploadError } from "./upload.errors.ts";

/** What an uploaded file is for; kept on its `stored_file` row and in its storage key. */
export const STORED_FILE_PURPOSES = [
  "trust_instruction",
  "expense_receipt",
  "firm_logo",
  "office_pdf",
  "office_pdf_export",
  "presentation_image",
  "court_filing_document",
  "court_filing_bundle",
  "portal_upload",
] as const;
export type StoredFilePurpose = (typeof STORED_FILE_PURPOSES)[number];

/** Who the "wrong type" message talks about: "Receipts must be an image (…) or a PDF." */
const PURPOSE_SUBJECTS: Record<StoredFilePurpose, string> = {
  trust_instruction: "The client's written instruction",
  expense_receipt: "Receipts",
  firm_logo: "The firm's logo",
  office_pdf: "The file",
  office_pdf_export: "The exported file",
  presentation_image: "Slide images",
  court_filing_document: "Court filing documents",
  court_filing_bundle: "The filing bundle",
  portal_upload: "Documents sent to the firm",
};

/** Form fields sent beside the file (a description, an amount): few and short. */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 10 * 1024;

/**
 * Lets routes take `multipart/form-data` uploads: at most one file of 10 MB and a few small fields per
 * request. Parts are only read when a route calls `readSingleUpload`; other routes keep taking JSON.
 */
export async function installUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: MAX_UPLOAD_BYTES,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      fieldNameSize: 100,
      parts: MAX_FIELDS + 1,
      headerPairs: 100,
    },
  });
}

export type UploadRules = {
  purpose: StoredFilePurpose;
  /** At most MAX_UPLOAD_BYTES; a larger number is treated as MAX_UPLOAD_BYTES. */
  maxBytes: number;
  /** The types the file may be, judged by its bytes. */
  allowed: readonly UploadMime[];
};

/**
 * The logo printed on invoices: PNG or JPEG only, the two formats a PDF can embed as they are, and at
 * most 2 MB, as it is read from storage for every invoice rendered.
 */
export const FIRM_LOGO_UPLOAD_RULES: UploadRules = {
  purpose: "firm_logo",
  maxBytes: 2 * 1024 * 1024,
  allowed: ["image/png", "image/jpeg"],
};

/** An upload that passed every check, ready for `saveUpload`. */
export type Upload = {
  purpose: StoredFilePurpose;
  bytes: Uint8Array;
  /** The uploader's file name, sanitised; never used as a path. */
  fileName: string;
  mime: UploadMime;
  extension: string;
  sizeBytes: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  /** The text fields sent with the file; the first value wins when a name repeats. */
  fields: Record<string, string>;
};

function multipartErrorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

function tooLarge(maxBytes: number): AppError {
  return uploadError("file_too_large", `The file is larger than ${describeSize(maxBytes)}.`);
}

/** Turns what the multipart parser throws (limits, cut-off or malformed bodies) into a 400 a person can read. */
function toUploadError(error: unknown, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  switch (multipartErrorCode(error)) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge(maxBytes);
    case "FST_FILES_LIMIT":
      return uploadError("too_many_files");
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return uploadError("too_many_fields");
    default:
      return uploadError("malformed_upload");
  }
}

/**
 * Checks the bytes and name of a received file against the rules and computes its hash. Pure apart
 * from hashing, so the checks are tested without an HTTP request.
 */
export function prepareUpload(
  received: { bytes: Uint8Array; fileName: string | undefined; fields?: Record<string, string> },
  rules: UploadRules,
): Upload {
  const maxBytes = Math.min(rules.maxBytes, MAX_UPLOAD_BYTES);
  const check = checkUploadedBytes(received.bytes, { maxBytes, allowed: rules.allowed });
  if (!check.ok) {
    switch (check.problem) {
      case "empty":
        throw uploadError("empty_file");
      case "too_large":
        throw tooLarge(maxBytes);
      case "type_not_allowed":
        throw uploadError(
          "file_type_not_allowed",
          `${PURPOSE_SUBJECTS[rules.purpose]} must be ${describeAllowedTypes(rules.allowed)}.`,
        );
      default: {
        const unhandled: never = check.problem;
        throw new Error(`unhandled upload problem: ${unhandled}`);
      }
    }
  }
  return {
    purpose: rules.purpose,
    bytes: received.bytes,
    fileName: sanitizeFileName(received.fileName) || `upload.${check.type.extension}`,
    mime: check.type.mime,
    extension: check.type.extension,
    sizeBytes: received.bytes.length,
    sha256: createHash("sha256").update(received.bytes).digest("hex"),
    fields: received.fields ?? {},
  };
}

/**
 * Reads the one file (and its text fields) of a multipart request into memory and checks it: 400 for
 * no file, an empty or too large file, or a type the rules do not allow by its bytes.
 */
export async function readSingleUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  const { upload } = await readOptionalUpload(request, rules);
  if (!upload) throw uploadError("no_file");
  return upload;
}

/**
 * Reads a multipart form whose file is optional (an expense with or without its receipt): its text
 * fields, and its file checked by the rules, or null when the form's file input was left empty.
 */
export async function readOptionalUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ fields: Record<string, string>; upload: Upload | null }> {
  const { fields, file } = await readMultipartForm(request, Math.min(rules.maxBytes, MAX_UPLOAD_BYTES));
  return { fields, upload: file ? prepareUpload({ ...file, fields }, rules) : null };
}

/**
 * Reads a multipart form of text fields and at most one file (the last one sent), unjudged: for a
 * route whose files are not one of the upload types (a contract in Word or plain text), which judges
 * the bytes itself. A form field sent twice keeps its first value; a file over `maxBytes` is a 400.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; file: { bytes: Buffer; fileName: string } | null }> {
  if (!request.isMultipart()) throw uploadError("not_multipart");
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        // A form whose file input was left empty still sends a file part, with no name and no bytes.
        if (bytes.length === 0 && !part.filename) continue;
        file = { bytes, fileName: part.filename };
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw uploadError("field_too_long");
      if (Object.hasOwn(fields, part.fieldname)) continue;
      fields[part.fieldname] = typeof part.value === "string" ? part.value : JSON.stringify(part.value);
    }
  } catch (error) {
    if (!(error instanceof AppError)) request.log.info({ err: error }, "upload refused");
    throw toUploadError(error, maxBytes);
  }
  return { fields, file };
}

/**
 * `readMultipartForm` with its text fields checked by `fields` (a field sent empty counts as not sent):
 * the first field that fails is a 400 naming it, and a file over `maxBytes` is the caller's own
 * `tooLarge` error, so each screen keeps its words for it.
 */
export async function readCheckedMultipartForm<Fields extends z.ZodType>(
  request: FastifyRequest,
  options: { maxBytes: number; fields: Fields; tooLarge: () => AppError },
): Promise<{ fields: z.infer<Fields>; file: { bytes: Buffer; fileName: string } | null }> {
  let form: Awaited<ReturnType<typeof readMultipartForm>>;
  try {
    form = await readMultipartForm(request, options.maxBytes);
  } catch (error) {
    if (error instanceof AppError && error.code === "file_too_large") throw options.tooLarge();
    throw error;
  }
  const present = Object.fromEntries(Object.entries(form.fields).filter(([, value]) => value !== ""));
  const parsed = options.fields.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join(".");
    throw new AppError(
      400,
      "invalid_input",
      issue ? `${field ? `${field}: ` : ""}${issue.message}` : "Check the form's fields.",
    );
  }
  return { fields: parsed.data, file: form.file };
}

/**
 * Keeps an upload: the bytes first, then the `stored_file` row, so a row never points at nothing. When
 * the row cannot be written the bytes are removed again. Pass the caller's transaction as `db` to tie
 * the row to the record it belongs to; if that transaction later rolls back, the bytes stay behind
 * without a row, where nothing can serve them (a clean-up job can remove keys that have no row).
 */
export async function saveUpload(
  db: DbExecutor,
  storage: FileStorage,
  firmId: string,
  userId: string,
  upload: Upload,
): Promise<string> {
  return (await saveStoredFile(db, storage, firmId, userId, upload)).id;
}

/**
 * `saveUpload`, also answering the storage key: a caller whose own transaction may still roll back
 * after the row is written removes the bytes itself then, so none are left behind without a row.
 */
export async function saveStoredFile(
  db: DbExecutor,
  storage: FileStorage,
  firmId: string,
  userId: string,
  upload: Upload,
): Promise<{ id: string; storageKey: string }> {
  const id = randomUUID();
  const storageKey = `${firmId}/${upload.purpose}/${id}.${upload.extension}`;
  await storage.put(storageKey, upload.bytes);
  try {
    await db.insert(storedFileTable).values({
      id,
      firmId,
      storageKey,
      fileName: upload.fileName,
      mime: upload.mime,
      sizeBytes: upload.sizeBytes,
      sha256: upload.sha256,
      purpose: upload.purpose,
      uploadedByUserId: userId,
    });
  } catch (error) {
    // The insert's error is the one worth reporting; bytes that outlive a failed delete have no row,
    // so nothing can serve them.
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return { id, storageKey };
}

/** A file of a several-file upload as received: its bytes are judged later, by whoever reads them. */
export type ReceivedFile = {
  /** The uploader's file name, sanitised; never used as a path. */
  fileName: string;
  bytes: Uint8Array;
};

export type EachUploadRules = {
  /** The form field the files come in, e.g. `files`; a file in any other field is refused. */
  fieldName: string;
  maxFiles: number;
  /** Each file's limit; may be larger than MAX_UPLOAD_BYTES (a route that keeps big files apart). */
  maxFileBytes: number;
};

/**
 * Reads the files of a multipart request one at a time and hands each to `keep` before reading the
 * next, so a request of many large files holds one of them in memory at a time. Refuses (400) a request
 * that is not multipart, has no file, more than `maxFiles` files, a file over `maxFileBytes` (named in
 * the message) or a file in another field. Types are not judged here: the caller reads the bytes. The
 * text fields sent beside the files are answered too (the first value of a name wins).
 * When it throws, files already handed to `keep` are the caller's to clean up.
 */
export async function readEachUploadedFile(
  request: FastifyRequest,
  rules: EachUploadRules,
  keep: (file: ReceivedFile, index: number) => Promise<void>,
): Promise<{ fileCount: number; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw uploadError("not_multipart");
  const fields: Record<string, string> = {};
  let fileCount = 0;
  let currentName = "";
  try {
    const parts = request.parts({
      limits: {
        files: rules.maxFiles,
        fileSize: rules.maxFileBytes,
        fields: MAX_FIELDS,
        parts: rules.maxFiles + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type !== "file") {
        if (part.valueTruncated || part.fieldnameTruncated) throw uploadError("field_too_long");
        if (!Object.hasOwn(fields, part.fieldname))
          fields[part.fieldname] = typeof part.value === "string" ? part.value : JSON.stringify(part.value);
        continue;
      }
      currentName = sanitizeFileName(part.filename) || `file-${fileCount + 1}`;
      if (part.fieldname !== rules.fieldName) {
        throw uploadError("malformed_upload", `Send the files in the form field "${rules.fieldName}".`);
      }
      const bytes = await part.toBuffer();
      // A form whose file input was left empty still sends a file part, with no name and no bytes.
      if (bytes.length === 0 && !part.filename) continue;
      await keep({ fileName: currentName, bytes }, fileCount);
      fileCount += 1;
    }
  } catch (error) {
    if (!(error instanceof AppError)) request.log.info({ err: error }, "upload refused");
    switch (multipartErrorCode(error)) {
      case "FST_REQ_FILE_TOO_LARGE":
        throw uploadError(
          "file_too_large",
          `${currentName} is larger than ${describeSize(rules.maxFileBytes)}: split it or upload it apart.`,
        );
      case "FST_FILES_LIMIT":
        throw uploadError("too_many_files", `Send at most ${rules.maxFiles} files at a time.`);
      default:
        throw toUploadError(error, rules.maxFileBytes);
    }
  }
  if (fileCount === 0) throw uploadError("no_file", "Choose at least one file to upload.");
  return { fileCount, fields };
}
