export type DocumentFileProblem = "not_docx" | "macros" | "damaged" | "unsafe_xml" | "too_large";

/** What each problem means to the person who chose the file, and what they can do about it. */
const REASONS: Record<DocumentFileProblem, string> = {
  not_docx: "This file is not a Word document (.docx). Save it from Word as a .docx and open it again.",
  macros:
    "This Word document contains macros, which we do not open for safety. Save it from Word as a plain .docx (Word Document) and open that copy.",
  damaged:
    "This Word document could not be read: it may be damaged. Save it again from Word and open the new copy.",
  unsafe_xml:
    "This Word document declares a DOCTYPE, which no document saved by Word does and which we refuse for safety. Save it again from Word.",
  too_large:
    "This Word document unpacks to far more than any document's text and layout: it cannot be opened.",
};

/** A file that cannot be opened as a document, with a stable code for programs and a reason for people. */
export class DocumentFileError extends Error {
  /** Why the file was refused, in words for the person who chose it. */
  readonly reason: string;

  constructor(
    readonly code: DocumentFileProblem,
    /** For logs: what exactly was wrong (a part's name, a parser's complaint). */
    readonly detail = "",
  ) {
    super(detail ? `${REASONS[code]} (${detail})` : REASONS[code]);
    this.name = "DocumentFileError";
    this.reason = REASONS[code];
  }
}
