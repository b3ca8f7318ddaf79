import { findCitations } from "../../corpus/index.ts";
import { contentWords, countShared } from "./content-words.ts";
import { splitKeyPoints } from "./key-points.ts";
import type { GroundingSource } from "./legal-writing-request.ts";

/**
 * Which retrieved source goes where. A draft cites only the sources the corpus retrieval returned; each
 * is placed at the key point its passage shares the most words with. A citation the person typed is used
 * only when a source carries it; any other is listed as not found, and is never written into the draft.
 */

export type PlacedAuthority = {
  source: GroundingSource;
  /** The citation as the draft writes it: the source's citation and its pinpoint. */
  citation: string;
  /** The key point it is placed at; null for an authority the person asked for that matches no point. */
  pointIndex: number | null;
  relevance: number;
  /** The passage's sentence that shares the most words with the point, to quote; null if none does. */
  quotation: string | null;
  requested: boolean;
};

export type SourcePlacement = {
  /** The person's key points, with any case citation that no source carries taken out. */
  points: string[];
  /** Every authority the draft cites, in the order of the points they are placed at. */
  authorities: PlacedAuthority[];
  notFound: string[];
  /** The keys of every authority the sources carry, to check other text the person wrote. */
  knownKeys: ReadonlySet<string>;
};

/** What replaces a case citation in the person's text that the corpus did not return. */
export const CITATION_NOT_FOUND_MARK = "[citation not found in the corpus]";

/** A quotation longer than this is cut, with an ellipsis, so the draft quotes and does not copy. */
const MOST_QUOTED_WORDS = 45;

function documentKey(key: string): string {
  return key.split("#")[0] ?? key;
}

/** The keys of the authorities a source's citation names (its neutral citation, its reports, its Act). */
function keysOfSource(source: GroundingSource): string[] {
  return findCitations(source.citation)
    .filter((citation) => citation.kind !== "section")
    .map((citation) => documentKey(citation.key));
}

function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "" && word !== "v" && word !== "and");
}

/** "S v Makwanyane" typed without a citation matches the source titled "S v Makwanyane and Another". */
function findSourceByName(written: string, sources: readonly GroundingSource[]): number {
  const words = nameWords(written);
  if (words.length < 2) return -1;
  return sources.findIndex((source) => {
    const titleWords = new Set(nameWords(source.title));
    return words.every((word) => titleWords.has(word));
  });
}

type RequestedReferences = { requested: Set<number>; notFound: string[] };

function readPrecedentReferences(text: string, sourceKeys: string[][], sources: readonly GroundingSource[]) {
  const result: RequestedReferences = { requested: new Set(), notFound: [] };
  for (const line of splitKeyPoints(text.replace(/;/g, "\n"))) {
    const citations = findCitations(line);
    if (citations.length === 0) {
      const index = findSourceByName(line, sources);
      if (index === -1) result.notFound.push(line);
      else result.requested.add(index);
      continue;
    }
    for (const citation of citations) {
      const key = documentKey(citation.key);
      const index = citation.kind === "section" ? -1 : sourceKeys.findIndex((keys) => keys.includes(key));
      if (index === -1) result.notFound.push(citation.text);
      else result.requested.add(index);
    }
  }
  return result;
}

/** Takes out of the person's text every case citation no source carries; Acts they name stay theirs. */
export function removeUnknownCaseCitations(
  text: string,
  knownKeys: ReadonlySet<string>,
): { text: string; removed: string[] } {
  const removed: string[] = [];
  let result = "";
  let position = 0;
  for (const citation of findCitations(text)) {
    if (citation.kind !== "neutral" && citation.kind !== "law_report") continue;
    if (knownKeys.has(documentKey(citation.key))) continue;
    removed.push(citation.text);
    result += text.slice(position, citation.start) + CITATION_NOT_FOUND_MARK;
    position = citation.endWithPinpoint ?? citation.end;
  }
  return { text: result + text.slice(position), removed };
}

function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.?!])\s+(?=[A-Z"“(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");
}

function cutQuotation(sentence: string): string {
  const words = sentence.split(" ");
  return words.length <= MOST_QUOTED_WORDS ? sentence : `${words.slice(0, MOST_QUOTED_WORDS).join(" ")} …`;
}

function bestSentence(passage: string, pointWords: ReadonlySet<string>): string | null {
  let best: { sentence: string; shared: number } | null = null;
  for (const sentence of splitSentences(passage)) {
    const shared = countShared(contentWords(sentence), pointWords);
    if (shared > 0 && (best === null || shared > best.shared)) best = { sentence, shared };
  }
  return best ? cutQuotation(best.sentence) : null;
}

function citationWithPinpoint(source: GroundingSource): string {
  const pinpoint = source.pinpoint?.trim();
  return pinpoint ? `${source.citation.trim()} ${pinpoint}` : source.citation.trim();
}

/** One entry for each point, and the unplaced requested authorities last. */
function orderByPoint(authorities: PlacedAuthority[]): PlacedAuthority[] {
  return [...authorities].sort(
    (left, right) =>
      (left.pointIndex ?? Number.MAX_SAFE_INTEGER) - (right.pointIndex ?? Number.MAX_SAFE_INTEGER),
  );
}

export function placeSources(
  input: { keyPoints: string; precedentReferences: string },
  sources: readonly GroundingSource[],
): SourcePlacement {
  const sourceKeys = sources.map(keysOfSource);
  const knownKeys = new Set(sourceKeys.flat());
  const references = readPrecedentReferences(input.precedentReferences, sourceKeys, sources);
  const notFound = [...references.notFound];

  const points = splitKeyPoints(input.keyPoints).map((point) => {
    const cleaned = removeUnknownCaseCitations(point, knownKeys);
    notFound.push(...cleaned.removed);
    return cleaned.text;
  });
  const pointWords = points.map((point) => contentWords(point));

  const authorities: PlacedAuthority[] = [];
  sources.forEach((source, sourceIndex) => {
    const passageWords = contentWords(source.text);
    let bestPoint: number | null = null;
    let bestShared = 0;
    pointWords.forEach((words, pointIndex) => {
      const shared = countShared(words, passageWords);
      if (shared > bestShared) {
        bestShared = shared;
        bestPoint = pointIndex;
      }
    });
    const isRequested = references.requested.has(sourceIndex);
    if (bestPoint === null && !isRequested) return;
    const words = bestPoint === null ? new Set<string>() : pointWords[bestPoint]!;
    authorities.push({
      source,
      citation: citationWithPinpoint(source),
      pointIndex: bestPoint,
      relevance: words.size === 0 ? 0 : Math.max(1, Math.round((100 * bestShared) / words.size)),
      quotation: bestPoint === null ? null : bestSentence(source.text, words),
      requested: isRequested,
    });
  });
  return { points, authorities: orderByPoint(authorities), notFound: [...new Set(notFound)], knownKeys };
}
