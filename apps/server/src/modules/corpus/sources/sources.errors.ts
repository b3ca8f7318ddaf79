import { describeSize } from "../../../platform/file-types.ts";

export type SourceFileProblem =
  | "unsupported_type"
  | "too_large"
  | "encrypted_pdf"
  | "corrupt"
  | "no_text"
  | "unsafe_xml";

/** Each problem's message, naming the file, so a person knows what to do next. */
const SOURCE_FILE_MESSAGES: Record<SourceFileProblem, (fileName: string, detail: string) => string> = {
  unsupported_type: (fileName, detail) =>
    `${fileName} is not a file we can read${detail ? ` (${detail})` : ""}: import a PDF, Word (.docx), HTML, plain-text or Akoma Ntoso file.`,
  too_large: (fileName, detail) =>
    `${fileName} is too large to import${detail ? ` (${detail})` : ""}: split it or import the text alone.`,
  encrypted_pdf: (fileName) => `${fileName} is encrypted: save it without a password and import it again.`,
  corrupt: (fileName, detail) =>
    `${fileName} could not be read${detail ? ` (${detail})` : ""}: the file may be damaged. Download or save it again and import the new copy.`,
  no_text: (fileName, detail) =>
    detail === "pdf"
      ? `${fileName} has no text layer (a scanned image?): import a text PDF or the judgment's text.`
      : `${fileName} has no text to import: it is empty.`,
  unsafe_xml: (fileName) =>
    `${fileName} declares a DOCTYPE or entities, which we refuse for safety: export it again without a DOCTYPE.`,
};

/** A source file that cannot be imported, with a stable code for programs and a message for people. */
export class SourceFileError extends Error {
  constructor(
    readonly code: SourceFileProblem,
    readonly fileName: string,
    /** What the message adds to the code: a size, a parser's complaint, the format with no text. */
    readonly detail = "",
  ) {
    super(SOURCE_FILE_MESSAGES[code](fileName, detail));
    this.name = "SourceFileError";
  }
}

/**
 * Why a reader could not get text out of some bytes. Readers see no file name; `readDocumentText` turns
 * this into a SourceFileError that names the file.
 */
export class UnreadableContentError extends Error {
  constructor(
    readonly code: SourceFileProblem,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "UnreadableContentError";
  }
}

export type XmlProblem = "unsafe_xml" | "malformed_xml" | "not_akoma_ntoso";

/** XML we will not or cannot read. Carries no file name: the caller that has one wraps it. */
export class XmlDocumentError extends Error {
  constructor(
    readonly code: XmlProblem,
    message: string,
  ) {
    super(message);
    this.name = "XmlDocumentError";
  }
}

export type ZipArchiveProblem = "zip_bomb" | "too_many_files" | "corrupt";

export type ZipArchiveLimits = { maxFiles: number; maxTotalBytes: number; maxFileBytes: number };

/** A zip archive refused whole: nothing from it is imported. */
export class ZipArchiveError extends Error {
  constructor(
    readonly code: ZipArchiveProblem,
    message: string,
    /** For a zip bomb: how many bytes had been inflated when reading stopped (for logs, and tests). */
    readonly inflatedBytes = 0,
  ) {
    super(message);
    this.name = "ZipArchiveError";
  }

  static tooManyFiles(limits: ZipArchiveLimits): ZipArchiveError {
    return new ZipArchiveError(
      "too_many_files",
      `The zip archive holds more than ${limits.maxFiles} files: split it into smaller archives.`,
    );
  }

  static fileTooLarge(fileName: string, limits: ZipArchiveLimits, inflatedBytes: number): ZipArchiveError {
    return new ZipArchiveError(
      "zip_bomb",
      `${fileName} in the zip archive unpacks to more than ${describeSize(limits.maxFileBytes)}: import it on its own or split it.`,
      inflatedBytes,
    );
  }

  static totalTooLarge(limits: ZipArchiveLimits, inflatedBytes: number): ZipArchiveError {
    return new ZipArchiveError(
      "zip_bomb",
      `The zip archive unpacks to more than ${describeSize(limits.maxTotalBytes)}: split it into smaller archives.`,
      inflatedBytes,
    );
  }

  static corrupt(detail: string): ZipArchiveError {
    return new ZipArchiveError(
      "corrupt",
      `The zip archive could not be read (${detail}): it may be damaged. Make it again and import the new copy.`,
    );
  }
}
