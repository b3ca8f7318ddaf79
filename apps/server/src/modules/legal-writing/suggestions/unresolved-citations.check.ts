import { findCitations } from "../../corpus/index.ts";
import { type DocumentCheck, type Suggestion, suggestionId } from "./suggestion.types.ts";

/**
 * Citations the corpus cannot confirm. A court document citing a judgment that does not exist, or an
 * Act that does not say what is claimed, is a serious error: each one is named, once, where it first
 * appears. A bare section ("s 25") names no Act and is left alone. Without a resolver nothing is said.
 */
const CHECK = "unresolved-citation";

export const checkUnresolvedCitations: DocumentCheck = ({ document, resolveCitation }) => {
  if (!resolveCitation) return [];
  const seen = new Set<string>();
  const findings: Suggestion[] = [];
  for (const block of document.blocks) {
    for (const citation of findCitations(block.text)) {
      if (citation.kind === "section") continue;
      const key = citation.key.split("#")[0] ?? citation.key;
      if (seen.has(key)) continue;
      seen.add(key);
      if (resolveCitation(citation.text, key)) continue;
      const isCase = citation.kind !== "legislation";
      findings.push({
        id: suggestionId(CHECK, block.start + citation.start),
        type: "citation",
        severity: isCase ? "high" : "medium",
        text: `"${citation.text}" was not found in the corpus.`,
        recommendation: isCase
          ? "Check the citation against the law report or SAFLII before relying on it, or remove it: the corpus cannot confirm that the judgment exists or says what the document attributes to it."
          : "Check the Act's name, number and year against the official text before relying on it.",
      });
    }
  }
  return findings;
};
