import { findCitations } from "../citations/index.ts";
import { extractJudgmentMetadata } from "../extraction/index.ts";
import { caseTypeOf, courtPlaceOf } from "./case-classification.ts";
import {
  citationsOfPassages,
  contentHashOf,
  openingWords,
  type PreparedDocument,
  type PreparedPassage,
} from "./prepared-document.ts";

/** The text before the first numbered paragraph, kept as a passage so its words (parties, catchwords) are found. */
const HEADING_PINPOINT = "heading";

/**
 * A judgment's text made ready for the corpus: its metadata read out of the text (a field not found
 * stays empty and is listed as missing), its paragraphs as the court numbered them, the citations in
 * each, and the keys it is cited by. `fallbackTitle` (a web page's or a PDF's own title, else the file
 * name) is used only when the parties cannot be read, and the title is then listed as missing.
 */
export function prepareJudgment(input: {
  text: string;
  fileName: string | null;
  fallbackTitle: string | null;
}): PreparedDocument {
  const metadata = extractJudgmentMetadata(input.text);
  const passages: PreparedPassage[] = [];
  const firstParagraphStart = metadata.paragraphs[0]?.start ?? input.text.length;
  const heading = input.text.slice(0, firstParagraphStart).trim();
  if (heading) passages.push({ pinpoint: HEADING_PINPOINT, label: "", heading: "Heading", text: heading });
  for (const paragraph of metadata.paragraphs) {
    // The court's label as printed ("[12]" or "12."); the pinpoint is the bare number.
    const number = paragraph.number.replace(/^\[|\]$|\.$/g, "");
    passages.push({
      pinpoint: `para ${number}`,
      label: paragraph.number,
      heading: null,
      text: paragraph.text,
    });
  }
  if (metadata.paragraphs.length === 0 && !heading) {
    passages.push({ pinpoint: "text", label: "", heading: null, text: input.text.trim() });
  }

  const title = metadata.title ?? input.fallbackTitle ?? input.fileName ?? "Untitled judgment";
  const keys = new Set<string>();
  for (const written of [metadata.neutralCitation, ...metadata.lawReportCitations]) {
    if (!written) continue;
    for (const citation of findCitations(written)) keys.add(citation.key);
  }
  const place = courtPlaceOf(metadata.courtCode, metadata.court);
  const year =
    yearOf(metadata.judgmentDate) ?? yearOfCitation(metadata.neutralCitation) ?? yearOf(metadata.hearingDate);
  const firstParagraph = metadata.paragraphs[0]?.text ?? input.text;
  return {
    kind: "judgment",
    title,
    citation: metadata.lawReportCitations[0] ?? metadata.neutralCitation,
    neutralCitation: metadata.neutralCitation,
    lawReportCitations: metadata.lawReportCitations,
    court: metadata.court,
    courtCode: metadata.courtCode,
    courtLevel: place.level,
    jurisdiction: place.jurisdiction,
    caseType: caseTypeOf({ title: metadata.title, text: input.text, courtLevel: place.level }),
    caseNumbers: metadata.caseNumbers,
    judges: metadata.judges,
    parties: metadata.parties,
    hearingDate: metadata.hearingDate,
    judgmentDate: metadata.judgmentDate,
    year,
    language: metadata.language,
    missingFields: [...metadata.missing],
    summary: openingWords(firstParagraph),
    textAsAt: null,
    frbrUri: null,
    fileName: input.fileName,
    contentHash: contentHashOf(input.text),
    keys: [...keys],
    passages,
    citations: citationsOfPassages(passages, null).filter((citation) => !keys.has(citation.key)),
  };
}

function yearOf(isoDate: string | null): number | null {
  return isoDate ? Number(isoDate.slice(0, 4)) : null;
}

function yearOfCitation(neutralCitation: string | null): number | null {
  const year = neutralCitation ? /\[(\d{4})\]/.exec(neutralCitation)?.[1] : undefined;
  return year ? Number(year) : null;
}
