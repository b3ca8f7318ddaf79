import type { TCasePrediction, TCasePredictionRequest, TSimilarCase } from "@inkundla/shared";
import type { DbExecutor } from "../../platform/db.ts";
import { type PassageHitRow, searchPassages } from "../corpus/index.ts";
import {
  type ComparableQuery,
  countComparables,
  findSimilarMatters,
  type QuartileRow,
  readComparableRanges,
} from "./comparable-matters.repository.ts";
import { chooseComparableScope, type PredictionRecords } from "./method/index.ts";

/** Shown as the list's similar cases: the best comparable matters, then a few judgments. */
const SIMILAR_MATTERS_KEPT = 5;
const SIMILAR_JUDGMENTS_KEPT = 3;
/** Passages looked through for judgments (legislation hits are passed over). */
const PASSAGES_SEARCHED = 12;
/** The search words: the corpus search counts at most 12 of a question's words. */
const SEARCH_WORDS = 12;

/** Words too common in a case description to find a judgment by. */
const COMMON_WORDS = new Set(
  (
    "that this with from were have been which their there they them what when where will would should could " +
    "into over under also after before about other than then only upon such some each does being because " +
    "while these those said case matter client court party parties claim"
  ).split(" "),
);

/** The description's telling words (4+ letters, not common ones), first appearance first, at most 12. */
export function searchWordsOf(
  request: Pick<TCasePredictionRequest, "caseTitle" | "legalIssues" | "caseDescription">,
) {
  const text = [request.caseTitle, request.legalIssues, request.caseDescription].join(" ").toLowerCase();
  const words = new Set<string>();
  for (const word of text.match(/[\p{L}]{4,}/gu) ?? []) {
    if (!COMMON_WORDS.has(word)) words.add(word);
    if (words.size === SEARCH_WORDS) break;
  }
  return [...words];
}

function rangeOf(row: QuartileRow): TCasePrediction["estimatedDuration"] {
  if (row.basedOn === 0 || row.low === null || row.medium === null || row.high === null) return null;
  return { low: row.low, medium: row.medium, high: row.high, basedOn: row.basedOn };
}

/** A judgment found by the description's words; its similarity is the share of those words its best passage holds. */
function toSimilarJudgment(hit: PassageHitRow, wordCount: number): TSimilarCase {
  // The search ranks by words covered plus a text-search rank under 1: the whole part is the words.
  const covered = Math.floor(hit.rank);
  return {
    kind: "judgment",
    caseRef: hit.citation ?? hit.title,
    title: hit.title,
    court: hit.court,
    year: hit.year,
    similarity: Math.min(100, Math.round((100 * covered) / Math.max(1, wordCount))),
    outcome: null,
    matterId: null,
    documentId: hit.document_id,
  };
}

export type GatheredRecords = { records: PredictionRecords; judgmentPassages: PassageHitRow[] };

/**
 * Everything a prediction rests on, read from the firm's outcomes (aggregated in PostgreSQL) and the
 * corpus: the counts across courts and in the court, the scope that follows, the ranges, the most
 * similar matters, and the judgments that share most of the description's words.
 */
export async function gatherPredictionRecords(
  db: DbExecutor,
  firmId: string,
  request: TCasePredictionRequest,
): Promise<GatheredRecords> {
  const base: ComparableQuery = {
    firmId,
    caseType: request.caseType,
    court: request.court,
    excludeMatterId: request.matterId,
  };
  const counts = await countComparables(db, base);
  const scope = chooseComparableScope(request.court !== null, counts.courtCount);
  const scoped: ComparableQuery = { ...base, court: scope === "court" ? request.court : null };
  const words = searchWordsOf(request);
  const [ranges, similar, passages] = await Promise.all([
    readComparableRanges(db, scoped),
    findSimilarMatters(db, {
      ...scoped,
      requestCourt: request.court,
      title: request.caseTitle,
      description: request.caseDescription,
      limit: SIMILAR_MATTERS_KEPT,
    }),
    words.length === 0
      ? Promise.resolve([])
      : searchPassages(db, { firmId, query: words.join(" "), limit: PASSAGES_SEARCHED, perDocument: 1 }),
  ]);
  const judgmentPassages = passages.filter((hit) => hit.kind === "judgment").slice(0, SIMILAR_JUDGMENTS_KEPT);
  const inScope = scope === "court";
  return {
    judgmentPassages,
    records: {
      byType: { count: counts.typeCount, successSum: counts.typeSuccess },
      inCourt: request.court ? { count: counts.courtCount, successSum: counts.courtSuccess } : null,
      scope,
      lostOrWithdrawn: inScope ? counts.courtLost : counts.typeLost,
      estimatedDuration: rangeOf(ranges.duration),
      estimatedCosts: rangeOf(ranges.costs),
      similarMatters: similar.map((row) => ({
        kind: "matter",
        caseRef: row.reference,
        title: row.title,
        court: row.court,
        year: row.year,
        similarity: Math.max(0, Math.min(100, Math.round(100 * row.score))),
        outcome: row.outcome,
        matterId: row.matter_id,
        documentId: null,
      })),
      similarJudgments: judgmentPassages.map((hit) => toSimilarJudgment(hit, words.length)),
    },
  };
}
