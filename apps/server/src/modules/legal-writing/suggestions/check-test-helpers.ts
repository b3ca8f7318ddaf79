import type { TLegalWritingDocumentType } from "@inkundla/shared";
import { readDocument } from "./document-reading.ts";
import type { CheckInput, CitationResolver } from "./suggestion.types.ts";

/** A check's input from plain text (one block a blank-line paragraph) or from the editor's HTML. */
export function checkInput(
  content: { text: string } | { html: string },
  documentType: TLegalWritingDocumentType = "legal_opinion",
  resolveCitation?: CitationResolver,
): CheckInput {
  return {
    document: readDocument(content),
    documentType,
    ...(resolveCitation ? { resolveCitation } : {}),
  };
}
