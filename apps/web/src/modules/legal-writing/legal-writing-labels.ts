import type {
  LEGAL_WRITING_STATUSES,
  TLegalWritingDocument,
  TLegalWritingSuggestion,
} from "@inkundla/shared";

type LegalWritingStatus = (typeof LEGAL_WRITING_STATUSES)[number];

export const SUGGESTION_TYPE_LABELS: Record<TLegalWritingSuggestion["type"], string> = {
  legal_accuracy: "Legal accuracy",
  citation: "Citation",
  improvement: "Improvement",
  formatting: "Formatting",
};

export const SUGGESTION_SEVERITY_LABELS: Record<
  TLegalWritingSuggestion["severity"],
  { label: string; color: string }
> = {
  high: { label: "High", color: "red" },
  medium: { label: "Medium", color: "yellow" },
  low: { label: "Low", color: "gray" },
};

/** Spec §9: a card shows the first three suggestions and citations; the editor has the whole draft. */
export const SHOWN_ON_CARD = 3;

/** Spec §9: the card previews the first 500 characters of the draft. */
export const PREVIEW_LENGTH = 500;

/** The job has not finished: the list keeps being read until it has. */
export function isLegalDocumentUnfinished(document: Pick<TLegalWritingDocument, "status">): boolean {
  const status: LegalWritingStatus = document.status;
  switch (status) {
    case "queued":
    case "running":
      return true;
    case "completed":
    case "failed":
      return false;
    default: {
      const unknownStatus: never = status;
      throw new Error(`Unknown legal writing status ${String(unknownStatus)}`);
    }
  }
}

/** The first 500 characters of the draft, and whether there is more after them. */
export function previewOf(content: string): { text: string; isCut: boolean } {
  return { text: content.slice(0, PREVIEW_LENGTH), isCut: content.length > PREVIEW_LENGTH };
}

/**
 * A file name from the document's title (spec §7: the download is named after it), kept to letters,
 * digits, spaces, dashes and underscores so every operating system accepts it; never empty.
 */
export function legalDocumentFileName(title: string, extension: "txt" | "docx"): string {
  const base = title
    .replace(/[^\p{L}\p{N} _-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return `${base || "legal-document"}.${extension}`;
}
