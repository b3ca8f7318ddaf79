import type { JudgmentMetadata } from "./judgment-metadata.ts";

/**
 * Scores extracted metadata against a hand-made CSV of what each judgment says
 * (`file,title,court,case_numbers,neutral_citation,judges,hearing_date,judgment_date,language`,
 * lists joined with "; "). Values match after case and spacing are normalised; lists match as sets,
 * since a bench or a list of case numbers has no meaningful order. An empty cell means "not in the
 * text", so an extractor that finds nothing there scores, and one that invents a value does not.
 */

export const SCORED_FIELDS = [
  "title",
  "court",
  "case_numbers",
  "neutral_citation",
  "judges",
  "hearing_date",
  "judgment_date",
  "language",
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];
export type ScoredRow = Record<ScoredField, string>;

const LIST_FIELDS: ReadonlySet<ScoredField> = new Set(["case_numbers", "judges"]);
const LIST_SEPARATOR = "; ";

/** Splits CSV text into rows of cells (RFC 4180: quoted cells may hold commas, quotes and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (isQuoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') isQuoted = false;
      else cell += character;
    } else if (character === '"') isQuoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && text[index + 1] === "\n") index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += character;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value !== ""));
}

/** Reads the expected CSV into rows by file name. */
export function readExpectedCsv(text: string): Map<string, ScoredRow> {
  const [header, ...rows] = parseCsv(text);
  if (!header) return new Map();
  const columns = header.map((name) => name.trim());
  const fileColumn = columns.indexOf("file");
  if (fileColumn === -1) throw new Error('The expected CSV needs a "file" column.');
  const expected = new Map<string, ScoredRow>();
  for (const cells of rows) {
    const row = Object.fromEntries(
      SCORED_FIELDS.map((field) => {
        const column = columns.indexOf(field);
        return [field, column === -1 ? "" : (cells[column] ?? "")];
      }),
    ) as ScoredRow;
    expected.set(cells[fileColumn]!.trim(), row);
  }
  return expected;
}

/** The extracted metadata as CSV cells; a field listed as missing is an empty cell. */
export function toScoredRow(metadata: JudgmentMetadata): ScoredRow {
  const isMissing = (field: keyof JudgmentMetadata) => metadata.missing.includes(field as never);
  return {
    title: metadata.title ?? "",
    court: metadata.court ?? "",
    case_numbers: metadata.caseNumbers.join(LIST_SEPARATOR),
    neutral_citation: metadata.neutralCitation ?? "",
    judges: metadata.judges.join(LIST_SEPARATOR),
    hearing_date: metadata.hearingDate ?? "",
    judgment_date: metadata.judgmentDate ?? "",
    language: isMissing("language") ? "" : metadata.language,
  };
}

function normaliseValue(value: string): string {
  return value
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s*\/\s*/g, "/")
    .replace(/\s+/g, " ")
    .trim();
}

function toSet(value: string): Set<string> {
  return new Set(
    value
      .split(";")
      .map(normaliseValue)
      .filter((item) => item !== ""),
  );
}

/** Whether an extracted value matches the expected one (lists as sets). */
export function isFieldMatch(field: ScoredField, expected: string, actual: string): boolean {
  if (!LIST_FIELDS.has(field)) return normaliseValue(expected) === normaliseValue(actual);
  const expectedSet = toSet(expected);
  const actualSet = toSet(actual);
  return expectedSet.size === actualSet.size && [...expectedSet].every((item) => actualSet.has(item));
}

export type FieldScore = { correct: number; total: number };
export type Miss = { file: string; field: ScoredField; expected: string; actual: string };
export type AccuracyReport = {
  fields: Record<ScoredField, FieldScore>;
  overall: FieldScore;
  misses: Miss[];
};

/** Per-field and overall accuracy over the files that have an expected row. */
export function scoreMetadata(
  rows: { file: string; expected: ScoredRow; actual: ScoredRow }[],
): AccuracyReport {
  const fields = Object.fromEntries(
    SCORED_FIELDS.map((field) => [field, { correct: 0, total: 0 }]),
  ) as Record<ScoredField, FieldScore>;
  const misses: Miss[] = [];
  for (const { file, expected, actual } of rows) {
    for (const field of SCORED_FIELDS) {
      fields[field].total += 1;
      if (isFieldMatch(field, expected[field], actual[field])) fields[field].correct += 1;
      else misses.push({ file, field, expected: expected[field], actual: actual[field] });
    }
  }
  const overall = Object.values(fields).reduce(
    (sum, score) => ({ correct: sum.correct + score.correct, total: sum.total + score.total }),
    { correct: 0, total: 0 },
  );
  return { fields, overall, misses };
}

/** 0.941 for 32 of 34; 1 when nothing was scored, so an empty comparison does not read as failure. */
export function accuracyOf(score: FieldScore): number {
  return score.total === 0 ? 1 : score.correct / score.total;
}
