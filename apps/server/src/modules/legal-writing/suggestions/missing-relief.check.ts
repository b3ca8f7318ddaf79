import type { TLegalWritingDocumentType } from "@inkundla/shared";
import { type DocumentCheck, suggestionId } from "./suggestion.types.ts";

/**
 * Heads of argument, a notice of motion and a court application exist to ask for an order. One that
 * nowhere states the relief or order sought is flagged; any of the usual words for it is enough to stay
 * silent, since the person may have edited the headings.
 */

const CHECK = "missing-relief";

const RELIEF_WORDS =
  /\b(?:relief|prayers?|pray|wherefore|order sought|draft order|an order|the order|following order|following terms|should be (?:granted|dismissed|upheld|set aside|refused))\b/i;

const EXPECTED: Partial<Record<TLegalWritingDocumentType, string>> = {
  heads_of_argument: "The heads of argument do not state the relief or order sought.",
  notice_of_motion: "The notice of motion does not set out the order sought (the prayers).",
  court_application: "The application does not set out the order sought (the prayers).",
};

export const checkMissingRelief: DocumentCheck = ({ document, documentType }) => {
  const text = EXPECTED[documentType];
  if (!text || document.blocks.some((block) => RELIEF_WORDS.test(block.text))) return [];
  return [
    {
      id: suggestionId(CHECK, 0),
      type: "legal_accuracy",
      severity: "high",
      text,
      recommendation:
        documentType === "heads_of_argument"
          ? "End with a section on the relief sought, setting out the order the court is asked to make."
          : 'State the order sought as numbered prayers after "for an order in the following terms:", ending with further and/or alternative relief.',
    },
  ];
};
