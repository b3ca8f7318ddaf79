// A timing script, not a test: `npx tsx packages/shared/src/office/spreadsheet-engine/engine.bench.ts`.
// It loads a 10 000-row sheet of numbers and chained formulas and changes its first input.
import { type SheetInput, SpreadsheetEngine } from "./index.ts";

const ROWS = 10_000;

function buildSheet(): SheetInput {
  const values: SheetInput["values"] = {};
  const formulas: SheetInput["formulas"] = {};
  for (let row = 1; row <= ROWS; row += 1) {
    values[`A${row}`] = row;
    values[`B${row}`] = (row % 7) + 0.5;
    values[`C${row}`] = row * 2;
    values[`D${row}`] = `item ${row}`;
    values[`E${row}`] = row % 3 === 0;
    formulas[`F${row}`] = `=A${row}*B${row}`;
    formulas[`G${row}`] = row === 1 ? "=F1" : `=F${row}+G${row - 1}`;
    formulas[`H${row}`] = `=ROUND(G${row}*1.15,2)`;
    formulas[`I${row}`] = `=IF(H${row}>1000,"high","low")`;
    if (row > 1) formulas[`J${row}`] = `=C${row}-A${row}`;
  }
  formulas.J1 = `=SUM(H1:H${ROWS})`;
  return { rows: ROWS, columns: 10, values, formulas };
}

// Wall time and this process's CPU time: on a shared machine the CPU time is the fairer figure.
function time<T>(label: string, action: () => T): T {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const result = action();
  const cpu = process.cpuUsage(cpuStarted);
  const wall = performance.now() - started;
  console.log(`${label}: ${wall.toFixed(1)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(1)} ms CPU`);
  return result;
}

const sheet = buildSheet();
// A first load warms the JIT up, as a long-running server or browser tab would be.
SpreadsheetEngine.load(sheet);
const engine = time(`load ${ROWS} rows × 10 columns (${ROWS * 5} formulas)`, () =>
  SpreadsheetEngine.load(sheet),
);
console.log(`  J1 = ${String(engine.getValue("J1"))}`);
const changed = time("setInput A1 (recalculates its dependents)", () => engine.setInput("A1", "2"));
console.log(`  ${changed.length} cells changed; J1 = ${String(engine.getValue("J1"))}`);
time(`setInput A${ROWS} (a short chain)`, () => engine.setInput(`A${ROWS}`, "3"));
time("setInput C5 (one dependent)", () => engine.setInput("C5", "99"));
time("insertRows(2, 1) (rewrites every formula)", () => engine.insertRows(2, 1));

const runningTotals: SheetInput = { rows: ROWS, columns: 3, values: {}, formulas: {} };
for (let row = 1; row <= ROWS; row += 1) {
  runningTotals.values[`A${row}`] = row;
  runningTotals.formulas[`B${row}`] = `=SUM($A$1:A${row})`;
}
runningTotals.formulas.C1 = `=SUM(B1:B${ROWS})`;
const totals = time(`load ${ROWS} running totals SUM($A$1:An)`, () => SpreadsheetEngine.load(runningTotals));
time("setInput A1 under the running totals", () => totals.setInput("A1", "5"));

const chain: SheetInput = { rows: ROWS, columns: 1, values: { [`A${ROWS}`]: 1 }, formulas: {} };
for (let row = 1; row < ROWS; row += 1) chain.formulas[`A${row}`] = `=A${row + 1}+1`;
const chained = time(`load a chain of ${ROWS} formulas`, () => SpreadsheetEngine.load(chain));
console.log(`  A1 = ${String(chained.getValue("A1"))}`);

const hugeRange: SheetInput = {
  rows: 100_000,
  columns: 200,
  values: {},
  formulas: { A1: "=SUM(B1:GR100000)" },
};
time("load a formula over 19 900 000 cells", () => SpreadsheetEngine.load(hugeRange));
