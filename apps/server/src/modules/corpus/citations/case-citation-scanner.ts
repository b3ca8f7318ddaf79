import type { FoundCitation } from "./citation.types.ts";
import { collapseWhitespace, lawReportKey, neutralCitationKey } from "./citation-keys.ts";
import { SOUTH_AFRICAN_COURT_CODES } from "./court-codes.ts";
import { findLawReportSeries, LAW_REPORT_SERIES_PATTERN } from "./law-report-series.ts";
import { readPinpoint } from "./pinpoint-reader.ts";

/**
 * Neutral citations ("[1999] ZASCA 12") and law report citations ("1995 (3) SA 391 (CC)",
 * "[2004] 2 All SA 123 (SCA)", "(1997) 18 ILJ 123 (LAC)", "1926 AD 312"). Every quantifier is bounded
 * and every gap allows line breaks, because plain-text judgments wrap citations across lines.
 */

const YEAR = String.raw`(?:1[6-9]|20)\d\d`;
const COURT_CODES = [...SOUTH_AFRICAN_COURT_CODES].sort((a, b) => b.length - a.length).join("|");

const NEUTRAL_CITATION = new RegExp(
  String.raw`\[\s{0,2}(${YEAR})\s{0,2}\]\s{0,4}(${COURT_CODES})\s{1,4}(\d{1,5})(?![\d/])`,
  "g",
);

// Groups: 1 opening bracket, 2 year, 3 closing bracket, 4 volume in brackets, 5 bare volume, 6 series, 7 page.
const LAW_REPORT = new RegExp(
  String.raw`(?<![\w\])])([\[(]?)\s{0,2}(${YEAR})(?!\d)\s{0,2}([\])]?)\s{0,6}(?:\(\s{0,2}(\d{1,3})\s{0,2}\)|(\d{1,3})(?!\d))?\s{0,6}(${LAW_REPORT_SERIES_PATTERN})(?![A-Za-z])\s{0,6}(\d{1,5})(?![\d/])`,
  "g",
);

// "(CC)", "(SCA)", "(A)", "(LAC)", "(TkSC)", "(NmHC)", "(D & CLD)": the court that gave the reported judgment.
const REPORT_COURT =
  /\s{0,6}\(\s{0,2}(?!Pty\))((?:[A-Z]{1,5}|[A-Z][a-z]{1,2}[A-Z]{0,3})(?:\s?&\s?[A-Z]{1,4})?)\s{0,2}\)/y;

function withPinpoint(citation: FoundCitation, text: string, allowPageWithoutWord: boolean): FoundCitation {
  const pinpoint = readPinpoint(text, citation.end, allowPageWithoutWord);
  return pinpoint ? { ...citation, pinpoint: pinpoint.pinpoint, endWithPinpoint: pinpoint.end } : citation;
}

export function findNeutralCitations(text: string): FoundCitation[] {
  const citations: FoundCitation[] = [];
  for (const match of text.matchAll(NEUTRAL_CITATION)) {
    const [written, yearText, court = "", numberText] = match;
    const year = Number(yearText);
    const number = Number(numberText);
    const citation: FoundCitation = {
      kind: "neutral",
      text: collapseWhitespace(written),
      start: match.index,
      end: match.index + written.length,
      key: neutralCitationKey(year, court, number),
      year,
      court,
      number,
    };
    citations.push(withPinpoint(citation, text, false));
  }
  return citations;
}

const BRACKET_PAIRS: Readonly<Record<string, string>> = { "[": "]", "(": ")" };

export function findLawReportCitations(text: string): FoundCitation[] {
  const citations: FoundCitation[] = [];
  LAW_REPORT.lastIndex = 0;
  for (let match = LAW_REPORT.exec(text); match; match = LAW_REPORT.exec(text)) {
    const [written, open = "", yearText, close = "", bracketedVolume, bareVolume, seriesText = "", pageText] =
      match;
    const series = findLawReportSeries(seriesText);
    const isYearBracketed = open !== "" && BRACKET_PAIRS[open] === close;
    // "(see 1995 (3) SA 391": the bracket belongs to the sentence, not the year.
    const start = isYearBracketed ? match.index : match.index + written.indexOf(yearText!);
    const volumeText = bracketedVolume ?? bareVolume;
    const isShapeValid =
      series !== undefined &&
      (open === "" || BRACKET_PAIRS[open] === close || close === "") &&
      (close === "" || isYearBracketed) &&
      (series.hasVolumes
        ? volumeText !== undefined && (bareVolume === undefined || isYearBracketed)
        : volumeText === undefined);
    if (!isShapeValid) {
      // Let the scan retry one character on, where a shorter reading may still fit.
      LAW_REPORT.lastIndex = match.index + 1;
      continue;
    }
    let end = match.index + written.length;
    REPORT_COURT.lastIndex = end;
    const court = REPORT_COURT.exec(text);
    if (court) end += court[0].length;
    const year = Number(yearText);
    const volume = volumeText === undefined ? undefined : Number(volumeText);
    const page = Number(pageText);
    const citation: FoundCitation = {
      kind: "law_report",
      text: collapseWhitespace(text.slice(start, end)),
      start,
      end,
      key: lawReportKey(series.code, year, volume, page),
      year,
      series: series.label,
      page,
    };
    if (volume !== undefined) citation.volume = volume;
    if (court) citation.reportCourt = court[1];
    citations.push(withPinpoint(citation, text, court !== null));
    LAW_REPORT.lastIndex = end;
  }
  return citations;
}
