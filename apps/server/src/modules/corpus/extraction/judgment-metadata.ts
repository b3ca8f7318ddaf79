import { findCaseNumbers } from "./judgment-case-numbers.ts";
import { courtCodeForName, findCourtName } from "./judgment-court.ts";
import { findHearingDate, findJudgmentDate } from "./judgment-dates.ts";
import { findFrontMatterEnd } from "./judgment-front-matter.ts";
import { findHeaderCitations } from "./judgment-header-citations.ts";
import { findJudges } from "./judgment-judges.ts";
import { detectLanguage, type JudgmentLanguage } from "./judgment-language.ts";
import { findParagraphs, type JudgmentParagraph } from "./judgment-paragraphs.ts";
import { buildTitle, collectParties, findMatters, type JudgmentParties } from "./judgment-parties.ts";

/**
 * What a judgment says about itself, read from its text alone. Every field the text does not give
 * stays null or empty and is named in `missing`: a research tool must not present a guess as the
 * judgment's own statement.
 */
export type JudgmentMetadata = {
  /** Parties joined with " v ", in law-report case ("… and Others"); matters heard together joined with "; ". */
  title: string | null;
  /** Appellants, applicants and plaintiffs; respondents, defendants and the accused. */
  parties: JudgmentParties;
  /** The court as the header names it: "Supreme Court of Appeal of South Africa". */
  court: string | null;
  /** The neutral-citation court code (ZASCA, ZACC, ZAGPPHC …), from the neutral citation or the court's name. */
  courtCode: string | null;
  caseNumbers: string[];
  /** "[2020] ZASCA 12", when the header gives it. */
  neutralCitation: string | null;
  /** The law reports the header says the judgment appeared in (not cases cited in it). */
  lawReportCitations: string[];
  /** The bench, each as surname and title: "Hefer JA", "Madlanga AJA", "Van Heerden AHR". */
  judges: string[];
  /** yyyy-mm-dd */
  hearingDate: string | null;
  /** yyyy-mm-dd */
  judgmentDate: string | null;
  language: JudgmentLanguage;
  paragraphs: JudgmentParagraph[];
  missing: MetadataField[];
};

export type MetadataField = Exclude<keyof JudgmentMetadata, "missing">;

function listMissing(metadata: Omit<JudgmentMetadata, "missing">, isLanguageKnown: boolean): MetadataField[] {
  const missing: MetadataField[] = [];
  for (const [field, value] of Object.entries(metadata) as [MetadataField, unknown][]) {
    if (field === "language") {
      if (!isLanguageKnown) missing.push(field);
    } else if (field === "parties") {
      if (metadata.parties.applicants.length === 0 && metadata.parties.respondents.length === 0)
        missing.push(field);
    } else if (value === null || (Array.isArray(value) && value.length === 0)) missing.push(field);
  }
  return missing;
}

/**
 * Text from PDFs and web pages carries no-break and other Unicode spaces, carriage returns and form
 * feeds where the rules expect a space or a line break. Each is replaced by one character, so every
 * offset still points into the caller's text.
 */
function normaliseSpacing(text: string): string {
  return text
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\r]/g, " ")
    .replace(/[\f\v\u2028\u2029\u0085]/g, "\n");
}

/** Reads a judgment's metadata from its plain text (any South African court, English or Afrikaans). */
export function extractJudgmentMetadata(input: string): JudgmentMetadata {
  const text = normaliseSpacing(input);
  const paragraphs = findParagraphs(text).map((paragraph) => ({
    ...paragraph,
    text: input.slice(paragraph.end - paragraph.text.length, paragraph.end),
  }));
  const frontMatterEnd = findFrontMatterEnd(text, paragraphs);
  const frontMatter = text.slice(0, frontMatterEnd);
  // Counsel and dates are often listed after the last paragraph (High Court "Appearances" blocks).
  const afterJudgment = paragraphs.length > 0 ? text.slice(paragraphs.at(-1)!.end) : "";
  const matters = findMatters(frontMatter);
  const court = findCourtName(frontMatter);
  const citations = findHeaderCitations(frontMatter);
  const language = detectLanguage(text);
  const metadata = {
    title: buildTitle(matters),
    parties: collectParties(matters),
    court,
    courtCode: citations.neutralCourt ?? (court ? courtCodeForName(court) : null),
    caseNumbers: findCaseNumbers(frontMatter, text.slice(frontMatterEnd)),
    neutralCitation: citations.neutralCitation,
    lawReportCitations: citations.lawReportCitations,
    judges: findJudges(frontMatter, text),
    hearingDate: findHearingDate(frontMatter) ?? findHearingDate(afterJudgment),
    judgmentDate: findJudgmentDate(frontMatter) ?? findJudgmentDate(afterJudgment),
    language: language ?? "other",
    paragraphs,
  };
  return { ...metadata, missing: listMissing(metadata, language !== null) };
}
