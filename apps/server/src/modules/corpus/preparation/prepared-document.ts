import { createHash } from "node:crypto";
import type {
  TCorpusCaseType,
  TCorpusDocumentKind,
  TCorpusJurisdiction,
  TResearchCourt,
} from "@inkundla/shared";
import { type FoundCitation, findCitations, formatSectionLabel } from "../citations/index.ts";

/** A piece of a document that a pinpoint names: a judgment's paragraph, an Act's section. */
export type PreparedPassage = { pinpoint: string; label: string; heading: string | null; text: string };

/** A citation found in a passage, pointing at a document by key, and into it by pinpoint. */
export type PreparedCitation = {
  passageOrdinal: number;
  kind: FoundCitation["kind"];
  key: string;
  pinpoint: string | null;
  text: string;
};

/** A document ready to be stored: what was read out of it, its passages and the citations in them. */
export type PreparedDocument = {
  kind: TCorpusDocumentKind;
  title: string;
  citation: string | null;
  neutralCitation: string | null;
  lawReportCitations: string[];
  court: string | null;
  courtCode: string | null;
  courtLevel: TResearchCourt | null;
  jurisdiction: TCorpusJurisdiction | null;
  caseType: TCorpusCaseType | null;
  caseNumbers: string[];
  judges: string[];
  parties: { applicants: string[]; respondents: string[] };
  hearingDate: string | null;
  judgmentDate: string | null;
  year: number | null;
  language: string;
  missingFields: string[];
  summary: string;
  textAsAt: string | null;
  frbrUri: string | null;
  fileName: string | null;
  contentHash: string;
  /** The keys other documents cite this one by. */
  keys: string[];
  passages: PreparedPassage[];
  citations: PreparedCitation[];
};

/** The same text, however it was spaced or wrapped, gives the same hash: a re-import is found. */
export function contentHashOf(text: string): string {
  return createHash("sha256").update(text.replace(/\s+/g, " ").trim().toLowerCase()).digest("hex");
}

/** An Act's key as the citation parser writes it: "act:1996/108". */
export function actKey(year: number, number: number): string {
  return `act:${year}/${number}`;
}

/** The Constitution of 1996 is Act 108 of 1996: citations of "the Constitution" carry this key. */
export const CONSTITUTION_KEY = actKey(1996, 108);

/**
 * The citations in each passage, as stored: an Act's section is kept under the Act's key with the
 * section as its pinpoint, so "s 25(1) of the Constitution" links to the Constitution. A bare section
 * ("section 25") names no Act: inside an Act it is that Act's own section (`ownKey`), elsewhere it
 * cannot be linked and is left out of the graph.
 */
export function citationsOfPassages(
  passages: readonly PreparedPassage[],
  ownKey: string | null,
): PreparedCitation[] {
  const found: PreparedCitation[] = [];
  passages.forEach((passage, passageOrdinal) => {
    for (const citation of findCitations(passage.text)) {
      const stored = storedCitation(citation, ownKey);
      if (stored) found.push({ passageOrdinal, ...stored });
    }
  });
  return found;
}

function storedCitation(
  citation: FoundCitation,
  ownKey: string | null,
): Omit<PreparedCitation, "passageOrdinal"> | null {
  const sectionPinpoint = citation.section?.length ? `s ${formatSectionLabel(citation.section)}` : null;
  if (citation.kind === "section") {
    if (!ownKey) return null;
    return { kind: citation.kind, key: ownKey, pinpoint: sectionPinpoint, text: citation.text };
  }
  if (citation.kind === "legislation") {
    const [documentKey = citation.key] = citation.key.split("#");
    return { kind: citation.kind, key: documentKey, pinpoint: sectionPinpoint, text: citation.text };
  }
  return { kind: citation.kind, key: citation.key, pinpoint: citation.pinpoint ?? null, text: citation.text };
}

/** The first words of a text up to about `length` characters, cut at a word. */
export function openingWords(text: string, length = 300): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length * 0.6))}…`;
}
