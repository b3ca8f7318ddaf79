/** The largest upload we take: a scanned instruction or a photographed receipt fits easily. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const BYTES_PER_MB = 1024 * 1024;

type FileTypeFacts = {
  /** The extension we give the file, and the ones a name may already end in. */
  extension: string;
  extensions: readonly string[];
  /** How a person knows the type, in messages. */
  label: string;
  isImage: boolean;
  /** Whether the first bytes are this type's signature. */
  matches(bytes: Uint8Array): boolean;
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

function contains(bytes: Uint8Array, text: string, encoding: "latin1" | "utf16le" = "latin1"): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, encoding));
}

/**
 * The types an upload may be, each recognised by its signature ("magic bytes"). The content type and
 * file name a browser sends are chosen by the uploader, so neither is ever trusted.
 */
const FILE_TYPES = {
  "application/pdf": {
    extension: "pdf",
    extensions: ["pdf"],
    label: "PDF",
    isImage: false,
    matches: (bytes) => startsWith(bytes, ascii("%PDF-")),
  },
  "image/png": {
    extension: "png",
    extensions: ["png"],
    label: "PNG",
    isImage: true,
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  "image/jpeg": {
    extension: "jpg",
    extensions: ["jpg", "jpeg"],
    label: "JPEG",
    isImage: true,
    matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  },
  "image/gif": {
    extension: "gif",
    extensions: ["gif"],
    label: "GIF",
    isImage: true,
    matches: (bytes) => startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a")),
  },
  "image/webp": {
    extension: "webp",
    extensions: ["webp"],
    label: "WebP",
    isImage: true,
    // A RIFF container whose form type is WEBP and whose first chunk is VP8, VP8L or VP8X.
    matches: (bytes) => startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBPVP8"), 8),
  },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    extension: "docx",
    extensions: ["docx"],
    label: "Word document (.docx)",
    isImage: false,
    // A ZIP whose parts include word/document.xml (the part names are stored uncompressed).
    matches: (bytes) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, "word/document.xml"),
  },
  "application/msword": {
    extension: "doc",
    extensions: ["doc"],
    label: "Word 97–2003 document (.doc)",
    isImage: false,
    // An OLE2 compound file with a "WordDocument" stream (its directory names are UTF-16LE).
    matches: (bytes) =>
      startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) &&
      contains(bytes, "WordDocument", "utf16le"),
  },
} as const satisfies Record<string, FileTypeFacts>;

export type UploadMime = keyof typeof FILE_TYPES;

/** What a file's bytes say it is. */
export type DetectedFileType = { mime: UploadMime; extension: string };

/** Receipts and written instructions: a photograph, a scan or a PDF. */
export const IMAGE_OR_PDF_TYPES: readonly UploadMime[] = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
];

/** The type the bytes are, by their signature; null for anything else (HTML, SVG, Office files, …). */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  for (const [mime, facts] of Object.entries(FILE_TYPES) as [UploadMime, FileTypeFacts][]) {
    if (facts.matches(bytes)) return { mime, extension: facts.extension };
  }
  return null;
}

export type UploadCheck =
  | { ok: true; type: DetectedFileType }
  | { ok: false; problem: "empty" | "too_large" | "type_not_allowed" };

/** Whether uploaded bytes may be kept: not empty, within the size limit and of an allowed type. */
export function checkUploadedBytes(
  bytes: Uint8Array,
  rules: { maxBytes: number; allowed: readonly UploadMime[] },
): UploadCheck {
  if (bytes.length === 0) return { ok: false, problem: "empty" };
  if (bytes.length > rules.maxBytes) return { ok: false, problem: "too_large" };
  const type = detectFileType(bytes);
  if (!type || !rules.allowed.includes(type.mime)) return { ok: false, problem: "type_not_allowed" };
  return { ok: true, type };
}

/** "an image (PNG, JPEG, GIF, WebP) or a PDF", "a PDF", "an image (PNG, JPEG)": for error messages. */
export function describeAllowedTypes(allowed: readonly UploadMime[]): string {
  const imageLabels = allowed
    .filter((mime) => FILE_TYPES[mime].isImage)
    .map((mime) => FILE_TYPES[mime].label);
  const others = allowed
    .filter((mime) => !FILE_TYPES[mime].isImage)
    .map((mime) => `a ${FILE_TYPES[mime].label}`);
  const parts = [...(imageLabels.length > 0 ? [`an image (${imageLabels.join(", ")})`] : []), ...others];
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} or ${parts.at(-1)}`;
}

/** "10 MB", "2.5 MB", "512 KB": a byte limit the way people say it. */
export function describeSize(bytes: number): string {
  const [amount, unit] = bytes >= BYTES_PER_MB ? [bytes / BYTES_PER_MB, "MB"] : [bytes / 1024, "KB"];
  return `${Number.isInteger(amount) ? amount : amount.toFixed(1)} ${unit}`;
}

const MAX_FILE_NAME_LENGTH = 255;
/**
 * Control and invisible formatting characters (a right-to-left override can make "fdp.exe" read as
 * "exe.pdf"), and halves of broken surrogate pairs, which cannot be written as UTF-8.
 */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
/** Characters Windows refuses in a file name; replaced so a downloaded copy saves anywhere. */
const RESERVED_CHARACTERS = /[<>:"/\\|?*]/g;

/**
 * The uploader's file name made safe to keep and show: no folders, no invisible characters, no
 * leading dots, at most 255 characters (the extension is kept when the name is shortened). May be
 * empty; the caller picks a fallback.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const baseName = (raw ?? "").split(/[/\\]/).at(-1) ?? "";
  const cleaned = baseName
    .normalize("NFC")
    .replace(INVISIBLE_CHARACTERS, "")
    .replace(RESERVED_CHARACTERS, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+/, "")
    .replace(/[\s.]+$/, "");
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 20 ? cleaned.slice(dot) : "";
  let stem = cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length);
  // Never keep half of a character written as a surrogate pair (an emoji, say).
  if (/[\uD800-\uDBFF]$/.test(stem)) stem = stem.slice(0, -1);
  return `${stem.trimEnd()}${extension}`;
}

/**
 * The name to offer when the file is downloaded: the uploader's name, with the real type's extension
 * added when the name claims another ("receipt.html" holding a PNG becomes "receipt.html.png"), so a
 * saved copy never opens as something it is not.
 */
export function fileNameForDownload(fileName: string, mime: UploadMime): string {
  const facts = FILE_TYPES[mime];
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
  if ((facts.extensions as readonly string[]).includes(extension)) return fileName;
  return `${fileName || "file"}.${facts.extension}`;
}
