import type { FoundCitation } from "./citation.types.ts";
import { collapseWhitespace, formatSectionLabel } from "./citation-keys.ts";
import { findCitations } from "./citation-parser.ts";
import { findLawReportSeries, seriesPreferenceRank } from "./law-report-series.ts";

/**
 * Citations written the South African way, in plain text (no italics for case names).
 *
 * A case with a law report is cited by its preferred report (the authorised SA Law Reports before SACR,
 * BCLR, All SA, ILJ and BLLR), with the neutral citation after it: the report is what courts and
 * practitioners cite, the neutral citation lets a reader without the reports find the judgment.
 *   S v Makwanyane and Another 1995 (3) SA 391 (CC); [1995] ZACC 3 para 144
 */

function firstFound(written: string, kind: FoundCitation["kind"]): FoundCitation | undefined {
  return findCitations(written).find((citation) => citation.kind === kind);
}

/** Rewrites a parsed report in the series' own layout: "1995 (3) SA 391 (CC)", "[2004] 2 All SA 123 (SCA)". */
function formatLawReport(report: FoundCitation): string {
  const court = report.reportCourt ? ` (${report.reportCourt})` : "";
  const series = report.series ?? "";
  if (report.volume === undefined) return `${report.year} ${series} ${report.page}${court}`;
  const code = findLawReportSeries(series)?.code;
  if (code === "ALLSA" || code === "BLLR")
    return `[${report.year}] ${report.volume} ${series} ${report.page}${court}`;
  if (code === "ILJ" || code === "SATC")
    return `(${report.year}) ${report.volume} ${series} ${report.page}${court}`;
  return `${report.year} (${report.volume}) ${series} ${report.page}${court}`;
}

function choosePreferredReport(lawReportCitations: readonly string[]): string | undefined {
  const reports = lawReportCitations.map((written, order) => {
    const parsed = firstFound(written, "law_report");
    const code = parsed?.series ? findLawReportSeries(parsed.series)?.code : undefined;
    return {
      text: parsed ? formatLawReport(parsed) : collapseWhitespace(written),
      rank: code === undefined ? 100 : seriesPreferenceRank(code),
      order,
    };
  });
  reports.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return reports[0]?.text;
}

function formatNeutral(written: string): string {
  const parsed = firstFound(written, "neutral");
  return parsed ? `[${parsed.year}] ${parsed.court} ${parsed.number}` : collapseWhitespace(written);
}

export function formatCaseCitation(
  input: { title: string; neutralCitation?: string | null; lawReportCitations?: string[] },
  pinpoint?: { paragraph?: number },
): string {
  const report = choosePreferredReport(
    (input.lawReportCitations ?? []).filter((written) => written.trim() !== ""),
  );
  const neutral = input.neutralCitation?.trim() ? formatNeutral(input.neutralCitation) : undefined;
  const citations = [report, neutral]
    .filter((citation): citation is string => citation !== undefined)
    .join("; ");
  const paragraph = pinpoint?.paragraph === undefined ? "" : ` para ${pinpoint.paragraph}`;
  return [collapseWhitespace(input.title), citations].filter((part) => part !== "").join(" ") + paragraph;
}

/**
 * "s 25(1)(a) of the Constitution of the Republic of South Africa, 1996". A title is preceded by "the",
 * except a bare number ("s 1 of Act 108 of 1996").
 */
export function formatLegislationCitation(input: { title: string; section?: string[] }): string {
  const title = collapseWhitespace(input.title);
  if (!input.section || input.section.length === 0) return title;
  const article = /^(?:the\s|Act\s|Wet\s)/i.test(title) ? "" : "the ";
  const titleAfterOf = /^The\s/.test(title) ? `t${title.slice(1)}` : title;
  return `s ${formatSectionLabel(input.section)} of ${article}${titleAfterOf}`;
}

// Akoma Ntoso 2.0 (corpus/constitution/en.xml): "section-25.3.list0.b.list0.ii"; Akoma Ntoso 3.0 (as
// published by Laws.Africa): "sec_25__subsec_3__para_b__subpara_ii". Lists and unnumbered introductory
// paragraphs ("list0", "paragraph0", "intro") are containers, not parts of the label.
const AKN_2_PART = /^(?:list|paragraph)\d+$/;
const AKN_3_CONTAINERS: ReadonlySet<string> = new Set([
  "list",
  "intro",
  "wrapup",
  "crossheading",
  "hcontainer",
]);

/**
 * `section-25.1.list0.a` or `sec_25__subsec_1__para_a` → ["25","1","a"]; [] for an id that is not a
 * section (a chapter, a schedule). The 2.0 ids cannot express an inserted subsection such as (1A): its
 * items keep the number of the subsection they sit in.
 */
export function sectionLabelFromAknId(id: string): string[] {
  const akn2 = /^section-([^.]+)((?:\.[^.]+)*)$/.exec(id);
  if (akn2) {
    const rest = (akn2[2] ?? "").split(".").filter((part) => part !== "" && !AKN_2_PART.test(part));
    return [akn2[1]!, ...rest];
  }
  const parts = id.split("__").map((part) => {
    const separator = part.indexOf("_");
    return separator === -1
      ? { type: part, value: "" }
      : { type: part.slice(0, separator), value: part.slice(separator + 1) };
  });
  const sectionIndex = parts.findIndex((part) => part.type === "sec");
  if (sectionIndex === -1) return [];
  return parts
    .slice(sectionIndex)
    .filter((part) => part.value !== "" && !AKN_3_CONTAINERS.has(part.type))
    .map((part) => part.value);
}
