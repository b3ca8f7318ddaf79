import type { ClassifiedClause, ClauseCategoryId } from "../clause-categories.ts";
import type { ContractReviewInput } from "./review.types.ts";
import { buildReviewContext, type ReviewContext } from "./review-context.ts";

/** A clause as a test writes it: its number, heading, text and the categories the classifier gave it. */
export type ClauseDraft = {
  number?: string;
  heading?: string;
  text: string;
  categories?: ClauseCategoryId[];
};

/**
 * Lays the clauses out as one contract ("1. HEADING\ntext", a blank line between clauses) and classifies
 * them as the drafts say, with offsets that point into the contract text: text.slice(start, end) is the
 * clause's text.
 */
export function buildClassifiedContract(
  drafts: readonly ClauseDraft[],
  contractType = "General Contract",
): ContractReviewInput {
  let text = "";
  const clauses: ClassifiedClause[] = [];
  drafts.forEach((draft, index) => {
    const number = draft.number ?? String(index + 1);
    const heading = draft.heading ?? "";
    const headingLine = `${number}. ${heading}`.trim();
    if (text !== "") text += "\n\n";
    text += `${headingLine}\n`;
    const start = text.length;
    text += draft.text;
    const end = text.length;
    clauses.push({
      index,
      number,
      heading,
      text: draft.text,
      start,
      end,
      labels: (draft.categories ?? []).map((category) => ({ category, confidence: 0.9, start, end })),
    });
  });
  return { text, contractType, clauses };
}

/** The review context of a contract built from drafts. */
export function buildContextFor(
  drafts: readonly ClauseDraft[],
  contractType = "General Contract",
): ReviewContext {
  return buildReviewContext(buildClassifiedContract(drafts, contractType));
}

/** A natural person as the other party, so the Consumer Protection Act applies in full. */
export const CONSUMER_PARTIES: ClauseDraft = {
  heading: "PARTIES",
  text: "This agreement is entered into between Sunrise Fitness (Pty) Ltd (the Supplier) and Thandiwe Mokoena, identity number 8501015800083 (the Consumer).",
  categories: ["parties"],
};

/** Two companies as the parties, so the Consumer Protection Act may not apply. */
export const BUSINESS_PARTIES: ClauseDraft = {
  heading: "PARTIES",
  text: "This agreement is entered into between Karoo Logistics (Pty) Ltd (the Supplier) and Umhlanga Retail Holdings (Pty) Ltd (the Customer).",
  categories: ["parties"],
};
