import type { ClassifiedClause, ClauseLabel, ContractClause } from "../clause-categories.ts";
import { type ClauseRule, CONFIDENCE } from "./clause-rule.ts";
import { CUAD_CLAUSE_RULES } from "./clause-rules.cuad.ts";
import { GENERAL_CLAUSE_RULES, SOUTH_AFRICAN_CLAUSE_RULES } from "./clause-rules.local.ts";
import { DATE_CLAUSE_RULES, findDocumentFacts } from "./document-facts.ts";
import { findSentenceSpans } from "./sentence-spans.ts";

/** Every rule the classifier applies, in one list: CUAD's, South Africa's, the outline's. */
export const CLAUSE_RULES: readonly ClauseRule[] = [
  ...DATE_CLAUSE_RULES,
  ...CUAD_CLAUSE_RULES,
  ...SOUTH_AFRICAN_CLAUSE_RULES,
  ...GENERAL_CLAUSE_RULES,
];

type Sentence = { start: number; end: number; words: string };

/** A clause's heading together with its parents' ("11.3" is read under "11 LIMITATION OF LIABILITY"). */
function headingContext(clause: ContractClause, headingsByNumber: ReadonlyMap<string, string>): string {
  const headings = [clause.heading];
  const parts = clause.number.split(".");
  for (let depth = parts.length - 1; depth >= 1; depth -= 1) {
    const parentHeading = headingsByNumber.get(parts.slice(0, depth).join("."));
    if (parentHeading) headings.push(parentHeading);
  }
  return headings.filter((heading) => heading !== "").join(" | ");
}

function matchesAny(patterns: readonly RegExp[] | undefined, value: string): boolean {
  return patterns?.some((pattern) => pattern.test(value)) ?? false;
}

function labelsForRule(rule: ClauseRule, sentences: readonly Sentence[], heading: string): ClauseLabel[] {
  const isHeadingMatch = heading !== "" && matchesAny(rule.headings, heading);
  const labels: ClauseLabel[] = [];
  sentences.forEach((sentence, position) => {
    if (matchesAny(rule.exclusions, sentence.words)) return;
    let confidence: number | undefined;
    if (matchesAny(rule.phrases, sentence.words)) {
      confidence = isHeadingMatch ? CONFIDENCE.headingAndPhrase : CONFIDENCE.phrase;
    } else if (isHeadingMatch && matchesAny(rule.headedPhrases, sentence.words)) {
      confidence = CONFIDENCE.headedPhrase;
    }
    if (confidence === undefined) return;
    const previous = labels[labels.length - 1];
    // Consecutive sentences that show the same category are one passage to the reader.
    if (previous && sentences[position - 1]?.end === previous.end) {
      previous.end = sentence.end;
      previous.confidence = Math.max(previous.confidence, confidence);
    } else labels.push({ category: rule.category, confidence, start: sentence.start, end: sentence.end });
  });
  if (labels.length === 0 && isHeadingMatch && rule.isNamedByHeading) {
    // The heading names the clause but its wording is unusual: point at the opening of its body.
    const body = sentences.filter((sentence) => sentence.words.length > heading.length + 8).slice(0, 2);
    if (body.length > 0) {
      labels.push({
        category: rule.category,
        confidence: CONFIDENCE.headingOnly,
        start: body[0]!.start,
        end: body[body.length - 1]!.end,
      });
    }
  }
  return labels;
}

/**
 * Labels each clause with the categories its wording and heading show, each label carrying the span
 * of the sentence(s) that show it. Document-level facts (name, parties, agreement date) are labelled
 * where they are found, on the clause that holds them — usually the preamble.
 */
export function classifyClauses(text: string, clauses: readonly ContractClause[]): ClassifiedClause[] {
  const headingsByNumber = new Map<string, string>();
  for (const clause of clauses) {
    if (clause.number !== "" && clause.heading !== "" && !headingsByNumber.has(clause.number)) {
      headingsByNumber.set(clause.number, clause.heading);
    }
  }
  const classified: ClassifiedClause[] = clauses.map((clause) => {
    // A heading standing alone is not a sentence that shows anything: rules look at it as a heading.
    const lettersOf = (value: string) => value.replace(/[^A-Za-z]/g, "");
    const headingAlone = lettersOf(`${clause.number} ${clause.heading}`);
    const sentences = findSentenceSpans(text, clause.start, clause.end)
      .map((span) => ({ ...span, words: text.slice(span.start, span.end).replace(/\s+/g, " ") }))
      .filter((sentence) => clause.heading === "" || lettersOf(sentence.words) !== headingAlone);
    const heading = headingContext(clause, headingsByNumber);
    const labels = CLAUSE_RULES.flatMap((rule) => labelsForRule(rule, sentences, heading));
    return { ...clause, labels };
  });
  for (const fact of findDocumentFacts(text)) {
    const holder =
      classified.find((clause) => clause.start <= fact.start && fact.start < clause.end) ??
      classified.findLast((clause) => clause.start <= fact.start) ??
      classified[0];
    holder?.labels.unshift(fact);
  }
  return classified;
}
