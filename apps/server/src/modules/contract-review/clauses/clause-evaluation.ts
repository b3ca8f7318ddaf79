import { CUAD_CATEGORIES, type CuadCategoryId } from "../clause-categories.ts";

/**
 * Scoring of the clause engine against CUAD-style labels. A category counts per contract, as CUAD's
 * own yes/no answers do: the contract has the clause when lawyers labelled text for it, and the engine
 * found it when it reported a label of that category whose span overlaps the labelled text. A label of
 * the right category in the wrong place is a false positive and a miss, since a reviewer pointed at
 * the wrong clause has not been helped.
 */

export type TextSpan = { start: number; end: number };

/** The labelled text of one category in one contract, located in the contract where possible. */
export type GoldCategory = {
  spans: TextSpan[];
  /** Labelled strings that could not be found in the contract text even with spacing ignored. */
  unlocatedCount: number;
};

export type CategoryOutcome = {
  hasClause: boolean;
  isFound: boolean;
  isTruePositive: boolean;
  /** True when the decision rested on presence alone because no labelled string could be located. */
  isJudgedByPresence: boolean;
};

export type CategoryScore = {
  category: CuadCategoryId;
  contractsWithClause: number;
  found: number;
  truePositives: number;
  judgedByPresence: number;
  /** Undefined when nothing was found (precision) or nothing was labelled (recall). */
  precision: number | undefined;
  recall: number | undefined;
  /** Undefined only when the category was neither labelled nor found in any contract. */
  f1: number | undefined;
};

export type EvaluationSummary = {
  categories: CategoryScore[];
  micro: { precision: number | undefined; recall: number | undefined; f1: number | undefined };
  /** Mean F1 over the categories whose F1 is defined. */
  macroF1: number | undefined;
  /** Mean F1 over the clause categories: the categories in NAME_AND_DATE_CATEGORIES left out. */
  clauseMacroF1: number | undefined;
  clauseMacroCategoryCount: number;
};

/**
 * Categories that name something (the document, the parties) or date it rather than find a clause; the
 * brief's headline figure is the macro F1 over the other categories.
 */
export const NAME_AND_DATE_CATEGORIES: readonly CuadCategoryId[] = [
  "document-name",
  "parties",
  "agreement-date",
  "effective-date",
  "expiration-date",
];

function overlaps(first: TextSpan, second: TextSpan): boolean {
  return first.start < second.end && second.start < first.end;
}

/** Decides one category in one contract. */
export function judgeCategory(
  gold: GoldCategory | undefined,
  predicted: readonly TextSpan[],
): CategoryOutcome {
  const hasClause = gold !== undefined && (gold.spans.length > 0 || gold.unlocatedCount > 0);
  const isFound = predicted.length > 0;
  if (!hasClause || !isFound) {
    return { hasClause, isFound, isTruePositive: false, isJudgedByPresence: false };
  }
  const isOverlapping = gold.spans.some((span) => predicted.some((label) => overlaps(span, label)));
  // A labelled string the text does not contain cannot be placed, so the engine gets the benefit of
  // the doubt by presence alone; the evaluation prints how often that happened.
  const isJudgedByPresence = !isOverlapping && gold.spans.length === 0;
  return { hasClause, isFound, isTruePositive: isOverlapping || isJudgedByPresence, isJudgedByPresence };
}

function ratio(numerator: number, denominator: number): number | undefined {
  return denominator === 0 ? undefined : numerator / denominator;
}

function harmonicMean(precision: number | undefined, recall: number | undefined, hasAny: boolean) {
  if (!hasAny) return undefined;
  const p = precision ?? 0;
  const r = recall ?? 0;
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

function mean(values: readonly (number | undefined)[]): number | undefined {
  const defined = values.filter((value): value is number => value !== undefined);
  return defined.length === 0 ? undefined : defined.reduce((sum, value) => sum + value, 0) / defined.length;
}

/** Adds up the outcomes of every contract into per-category, micro and macro scores. */
export function summariseOutcomes(
  contracts: readonly Map<CuadCategoryId, CategoryOutcome>[],
  categories: readonly CuadCategoryId[] = CUAD_CATEGORIES.map((category) => category.id),
): EvaluationSummary {
  const scores: CategoryScore[] = categories.map((category) => {
    let contractsWithClause = 0;
    let found = 0;
    let truePositives = 0;
    let judgedByPresence = 0;
    for (const outcomes of contracts) {
      const outcome = outcomes.get(category);
      if (!outcome) continue;
      if (outcome.hasClause) contractsWithClause += 1;
      if (outcome.isFound) found += 1;
      if (outcome.isTruePositive) truePositives += 1;
      if (outcome.isJudgedByPresence) judgedByPresence += 1;
    }
    const precision = ratio(truePositives, found);
    const recall = ratio(truePositives, contractsWithClause);
    const f1 = harmonicMean(precision, recall, found + contractsWithClause > 0);
    return { category, contractsWithClause, found, truePositives, judgedByPresence, precision, recall, f1 };
  });
  const totalTruePositives = scores.reduce((sum, score) => sum + score.truePositives, 0);
  const totalFound = scores.reduce((sum, score) => sum + score.found, 0);
  const totalWithClause = scores.reduce((sum, score) => sum + score.contractsWithClause, 0);
  const microPrecision = ratio(totalTruePositives, totalFound);
  const microRecall = ratio(totalTruePositives, totalWithClause);
  const clauseScores = scores.filter((score) => !NAME_AND_DATE_CATEGORIES.includes(score.category));
  return {
    categories: scores,
    micro: {
      precision: microPrecision,
      recall: microRecall,
      f1: harmonicMean(microPrecision, microRecall, totalFound + totalWithClause > 0),
    },
    macroF1: mean(scores.map((score) => score.f1)),
    clauseMacroF1: mean(clauseScores.map((score) => score.f1)),
    clauseMacroCategoryCount: clauseScores.filter((score) => score.f1 !== undefined).length,
  };
}

/**
 * The text with every run of whitespace made one space, and for each character of that the offset it
 * came from, so a string found in the collapsed text maps back to the original.
 */
export type CollapsedText = { collapsed: string; lowered: string; offsets: Int32Array };

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x2028 || code === 0x2029;
}

export function collapseWhitespace(text: string): CollapsedText {
  const offsets = new Int32Array(text.length + 1);
  const characters: string[] = [];
  let isAfterSpace = false;
  for (let index = 0; index < text.length; index += 1) {
    if (isSpace(text.charCodeAt(index))) {
      isAfterSpace = characters.length > 0;
      continue;
    }
    if (isAfterSpace) {
      offsets[characters.length] = index - 1;
      characters.push(" ");
      isAfterSpace = false;
    }
    offsets[characters.length] = index;
    characters.push(text[index]!);
  }
  offsets[characters.length] = text.length;
  const collapsed = characters.join("");
  return { collapsed, lowered: collapsed.toLowerCase(), offsets: offsets.subarray(0, characters.length + 1) };
}

/**
 * Finds a labelled string in the contract, ignoring how whitespace was laid out (CUAD's strings come
 * from the PDF, the text from a converter) and, failing that, letter case.
 */
export function locateLabelledText(contract: CollapsedText, labelled: string): TextSpan | undefined {
  const needle = labelled.replace(/\s+/g, " ").trim();
  if (needle === "") return undefined;
  let position = contract.collapsed.indexOf(needle);
  // Lower-casing can change a string's length (a Turkish dotted I); only then is the fallback unsafe.
  if (position < 0 && contract.lowered.length === contract.collapsed.length) {
    position = contract.lowered.indexOf(needle.toLowerCase());
  }
  if (position < 0) return undefined;
  const start = contract.offsets[position]!;
  const last = contract.offsets[position + needle.length - 1]!;
  return { start, end: last + 1 };
}

/**
 * The labelled text of every CUAD category in one row of `master_clauses.csv`, located in the contract.
 * Columns are matched to categories by CUAD name, ignoring case ("IP Ownership Assignment" in the CSV,
 * "Ip Ownership Assignment" in CUAD's category list).
 */
export function readGoldCategories(
  record: Readonly<Record<string, string>>,
  contract: CollapsedText,
  parseList: (cell: string) => string[],
): Map<CuadCategoryId, GoldCategory> {
  const columnsByName = new Map(Object.keys(record).map((column) => [column.trim().toLowerCase(), column]));
  const gold = new Map<CuadCategoryId, GoldCategory>();
  for (const category of CUAD_CATEGORIES) {
    const column = columnsByName.get(category.cuadName.toLowerCase());
    if (column === undefined) continue;
    const strings = parseList(record[column] ?? "").filter((value) => value.trim() !== "");
    if (strings.length === 0) continue;
    const spans: TextSpan[] = [];
    let unlocatedCount = 0;
    for (const value of strings) {
      const span = locateLabelledText(contract, value);
      if (span) spans.push(span);
      else unlocatedCount += 1;
    }
    gold.set(category.id, { spans, unlocatedCount });
  }
  return gold;
}
