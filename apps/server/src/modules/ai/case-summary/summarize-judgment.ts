import { extractJudgmentMetadata, type JudgmentParties } from "../../corpus/index.ts";
import { type CitedAuthorities, countCitedAuthorities } from "./cited-authorities.ts";
import { readJudgmentBody } from "./judgment-body.ts";
import { findOrder } from "./judgment-order.ts";
import { findFacts, findHolding, findIssues } from "./judgment-parts.ts";

/** One sentence (or order item) of the judgment, quoted exactly: `text === judgment.slice(start, end)`. */
export type SummarySentence = {
  text: string;
  /** The court's paragraph number ("[12]", "12."); null when the judgment numbers no paragraphs or the sentence stands above them. */
  paragraph: string | null;
  start: number;
  end: number;
};

export type SummaryPart =
  | "title"
  | "parties"
  | "court"
  | "neutralCitation"
  | "judgmentDate"
  | "facts"
  | "issues"
  | "holding"
  | "order"
  | "citations";

/**
 * An extractive summary of a judgment. Nothing in it is written by the summariser: every sentence is
 * the court's own, with its paragraph number, and a part the rules cannot find is empty and named in
 * `missing` instead of being filled with a guess.
 */
export type CaseSummary = {
  title: string | null;
  parties: JudgmentParties;
  court: string | null;
  neutralCitation: string | null;
  /** yyyy-mm-dd */
  judgmentDate: string | null;
  facts: SummarySentence[];
  issues: SummarySentence[];
  holding: SummarySentence[];
  /** The order's items ("The appeal is dismissed with costs."), in the court's order. */
  order: SummarySentence[];
  citations: CitedAuthorities;
  missing: SummaryPart[];
};

function quote(
  text: string,
  spans: { start: number; end: number; paragraph: string | null }[],
): SummarySentence[] {
  return spans.map(({ start, end, paragraph }) => ({ text: text.slice(start, end), paragraph, start, end }));
}

function listMissing(summary: Omit<CaseSummary, "missing">): SummaryPart[] {
  const isEmpty: Record<SummaryPart, boolean> = {
    title: summary.title === null,
    parties: summary.parties.applicants.length === 0 && summary.parties.respondents.length === 0,
    court: summary.court === null,
    neutralCitation: summary.neutralCitation === null,
    judgmentDate: summary.judgmentDate === null,
    facts: summary.facts.length === 0,
    issues: summary.issues.length === 0,
    holding: summary.holding.length === 0,
    order: summary.order.length === 0,
    citations: summary.citations.cases.length === 0 && summary.citations.legislation.length === 0,
  };
  return (Object.keys(isEmpty) as SummaryPart[]).filter((part) => isEmpty[part]);
}

/**
 * Summarises a judgment from its plain text (any South African court, English or Afrikaans). The
 * order is found first and the holding, issues and facts never repeat one of its sentences.
 */
export function summarizeJudgment(text: string): CaseSummary {
  const metadata = extractJudgmentMetadata(text);
  const body = readJudgmentBody(text, metadata.paragraphs);
  const order = findOrder(text, body);
  const taken = new Set(order.map((part) => part.start));
  const holding = findHolding(text, body, taken);
  for (const sentence of holding) taken.add(sentence.start);
  const issues = findIssues(text, body, taken);
  for (const sentence of issues) taken.add(sentence.start);
  const facts = findFacts(text, body, taken);
  const summary = {
    title: metadata.title,
    parties: metadata.parties,
    court: metadata.court,
    neutralCitation: metadata.neutralCitation,
    judgmentDate: metadata.judgmentDate,
    facts: quote(text, facts),
    issues: quote(text, issues),
    holding: quote(text, holding),
    order: quote(text, order),
    citations: countCitedAuthorities(text, body.start),
  };
  return { ...summary, missing: listMissing(summary) };
}
