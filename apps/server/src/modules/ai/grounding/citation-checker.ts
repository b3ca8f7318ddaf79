import { type FoundCitation, findCitations } from "../../corpus/index.ts";

/** What the model was given: numbered passages, each from a corpus document cited by `keys`. */
export type GroundingPassage = {
  /** The model cites it as `[number]`. */
  number: number;
  /** The keys its document is cited by (neutral and law-report citations, an Act's key). */
  documentKeys: readonly string[];
  /** "para 12", "s 25". */
  pinpoint: string;
};

export type RemovedCitation = { text: string; reason: string };

export type CheckedText = {
  text: string;
  removed: RemovedCitation[];
  /** The passage numbers the text cites, in order of first use. */
  citedPassages: number[];
};

/** What takes an unverified citation's place in the answer, so the sentence still reads. */
export const REMOVED_CITATION_MARK = "[unverified citation removed]";

const PASSAGE_REFERENCE = /\[(\d{1,3})\]/g;

/**
 * Keeps invented law away from users. Every South African citation in a model's text (neutral
 * citations, law reports, Acts, sections) must resolve to a corpus document (`isKnownKey`: the keys of
 * documents the firm may read) or to a passage the model was given; every `[n]` must name a passage it
 * was given. What does not resolve is cut out, replaced by REMOVED_CITATION_MARK, and listed with the
 * reason. A bare section ("section 25(1)") resolves only to a given passage of that section ("s 25").
 */
export function checkCitations(
  text: string,
  input: { passages: readonly GroundingPassage[]; isKnownKey: (key: string) => boolean },
): CheckedText {
  const givenKeys = new Set(input.passages.flatMap((passage) => passage.documentKeys));
  const givenSections = new Set(
    input.passages
      .filter((passage) => passage.pinpoint.startsWith("s "))
      .map((passage) => passage.pinpoint.slice(2)),
  );
  const removed: RemovedCitation[] = [];
  const cuts: { start: number; end: number }[] = [];

  for (const citation of findCitations(text)) {
    const reason = unresolvedReason(citation, { givenKeys, givenSections, isKnownKey: input.isKnownKey });
    if (!reason) continue;
    removed.push({ text: citation.text, reason });
    cuts.push({ start: citation.start, end: citation.endWithPinpoint ?? citation.end });
  }
  const numbers = new Set(input.passages.map((passage) => passage.number));
  const citedPassages: number[] = [];
  for (const match of text.matchAll(PASSAGE_REFERENCE)) {
    const number = Number(match[1]);
    const start = match.index ?? 0;
    if (cuts.some((cut) => start >= cut.start && start < cut.end)) continue;
    if (numbers.has(number)) {
      if (!citedPassages.includes(number)) citedPassages.push(number);
      continue;
    }
    removed.push({ text: match[0], reason: `no passage [${number}] was given` });
    cuts.push({ start, end: start + match[0].length });
  }
  return { text: cutOut(text, cuts), removed, citedPassages };
}

function unresolvedReason(
  citation: FoundCitation,
  context: { givenKeys: Set<string>; givenSections: Set<string>; isKnownKey: (key: string) => boolean },
): string | null {
  if (citation.kind === "section") {
    // "s 25(1)" is inside the passage "s 25".
    return context.givenSections.has(citation.section?.[0] ?? "")
      ? null
      : "the section names no Act, and no passage given is that section";
  }
  const [documentKey = citation.key] = citation.key.split("#");
  if (context.givenKeys.has(documentKey) || context.isKnownKey(documentKey)) return null;
  return citation.kind === "legislation"
    ? "that Act is not in the corpus"
    : "no judgment in the corpus has that citation";
}

function cutOut(text: string, cuts: { start: number; end: number }[]): string {
  let result = "";
  let position = 0;
  for (const cut of [...cuts].sort((a, b) => a.start - b.start)) {
    if (cut.start < position) continue;
    result += text.slice(position, cut.start) + REMOVED_CITATION_MARK;
    position = cut.end;
  }
  return result + text.slice(position);
}
