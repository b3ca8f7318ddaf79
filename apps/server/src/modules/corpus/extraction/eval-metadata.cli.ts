import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { extractJudgmentMetadata } from "./judgment-metadata.ts";
import {
  accuracyOf,
  readExpectedCsv,
  SCORED_FIELDS,
  type ScoredRow,
  scoreMetadata,
  toScoredRow,
} from "./metadata-accuracy.ts";

// `npm run eval:metadata -- <folder of judgment .txt files> [expected.csv] [--misses]`: prints what the
// extractor reads from each judgment and, given the hand-made CSV, how often each field is right.
// Paths are taken from where npm was run (INIT_CWD), not from the server workspace npm switches to.

const USAGE = "Usage: npm run eval:metadata -- <folder of judgment .txt files> [expected.csv] [--misses]";

function cut(text: string, width: number): string {
  return text.length <= width ? text.padEnd(width) : `${text.slice(0, width - 1)}…`;
}

function formatPercent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

const argumentsGiven = process.argv.slice(2);
const showMisses = argumentsGiven.includes("--misses");
const [folderArgument, expectedArgument] = argumentsGiven.filter((argument) => !argument.startsWith("--"));
if (!folderArgument) {
  console.error(USAGE);
  process.exit(2);
}
const baseDirectory = process.env.INIT_CWD ?? process.cwd();
const folder = path.resolve(baseDirectory, folderArgument);
const names = (await readdir(folder)).sort();
const textFiles = names.filter((name) => name.toLowerCase().endsWith(".txt"));
const skipped = names.filter((name) => !name.toLowerCase().endsWith(".txt"));

const extracted = new Map<string, ScoredRow>();
console.log(
  [
    cut("file", 22),
    cut("lang", 5),
    cut("court", 9),
    cut("case no", 18),
    cut("heard", 11),
    cut("delivered", 11),
    cut("judges", 7),
    cut("paras", 6),
    "title",
  ].join(" "),
);
for (const name of textFiles) {
  const metadata = extractJudgmentMetadata(await readFile(path.join(folder, name), "utf8"));
  const row = toScoredRow(metadata);
  extracted.set(name, row);
  console.log(
    [
      cut(name, 22),
      cut(row.language || "-", 5),
      cut(metadata.courtCode ?? "-", 9),
      cut(row.case_numbers || "-", 18),
      cut(row.hearing_date || "-", 11),
      cut(row.judgment_date || "-", 11),
      cut(String(metadata.judges.length), 7),
      cut(String(metadata.paragraphs.length), 6),
      cut(row.title || "-", 70),
    ].join(" "),
  );
}
if (skipped.length > 0) console.log(`\nSkipped (only .txt files are read): ${skipped.join(", ")}`);

if (expectedArgument) {
  const expected = readExpectedCsv(await readFile(path.resolve(baseDirectory, expectedArgument), "utf8"));
  const rows = [...extracted].flatMap(([file, actual]) => {
    const expectedRow = expected.get(file);
    return expectedRow ? [{ file, expected: expectedRow, actual }] : [];
  });
  const withoutExpected = [...extracted.keys()].filter((file) => !expected.has(file));
  const report = scoreMetadata(rows);
  console.log(`\nAccuracy over ${rows.length} files with an expected row:`);
  for (const field of SCORED_FIELDS) {
    const score = report.fields[field];
    console.log(
      `  ${field.padEnd(17)} ${formatPercent(accuracyOf(score)).padStart(6)}  (${score.correct}/${score.total})`,
    );
  }
  console.log(
    `  ${"overall".padEnd(17)} ${formatPercent(accuracyOf(report.overall)).padStart(6)}  (${report.overall.correct}/${report.overall.total})`,
  );
  if (withoutExpected.length > 0) console.log(`Not in the expected CSV: ${withoutExpected.join(", ")}`);
  if (showMisses) {
    console.log("\nMisses:");
    for (const miss of report.misses) {
      console.log(
        `  ${miss.file} ${miss.field}\n    expected: ${miss.expected || "(empty)"}\n    read:     ${miss.actual || "(empty)"}`,
      );
    }
  } else if (report.misses.length > 0) console.log("(add --misses to list each difference)");
}
