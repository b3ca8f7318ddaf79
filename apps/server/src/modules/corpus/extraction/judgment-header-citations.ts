import { findCitations } from "../citations/index.ts";

/**
 * The judgment's own citations, as its header states them: the neutral citation ("Neutral citation:
 * Minister of Police v Smith (1234/2018) [2020] ZASCA 12 (27 March 2020)", or "[2020] ZACC 5" under
 * the Constitutional Court's case number) and the law reports it was reported in, which SAFLII prints
 * beside the neutral citation ("[2020] ZASCA 12; 2020 (4) SA 1 (SCA)") or on a "Reported as" line.
 * Citations in the summary or the body are other cases, not this one.
 */

export type HeaderCitations = {
  neutralCitation: string | null;
  neutralCourt: string | null;
  lawReportCitations: string[];
};

/** Lines that carry the judgment's own citations. */
const CITATION_LINE =
  /^\s*(?:neutral\s+citation|citation|cited\s+as|reported(?:\s+as|\s+in)?|also\s+reported)\b/i;

function lineAround(text: string, index: number): { start: number; end: number } {
  const start = text.lastIndexOf("\n", index - 1) + 1;
  const newline = text.indexOf("\n", index);
  return { start, end: newline === -1 ? text.length : newline };
}

/** Above the parties (where the Constitutional Court prints it under the case number) a neutral citation is the judgment's own. */
const PARTIES_INTRO =
  /(?:^|\n)\s*(?:in\s+the\s+(?:matter|application|appeal)|in\s+die\s+saak|insake|between\b)/i;
/** Without a parties line, only the first lines (court, case number, citation) count as the top. */
const TOP_OF_HEADER = 600;
/** A summary or flynote cites other cases, wherever it stands. */
const SUMMARY_LINE = /^\s*(?:summary|flynote|catchwords|key\s*words|sleutelbegrip|opsomming)\b/i;

export function findHeaderCitations(frontMatter: string): HeaderCitations {
  const citations = findCitations(frontMatter);
  const ownLines: { start: number; end: number }[] = [];
  for (const match of frontMatter.matchAll(/(?:^|\n)([^\n]*)/g)) {
    if (CITATION_LINE.test(match[1]!)) {
      const start = match.index + (match[0].startsWith("\n") ? 1 : 0);
      ownLines.push({ start, end: start + match[1]!.length });
    }
  }
  const isOnOwnLine = (citation: { start: number; end: number }) =>
    ownLines.some((line) => citation.start >= line.start && citation.end <= line.end);
  const partiesStart = PARTIES_INTRO.exec(frontMatter)?.index ?? TOP_OF_HEADER;
  const isAtTop = (citation: { start: number }) => {
    const line = lineAround(frontMatter, citation.start);
    return citation.start < partiesStart && !SUMMARY_LINE.test(frontMatter.slice(line.start, line.end));
  };
  const neutral = citations.find(
    (citation) => citation.kind === "neutral" && (isOnOwnLine(citation) || isAtTop(citation)),
  );
  // SAFLII repeats the neutral citation (page title, "Neutral citation:" line); the reports sit beside any copy.
  for (const citation of citations) {
    if (neutral && citation.kind === "neutral" && citation.key === neutral.key) {
      ownLines.push(lineAround(frontMatter, citation.start));
    }
  }
  const lawReportCitations = citations
    .filter((citation) => citation.kind === "law_report")
    .filter(isOnOwnLine)
    .map((citation) => citation.text.replace(/\s+/g, " ").trim());
  return {
    neutralCitation: neutral ? neutral.text.replace(/\s+/g, " ").trim() : null,
    neutralCourt: neutral?.court ?? null,
    lawReportCitations: [...new Set(lawReportCitations)],
  };
}
