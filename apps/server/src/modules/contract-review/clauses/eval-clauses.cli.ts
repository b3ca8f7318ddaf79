import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { CUAD_CATEGORIES, type CuadCategoryId } from "../clause-categories.ts";
import { classifyClauses } from "./classify-clauses.ts";
import {
  type CategoryOutcome,
  collapseWhitespace,
  judgeCategory,
  NAME_AND_DATE_CATEGORIES,
  readGoldCategories,
  summariseOutcomes,
  type TextSpan,
} from "./clause-evaluation.ts";
import { parseCsv, parsePythonStringList, toRecords } from "./csv-table.ts";
import { splitContractIntoClauses } from "./split-clauses.ts";

// `npm run eval:clauses -- <folder of contracts> <labels.csv> [--misses]`: runs the clause engine over
// every contract that has a row in the CUAD-format labels and prints precision, recall and F1 per
// category. Paths are taken from where npm was run (INIT_CWD), not from the workspace npm switches to.

const USAGE =
  "Usage: npm run eval:clauses -- <folder of contracts> <labels.csv in CUAD master_clauses format> [--misses]";
const CREDIT = "CUAD v1, The Atticus Project (CC BY 4.0)";

const argumentsGiven = process.argv.slice(2);
const showMisses = argumentsGiven.includes("--misses");
const [folderArgument, labelsArgument] = argumentsGiven.filter((argument) => !argument.startsWith("--"));
if (!folderArgument || !labelsArgument) {
  console.error(USAGE);
  process.exit(2);
}
const baseDirectory = process.env.INIT_CWD ?? process.cwd();
const folder = path.resolve(baseDirectory, folderArgument);
const records = toRecords(parseCsv(await readFile(path.resolve(baseDirectory, labelsArgument), "utf8")));
const fileNames = await readdir(folder);
const fileNamesByLowerCase = new Map(fileNames.map((name) => [name.toLowerCase(), name]));

/**
 * The contract file for a CUAD row: its PDF name with `.txt`. Only plain text is read: the corpus
 * module's document reader is not part of its public index, and CUAD ships its contracts as text.
 */
function findContractFile(pdfName: string): string | undefined {
  const stem = pdfName.replace(/\.pdf$/i, "");
  for (const candidate of [`${stem}.txt`, pdfName.endsWith(".txt") ? pdfName : `${pdfName}.txt`]) {
    const found = fileNamesByLowerCase.get(candidate.toLowerCase());
    if (found) return found;
  }
  return undefined;
}

async function readContract(name: string): Promise<string> {
  return readFile(path.join(folder, name), "utf8");
}

function formatRatio(value: number | undefined): string {
  return value === undefined ? "   n/a" : value.toFixed(3).padStart(6);
}

const outcomesPerContract: Map<CuadCategoryId, CategoryOutcome>[] = [];
const missing: string[] = [];
let unlocatedStrings = 0;
let locatedStrings = 0;
let totalMilliseconds = 0;
const misses: string[] = [];
for (const record of records) {
  const pdfName = record.Filename ?? "";
  const fileName = findContractFile(pdfName);
  if (!fileName) {
    missing.push(pdfName);
    continue;
  }
  const text = await readContract(fileName);
  const startedAt = performance.now();
  const classified = classifyClauses(text, splitContractIntoClauses(text));
  totalMilliseconds += performance.now() - startedAt;
  const predicted = new Map<string, TextSpan[]>();
  for (const label of classified.flatMap((clause) => clause.labels)) {
    predicted.set(label.category, [...(predicted.get(label.category) ?? []), label]);
  }
  const gold = readGoldCategories(record, collapseWhitespace(text), parsePythonStringList);
  const outcomes = new Map<CuadCategoryId, CategoryOutcome>();
  for (const category of CUAD_CATEGORIES) {
    const goldCategory = gold.get(category.id);
    if (goldCategory) {
      unlocatedStrings += goldCategory.unlocatedCount;
      locatedStrings += goldCategory.spans.length;
    }
    const outcome = judgeCategory(goldCategory, predicted.get(category.id) ?? []);
    outcomes.set(category.id, outcome);
    if (showMisses && outcome.hasClause !== outcome.isTruePositive)
      misses.push(`  missed  ${category.id.padEnd(36)} ${fileName}`);
    if (showMisses && outcome.isFound && !outcome.isTruePositive)
      misses.push(`  wrong   ${category.id.padEnd(36)} ${fileName}`);
  }
  outcomesPerContract.push(outcomes);
}

const summary = summariseOutcomes(outcomesPerContract);
const labelsById = new Map(CUAD_CATEGORIES.map((category) => [category.id as string, category.cuadName]));
console.log(`Clause engine evaluation over ${outcomesPerContract.length} contracts (${CREDIT})\n`);
console.log(
  `${"category".padEnd(36)} ${"with".padStart(5)} ${"found".padStart(5)} ${"TP".padStart(4)} ${"prec".padStart(6)} ${"recall".padStart(6)} ${"F1".padStart(6)}`,
);
for (const score of summary.categories) {
  const marker = NAME_AND_DATE_CATEGORIES.includes(score.category) ? "*" : " ";
  console.log(
    `${`${labelsById.get(score.category)}${marker}`.padEnd(36)} ${String(score.contractsWithClause).padStart(5)} ${String(score.found).padStart(5)} ${String(score.truePositives).padStart(4)} ${formatRatio(score.precision)} ${formatRatio(score.recall)} ${formatRatio(score.f1)}`,
  );
}
console.log(
  `\nmicro: precision ${formatRatio(summary.micro.precision)}  recall ${formatRatio(summary.micro.recall)}  F1 ${formatRatio(summary.micro.f1)}`,
);
console.log(`macro F1 over all categories with a defined F1:           ${formatRatio(summary.macroF1)}`);
console.log(
  `macro F1 over clause categories (${summary.clauseMacroCategoryCount} with a defined F1): ${formatRatio(summary.clauseMacroF1)}`,
);
console.log(
  `  * left out of the clause macro F1 (names and dates): ${NAME_AND_DATE_CATEGORIES.map((id) => labelsById.get(id)).join(", ")}`,
);
console.log(
  "  F1 is n/a (and left out of a macro average) for a category neither labelled nor found in any contract.",
);
console.log(
  `  Labelled strings located in the text: ${locatedStrings}; not locatable: ${unlocatedStrings} (a category whose strings were all unlocatable is judged by presence: ${summary.categories.reduce((sum, score) => sum + score.judgedByPresence, 0)} decisions).`,
);
console.log(`  Engine time: ${totalMilliseconds.toFixed(0)} ms in total, split and classify.`);
if (missing.length > 0) console.log(`  No contract file for: ${missing.join(", ")}`);
if (showMisses) console.log(`\nMisses and wrong places:\n${misses.join("\n")}`);
else console.log("  (add --misses to list each miss)");
