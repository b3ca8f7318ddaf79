import { findCitations, formatCaseCitation } from "../../corpus/index.ts";
import type { DocumentBlock } from "./document-reading.ts";
import { type DocumentCheck, type Suggestion, suggestionId } from "./suggestion.types.ts";

/**
 * Citations written in a way a South African court or reader would correct: a neutral citation without
 * square brackets or without its ZA court code, "v." or "vs" between the parties, and law reports not
 * laid out as their series is cited ("2005 (1) SA 580 (SCA)", "[2004] 2 All SA 123 (SCA)").
 */

const CHECK = "citation-format";
const YEAR = String.raw`(?:1[89]|20)\d\d`;

const UNBRACKETED_NEUTRAL = new RegExp(
  String.raw`(?<![\[\d])\(?(${YEAR})\)?\s+(ZA[A-Z]{1,8})\s+(\d{1,5})(?!\d)`,
  "g",
);
// "[2021] SCA 41": the court's abbreviation instead of its neutral code.
const COURT_ABBREVIATION_NEUTRAL = new RegExp(
  String.raw`\[(${YEAR})\]\s+(SCA|CC|LAC|LC|WCC|GP|GJ|KZD|KZP|ECG|FB|CAC|CT)\s+(\d{1,5})(?!\d)`,
  "g",
);
const BRACKETED_NEUTRAL = new RegExp(String.raw`\[(${YEAR})\]\s*(ZA[A-Z]{1,8})\s+(\d{1,5})(?!\d)`, "g");
// "2005 1 SA 580": the volume must be in round brackets after an unbracketed year.
const BARE_VOLUME_REPORT = new RegExp(
  String.raw`(?<![\[(\d])(${YEAR})\s+(\d{1,3})\s+(SA|SACR|BCLR)\s+(\d{1,5})(?!\d)`,
  "g",
);
const V_WITH_STOP = /(?<=\p{Lu}[\p{L}'’&().-]*\s)(v\.|vs\.?|versus)(?=\s+\p{Lu})/gu;
/** Series whose reports name the court in brackets after the page. */
const SERIES_WITH_COURT: ReadonlySet<string> = new Set(["SA", "SACR", "BCLR", "All SA", "ILJ", "BLLR"]);

function suggestion(offset: number, severity: Suggestion["severity"], text: string, recommendation: string) {
  return { id: suggestionId(CHECK, offset), type: "citation" as const, severity, text, recommendation };
}

function neutralCitationFindings(block: DocumentBlock): Suggestion[] {
  const findings: Suggestion[] = [];
  for (const match of block.text.matchAll(UNBRACKETED_NEUTRAL)) {
    const [written, year, court, number] = match;
    findings.push(
      suggestion(
        block.start + match.index,
        "medium",
        `The neutral citation "${written}" does not have its year in square brackets.`,
        `Write it as [${year}] ${court} ${number}.`,
      ),
    );
  }
  for (const match of block.text.matchAll(COURT_ABBREVIATION_NEUTRAL)) {
    const [written, year, court, number] = match;
    findings.push(
      suggestion(
        block.start + match.index,
        "medium",
        `The neutral citation "${written}" uses "${court}" instead of the court's neutral citation code.`,
        `Use the SAFLII court code, which begins with ZA: for the Supreme Court of Appeal, [${year}] ZASCA ${number}.`,
      ),
    );
  }
  const parsedStarts = new Set(
    findCitations(block.text)
      .filter((citation) => citation.kind === "neutral")
      .map((citation) => citation.start),
  );
  for (const match of block.text.matchAll(BRACKETED_NEUTRAL)) {
    if (parsedStarts.has(match.index)) continue;
    findings.push(
      suggestion(
        block.start + match.index,
        "medium",
        `"${match[2]}" in "${match[0]}" is not a South African court code.`,
        "Check the court code against the judgment on SAFLII (for example ZACC, ZASCA, ZAWCHC, ZAGPJHC).",
      ),
    );
  }
  return findings;
}

function lawReportFindings(block: DocumentBlock): Suggestion[] {
  const findings: Suggestion[] = [];
  for (const citation of findCitations(block.text)) {
    if (citation.kind !== "law_report") continue;
    const canonical = formatCaseCitation({ title: "", lawReportCitations: [citation.text] });
    if (canonical !== citation.text) {
      findings.push(
        suggestion(
          block.start + citation.start,
          "low",
          `The law report citation "${citation.text}" is not in the series' usual form.`,
          `Write it as ${canonical}.`,
        ),
      );
    } else if (citation.reportCourt === undefined && SERIES_WITH_COURT.has(citation.series ?? "")) {
      findings.push(
        suggestion(
          block.start + citation.start,
          "low",
          `The law report citation "${citation.text}" does not name the court.`,
          `Add the court in brackets after the page, for example ${citation.text} (SCA).`,
        ),
      );
    }
  }
  for (const match of block.text.matchAll(BARE_VOLUME_REPORT)) {
    const [written, year, volume, series, page] = match;
    findings.push(
      suggestion(
        block.start + match.index,
        "low",
        `The law report citation "${written}" does not have its volume in round brackets.`,
        `Write it as ${year} (${volume}) ${series} ${page}, followed by the court in brackets.`,
      ),
    );
  }
  return findings;
}

function caseNameFindings(block: DocumentBlock): Suggestion[] {
  return [...block.text.matchAll(V_WITH_STOP)].map((match) =>
    suggestion(
      block.start + match.index,
      "low",
      `The case name uses "${match[0]}" between the parties.`,
      'South African citations write a plain "v" between the parties, without a full stop (S v Makwanyane).',
    ),
  );
}

export const checkCitationFormat: DocumentCheck = ({ document }) =>
  document.blocks.flatMap((block) => [
    ...neutralCitationFindings(block),
    ...lawReportFindings(block),
    ...caseNameFindings(block),
  ]);
