/**
 * The edits this library applies, shaped as the session's annotations[] and modifications[] are
 * (packages/shared office/pdf-session.schemas.ts validates them; this package does not depend on it).
 * Annotation and redaction pages are pages of the original file; the other modifications' pages count
 * the pages as they stand after the modifications before them. Rectangles are in the page's user space.
 */
export type PdfRect = { x: number; y: number; width: number; height: number };

export type PdfStampKind = "without-prejudice" | "copy" | "commissioner";

export type PdfAnnotationEdit = {
  id?: string;
  type: "highlight" | "note" | "stamp";
  page: number;
  rect: PdfRect;
  text: string;
  stamp?: PdfStampKind;
};

export type PdfBatesPosition = "bottom-right" | "bottom-left" | "bottom-center" | "top-right";

export type PdfBatesOptions = {
  prefix: string;
  start: number;
  /** Zero-padded to this many digits (6 when absent). */
  digits?: number;
  position: PdfBatesPosition;
  fontSize: number;
};

type ModificationBase = { id?: string; page: number; original?: string; modified?: string };

export type PdfModificationEdit = ModificationBase &
  (
    | { type: "rotate"; content: { degrees: 90 | 180 | 270 } }
    | { type: "delete"; content?: Record<string, never> }
    | { type: "reorder"; content: { order: number[] } }
    | { type: "insert"; content: { fileId: string; afterPage: number; pages?: number[] } }
    | { type: "redact"; content: { rects: (PdfRect & { page: number })[]; reason?: string } }
    | { type: "bates"; content: PdfBatesOptions }
    | { type: "split"; content: { ranges: string } }
  );

export type PdfEdits = {
  annotations: readonly PdfAnnotationEdit[];
  modifications: readonly PdfModificationEdit[];
};

/** A Bates range used: the first and last numbers as printed. */
export type BatesRange = { first: string; last: string; firstNumber: number; lastNumber: number };

/** Why a PDF could not be read or edited, with the words the person sees. */
export type PdfProblem = "not_pdf" | "encrypted" | "damaged" | "page_not_found" | "bad_range";

export class PdfEditError extends Error {
  override name = "PdfEditError";
  constructor(
    readonly problem: PdfProblem,
    message: string,
  ) {
    super(message);
  }
}
