import type { AknDocument, AknSection } from "../sources/index.ts";
import { writeAkomaNtosoText } from "../sources/index.ts";
import {
  actKey,
  CONSTITUTION_KEY,
  citationsOfPassages,
  contentHashOf,
  type PreparedDocument,
  type PreparedPassage,
} from "./prepared-document.ts";

const CONSTITUTION_TITLE = "Constitution of the Republic of South Africa, 1996";

/** How a lawyer points at a unit: "s 25", "item 26 of Schedule 6", "Schedule 4, Part A". */
export function sectionPinpoint(section: AknSection): string {
  if (section.kind === "section") return `s ${section.number}`;
  const schedule = section.chapter?.number ?? "";
  if (section.kind === "schedule-item") return `item ${section.number} of Schedule ${schedule}`;
  return `Schedule ${schedule}${section.number && section.number !== schedule ? `, ${section.number}` : ""}`.trim();
}

/**
 * An Act (Akoma Ntoso) made ready for the corpus: one passage a section, the preamble first, and the
 * Act's key from its FRBR work address (`/za/act/1995/66` → Act 66 of 1995; the Constitution's
 * `/za/act/1996/constitution` is Act 108 of 1996). The versions of one Act in several languages share
 * the key: each is its own document, in its own language.
 */
export function prepareLegislation(document: AknDocument, fileName: string | null): PreparedDocument {
  const identity = actIdentityOf(document.frbrUri);
  const passages: PreparedPassage[] = [];
  if (document.preamble)
    passages.push({ pinpoint: "Preamble", label: "", heading: "Preamble", text: document.preamble });
  for (const section of document.sections) {
    passages.push({
      pinpoint: sectionPinpoint(section),
      label: section.number,
      heading: section.heading,
      text: section.text,
    });
  }
  const title = identity?.isConstitution
    ? CONSTITUTION_TITLE
    : (document.title ?? fileName ?? "Untitled Act");
  const missingFields = [
    ...(identity ? [] : ["citation"]),
    ...(document.title || identity?.isConstitution ? [] : ["title"]),
  ];
  const language = document.language ?? "other";
  return {
    kind: "legislation",
    title,
    citation: identity
      ? identity.isConstitution
        ? CONSTITUTION_TITLE
        : `Act ${identity.number} of ${identity.year}`
      : null,
    neutralCitation: null,
    lawReportCitations: [],
    court: null,
    courtCode: null,
    courtLevel: null,
    jurisdiction: "national",
    caseType: null,
    caseNumbers: [],
    judges: [],
    parties: { applicants: [], respondents: [] },
    hearingDate: null,
    judgmentDate: null,
    year: identity?.year ?? null,
    language,
    missingFields,
    summary: `${title}: ${document.sections.length} sections${document.date ? `, text as at ${document.date.slice(0, 4)}` : ""}.`,
    textAsAt: document.date,
    frbrUri: document.frbrUri,
    fileName,
    // The language is part of what the text is: two translations never count as one document twice.
    contentHash: contentHashOf(`${language}\n${writeAkomaNtosoText(document)}`),
    keys: identity ? [identity.key] : [],
    passages,
    citations: citationsOfPassages(passages, identity?.key ?? null),
  };
}

function actIdentityOf(
  frbrUri: string | null,
): { key: string; year: number; number: number; isConstitution: boolean } | null {
  if (!frbrUri) return null;
  if (/^\/za\/act\/1996\/constitution\b/.test(frbrUri)) {
    return { key: CONSTITUTION_KEY, year: 1996, number: 108, isConstitution: true };
  }
  const match = /^\/za\/act\/(\d{4})\/(\d+)\b/.exec(frbrUri);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  return { key: actKey(year, number), year, number, isConstitution: false };
}
