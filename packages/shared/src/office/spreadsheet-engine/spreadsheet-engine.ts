import { todayInSouthAfrica } from "../../dates.ts";
import { parseCellInput } from "./cell-input.ts";
import { cellKey, cellKeyWithin, columnOfKey, refOfKey, rowOfKey } from "./cell-reference.ts";
import {
  type CellConstant,
  type CellList,
  type CellValue,
  cellError,
  isSameCellValue,
  type SheetInput,
  type SheetLoadInput,
  SPREADSHEET_LIMITS,
  SpreadsheetLimitError,
} from "./cell-value.ts";
import { DependencyGraph } from "./dependency-graph.ts";
import { FormulaCompiler } from "./formula-compiler.ts";
import { evaluateFormula } from "./formula-evaluator.ts";
import type { EvaluationContext } from "./formula-values.ts";
import {
  rewriteFormulaReferences,
  rewriteScannedFormulaReferences,
  type SheetShift,
  shiftPosition,
} from "./reference-rewrite.ts";
import { serialFromIsoDate } from "./serial-dates.ts";
import { type FormulaCell, SheetCells } from "./sheet-cells.ts";

/** What formulas read while they are evaluated: the sheet's cells, and which cell is being evaluated. */
class SheetEvaluationContext implements EvaluationContext {
  rows = 0;
  columns = 0;
  originRow = 0;
  originColumn = 0;
  todaySerial = 0;
  cells = new SheetCells();

  valueAt(row: number, column: number): CellValue {
    return this.cells.valueAt(row, column);
  }

  columnValues(column: number): readonly (CellValue | undefined)[] | undefined {
    return this.cells.columnValuesOf(column);
  }

  columnSum(column: number, top: number, bottom: number): number {
    return this.cells.columnSum(column, top, bottom);
  }

  columnNumberCount(column: number, top: number, bottom: number): number {
    return this.cells.columnNumberCount(column, top, bottom);
  }

  today(): number {
    return this.todaySerial;
  }
}

export type SpreadsheetEngineOptions = {
  /** The clock TODAY() reads (tests pass a fixed one). */
  now?: () => Date;
};

const CELL_LIMIT_MESSAGE = "The spreadsheet has more than 100 000 cells; split it into smaller sheets.";
const ROW_LIMIT_MESSAGE = "A sheet can have at most 100 000 rows; split it into smaller sheets.";
const COLUMN_LIMIT_MESSAGE = `A sheet can have at most ${SPREADSHEET_LIMITS.maxColumns} columns.`;

/**
 * Visits a sheet's cells, given as a map or as lists (CellList), in their order, until `visit` answers
 * false. A map is walked with for…in rather than Object.entries: 100,000 cells need not become 100,000
 * pairs first.
 */
function eachCell<Input>(
  cells: Record<string, Input> | CellList<Input>,
  visit: (ref: string, input: Input | undefined) => boolean,
): void {
  if (Array.isArray(cells.refs) && Array.isArray(cells.inputs)) {
    const { refs, inputs } = cells as CellList<Input>;
    for (let index = 0; index < refs.length; index += 1) {
      if (!visit(refs[index] as string, inputs[index])) return;
    }
    return;
  }
  const map = cells as Record<string, Input>;
  for (const ref in map) if (!visit(ref, map[ref])) return;
}

/**
 * One sheet's cells, formulas and calculated values. Formulas are calculated in dependency order with
 * an explicit stack (a chain of 10 000 formulas cannot overflow the call stack); changing a cell
 * recalculates only the formulas that read it, directly or through others.
 */
export class SpreadsheetEngine {
  private rowCount = 0;
  private columnCount = 0;
  private cells = new SheetCells();
  private graph = new DependencyGraph();
  private volatileCells = new Set<number>();
  private calculationPass = 0;
  private readonly compiler = new FormulaCompiler();
  private readonly now: () => Date;
  private readonly context = new SheetEvaluationContext();

  private constructor(options: SpreadsheetEngineOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Reads a saved sheet (its cells as maps, or as lists), parses every formula and calculates once.
   * Throws SpreadsheetLimitError past a limit. Inputs outside the sheet's rows and columns cannot be
   * shown or reached and are not kept.
   */
  static load(sheet: SheetLoadInput, options: SpreadsheetEngineOptions = {}): SpreadsheetEngine {
    const engine = new SpreadsheetEngine(options);
    engine.initialise(sheet);
    return engine;
  }

  get rows(): number {
    return this.rowCount;
  }

  get columns(): number {
    return this.columnCount;
  }

  /** The calculated value of a cell (a constant or a formula's result); null when empty or no cell. */
  getValue(ref: string): CellValue {
    const key = this.keyOf(ref);
    return key === null ? null : this.cells.valueOf(key);
  }

  /** What the person typed: the formula text, or the constant as text that reads back the same. */
  getInput(ref: string): string {
    const key = this.keyOf(ref);
    if (key === null) return "";
    const formula = this.cells.formulaOf(key);
    if (formula) return formula.text;
    return constantAsInput(this.cells.valueOf(key) as CellConstant);
  }

  /**
   * Sets one cell from typed text and recalculates only the formulas that depend on it. Returns the
   * refs whose value changed, the cell itself first.
   */
  setInput(ref: string, input: string): string[] {
    const key = this.keyOf(ref);
    if (key === null)
      throw new RangeError(`${ref} is not a cell of this ${this.rowCount} × ${this.columnCount} sheet.`);
    const hasPrevious = this.cells.hasInput(key);
    const previousFormula = this.cells.formulaOf(key);
    const previousValue = this.cells.valueOf(key);
    const parsed = parseCellInput(input);
    const isEmpty = parsed.kind === "value" && parsed.value === null;
    if (!hasPrevious && !isEmpty && this.cells.size >= SPREADSHEET_LIMITS.maxCells) {
      throw new SpreadsheetLimitError(CELL_LIMIT_MESSAGE);
    }
    if (previousFormula) this.forgetFormula(key, previousFormula);
    if (isEmpty) this.cells.removeInput(key);
    else if (parsed.kind === "formula") this.storeFormula(key, parsed.formula);
    else this.cells.setConstant(key, parsed.value as CellConstant);

    const pass = this.beginPass();
    const pending: number[] = [];
    this.markDependents([key], pass, pending);
    if (parsed.kind === "formula") this.markPending(key, pass, pending);
    if (this.refreshToday()) {
      this.markDependents(this.volatileCells, pass, pending);
      for (const volatileKey of this.volatileCells) this.markPending(volatileKey, pass, pending);
    }
    const valuesBefore: CellValue[] = [];
    for (const pendingKey of pending) valuesBefore.push(this.cells.valueOf(pendingKey));
    this.calculatePass(pending, pass);

    const changed: string[] = [];
    if (!isSameCellValue(previousValue, this.cells.valueOf(key))) changed.push(refOfKey(key));
    for (let index = 0; index < pending.length; index += 1) {
      const changedKey = pending[index] as number;
      if (changedKey === key) continue;
      const before = valuesBefore[index] as CellValue;
      if (!isSameCellValue(before, this.cells.valueOf(changedKey))) changed.push(refOfKey(changedKey));
    }
    return changed;
  }

  /** Inserts `count` rows before row `before`; every reference at or below it moves down, as in Excel. */
  insertRows(before: number, count: number): void {
    if (this.rowCount + count > SPREADSHEET_LIMITS.maxRows)
      throw new SpreadsheetLimitError(ROW_LIMIT_MESSAGE);
    this.restructure(
      { axis: "row", change: "insert", start: before, count },
      this.rowCount + count,
      this.columnCount,
    );
  }

  /** Deletes `count` rows from row `start`; references to them become #REF! in the formula text. */
  deleteRows(start: number, count: number): void {
    const deleted = Math.max(0, Math.min(count, this.rowCount - start + 1));
    this.restructure(
      { axis: "row", change: "delete", start, count: deleted },
      this.rowCount - deleted,
      this.columnCount,
    );
  }

  insertColumns(before: number, count: number): void {
    if (this.columnCount + count > SPREADSHEET_LIMITS.maxColumns)
      throw new SpreadsheetLimitError(COLUMN_LIMIT_MESSAGE);
    this.restructure(
      { axis: "column", change: "insert", start: before, count },
      this.rowCount,
      this.columnCount + count,
    );
  }

  deleteColumns(start: number, count: number): void {
    const deleted = Math.max(0, Math.min(count, this.columnCount - start + 1));
    this.restructure(
      { axis: "column", change: "delete", start, count: deleted },
      this.rowCount,
      this.columnCount - deleted,
    );
  }

  /** The current inputs, for saving. */
  toSheetInput(): SheetInput {
    const values: SheetInput["values"] = {};
    const formulas: SheetInput["formulas"] = {};
    this.cells.forEachInput((key, formula, constant) => {
      if (formula) formulas[refOfKey(key)] = formula.text;
      else values[refOfKey(key)] = constant;
    });
    return { rows: this.rowCount, columns: this.columnCount, values, formulas };
  }

  /** Every formula cell's current value, by ref. */
  calculations(): Record<string, CellValue> {
    const results: Record<string, CellValue> = {};
    this.cells.forEachInput((key, formula) => {
      if (formula) results[refOfKey(key)] = this.cells.valueOf(key);
    });
    return results;
  }

  private initialise(sheet: SheetLoadInput): void {
    if (
      !Number.isInteger(sheet.rows) ||
      !Number.isInteger(sheet.columns) ||
      sheet.rows < 0 ||
      sheet.columns < 0
    ) {
      throw new RangeError("A sheet needs a whole number of rows and columns.");
    }
    if (sheet.rows > SPREADSHEET_LIMITS.maxRows) throw new SpreadsheetLimitError(ROW_LIMIT_MESSAGE);
    if (sheet.columns > SPREADSHEET_LIMITS.maxColumns) throw new SpreadsheetLimitError(COLUMN_LIMIT_MESSAGE);
    this.rowCount = sheet.rows;
    this.columnCount = sheet.columns;

    const formulaKeys: number[] = [];
    const formulaTexts: string[] = [];
    // Where each formula was put, by column and row (its index + 1): a formula takes the place of a
    // constant saved for the same cell, and of an earlier formula saved under another spelling (a1, $A$1).
    const formulaIndexes: number[][] = [];
    eachCell(sheet.formulas, (ref, text) => {
      if (typeof text !== "string") return true;
      const trimmed = text.trim();
      const key = trimmed === "" ? -1 : cellKeyWithin(ref, sheet.rows, sheet.columns);
      if (key < 0) return true;
      const formulaText = trimmed.charCodeAt(0) === 61 ? trimmed : `=${trimmed}`;
      const column = columnOfKey(key);
      let indexes = formulaIndexes[column];
      if (!indexes) {
        indexes = [];
        formulaIndexes[column] = indexes;
      }
      const earlier = indexes[rowOfKey(key)];
      if (earlier !== undefined) {
        formulaTexts[earlier - 1] = formulaText;
        return true;
      }
      formulaKeys.push(key);
      formulaTexts.push(formulaText);
      indexes[rowOfKey(key)] = formulaKeys.length;
      return true;
    });
    const constantKeys: number[] = [];
    const constants: CellConstant[] = [];
    eachCell(sheet.values, (ref, value) => {
      if (value === null || value === undefined || value === "") return true;
      const key = cellKeyWithin(ref, sheet.rows, sheet.columns);
      if (key < 0 || formulaIndexes[columnOfKey(key)]?.[rowOfKey(key)] !== undefined) return true;
      constantKeys.push(key);
      constants.push(value);
      return formulaKeys.length + constants.length <= SPREADSHEET_LIMITS.maxCells;
    });
    this.rebuild(sheet.rows, sheet.columns, formulaKeys, formulaTexts, constantKeys, constants);
  }

  /** Replaces every cell with the given formulas and constants (keys already checked) and calculates. */
  private rebuild(
    rows: number,
    columns: number,
    formulaKeys: readonly number[],
    formulaTexts: readonly string[],
    constantKeys: readonly number[],
    constants: readonly CellConstant[],
  ): void {
    if (formulaKeys.length + constants.length > SPREADSHEET_LIMITS.maxCells) {
      throw new SpreadsheetLimitError(CELL_LIMIT_MESSAGE);
    }
    this.rowCount = rows;
    this.columnCount = columns;
    this.cells = new SheetCells();
    this.graph = new DependencyGraph();
    this.volatileCells = new Set();
    this.context.rows = rows;
    this.context.columns = columns;
    this.context.cells = this.cells;
    this.refreshToday();
    for (let index = 0; index < constantKeys.length; index += 1) {
      this.cells.setConstant(constantKeys[index] as number, constants[index] as CellConstant, true);
    }
    for (let index = 0; index < formulaKeys.length; index += 1) {
      this.storeFormula(formulaKeys[index] as number, formulaTexts[index] as string, true);
    }
    this.calculate(formulaKeys);
  }

  private keyOf(ref: string): number | null {
    const key = cellKeyWithin(ref, this.rowCount, this.columnCount);
    return key < 0 ? null : key;
  }

  private storeFormula(key: number, text: string, isLoading = false): void {
    const formula = this.compiler.compile(
      text,
      rowOfKey(key),
      columnOfKey(key),
      this.rowCount,
      this.columnCount,
    );
    this.cells.setFormula(key, formula, isLoading);
    this.graph.add(key, formula);

    if (formula.isVolatile) this.volatileCells.add(key);
  }

  private forgetFormula(key: number, formula: FormulaCell): void {
    this.graph.remove(key, formula);
    this.volatileCells.delete(key);
  }

  /** The formulas in the ranges a formula reads that wait in this calculation pass. */
  private pendingAreaPrecedentsOf(formula: FormulaCell, pass: number): number[] {
    const precedents: number[] = [];
    for (const area of formula.areas) {
      this.cells.forEachFormulaIn(area, (key) => {
        if (this.cells.formulaOf(key)?.pendingPass === pass) precedents.push(key);
      });
    }
    return precedents;
  }

  /**
   * Calculates the formulas of `keys` after the formulas they read (depth first, on an explicit stack).
   * Meeting a formula that is still on the stack closes a cycle: every cell in it shows #CIRC! naming
   * the cycle, and formulas reading them show it too through ordinary error propagation. Which formulas
   * wait, and which are on the stack, is marked on the formulas with a pass number, not kept in sets.
   */
  private calculate(keys: Iterable<number>): void {
    const pass = this.beginPass();
    const starts: number[] = [];
    for (const key of keys) this.markPending(key, pass, starts);
    this.calculatePass(starts, pass);
  }

  /** A new calculation pass: formulas marked with its number wait in it (see calculatePass). */
  private beginPass(): number {
    this.calculationPass += 1;
    return this.calculationPass;
  }

  /** Marks the formula at `key` (if any) as waiting in `pass`, once, and lists it in `pending`. */
  private markPending(key: number, pass: number, pending: number[]): void {
    const formula = this.cells.formulaOf(key);
    if (formula && formula.pendingPass !== pass) {
      formula.pendingPass = pass;
      pending.push(key);
    }
  }

  /**
   * Marks every formula that reads any of `keys`, directly or through other formulas, as waiting in
   * `pass`, listing each once in the order first met. The mark on the formula is the "seen" set.
   */
  private markDependents(keys: Iterable<number>, pass: number, pending: number[]): void {
    const queue: number[] = [...keys];
    const visit = (dependent: number): void => this.markPending(dependent, pass, pending);
    while (queue.length > 0) {
      const key = queue.pop() as number;
      const before = pending.length;
      this.graph.forEachDependent(key, visit);
      for (let index = before; index < pending.length; index += 1) queue.push(pending[index] as number);
    }
  }

  /** Calculates the formulas of `starts`, all marked as waiting in `pass`, after what they read. */
  private calculatePass(starts: readonly number[], pass: number): void {
    const cells = this.cells;
    // The stack, as parallel arrays: the key, its formula, how far through its precedents it is (cells
    // first, then the formulas inside its ranges, collected when the cells are done).
    const stackKeys: number[] = [];
    const stackFormulas: FormulaCell[] = [];
    const stackCursors: number[] = [];
    const stackAreaPrecedents: (number[] | null)[] = [];
    const push = (key: number, formula: FormulaCell): void => {
      stackKeys.push(key);
      stackFormulas.push(formula);
      stackCursors.push(0);
      stackAreaPrecedents.push(null);
      formula.stackPass = pass;
    };
    const pop = (): void => {
      (stackFormulas.pop() as FormulaCell).stackPass = 0;
      stackKeys.pop();
      stackCursors.pop();
      stackAreaPrecedents.pop();
    };
    for (const start of starts) {
      const startFormula = cells.formulaOf(start) as FormulaCell;
      if (startFormula.pendingPass !== pass) continue;
      push(start, startFormula);
      while (stackKeys.length > 0) {
        const top = stackKeys.length - 1;
        const key = stackKeys[top] as number;
        const formula = stackFormulas[top] as FormulaCell;
        if (formula.pendingPass !== pass) {
          pop();
          continue;
        }
        const cellCount = formula.cells.length;
        let cursor = stackCursors[top] as number;
        let waitsForAnother = false;
        for (;;) {
          let precedent: number;
          if (cursor < cellCount) {
            precedent = formula.cells[cursor] as number;
          } else if (formula.areas.length > 0) {
            let areaPrecedents = stackAreaPrecedents[top] as number[] | null;
            if (areaPrecedents === null) {
              areaPrecedents = this.pendingAreaPrecedentsOf(formula, pass);
              stackAreaPrecedents[top] = areaPrecedents;
            }
            if (cursor - cellCount >= areaPrecedents.length) break;
            precedent = areaPrecedents[cursor - cellCount] as number;
          } else {
            break;
          }
          cursor += 1;
          const precedentFormula = cells.formulaOf(precedent);
          if (!precedentFormula) continue;
          if (precedentFormula.stackPass === pass) {
            this.markCycle(stackKeys, stackFormulas, precedent);
            waitsForAnother = true;
            break;
          }
          if (precedentFormula.pendingPass === pass) {
            stackCursors[top] = cursor;
            push(precedent, precedentFormula);
            waitsForAnother = true;
            break;
          }
        }
        if (waitsForAnother) continue;
        this.context.originRow = formula.row;
        this.context.originColumn = formula.column;
        this.cells.setValue(
          key,
          formula.fixedError ??
            (formula.node
              ? evaluateFormula(formula.node, this.context)
              : cellError("#VALUE!", "The formula is empty.")),
        );
        formula.pendingPass = 0;
        pop();
      }
    }
  }

  private markCycle(stackKeys: number[], stackFormulas: FormulaCell[], repeated: number): void {
    const startIndex = stackKeys.indexOf(repeated);
    const cycleKeys = stackKeys.slice(startIndex);
    const path = [...cycleKeys, repeated].map(refOfKey).join(" → ");
    const error = cellError("#CIRC!", `Circular reference: ${path}`);
    for (let index = startIndex; index < stackKeys.length; index += 1) {
      this.cells.setValue(stackKeys[index] as number, error);
      (stackFormulas[index] as FormulaCell).pendingPass = 0;
    }
  }

  /** Reads today's date in South Africa; true when it moved on since the last calculation. */
  private refreshToday(): boolean {
    const today = serialFromIsoDate(todayInSouthAfrica(this.now())) ?? 0;
    const hasChanged = today !== this.context.todaySerial;
    this.context.todaySerial = today;
    return hasChanged;
  }

  /** Moves every cell and rewrites every formula for inserted or deleted rows or columns, then recalculates. */
  private restructure(shift: SheetShift, rows: number, columns: number): void {
    if (
      !Number.isInteger(shift.start) ||
      !Number.isInteger(shift.count) ||
      shift.start < 1 ||
      shift.count < 0
    ) {
      throw new RangeError("Rows and columns are counted in whole numbers from 1.");
    }
    if (shift.count === 0) return;
    const formulaKeys: number[] = [];
    const formulaTexts: string[] = [];
    const constantKeys: number[] = [];
    const constants: CellConstant[] = [];
    this.cells.forEachInput((key, formula, constant) => {
      let row = rowOfKey(key);
      let column = columnOfKey(key);
      const moved = shiftPosition(shift.axis === "row" ? row : column, shift);
      if (moved === null) return;
      if (shift.axis === "row") row = moved;
      else column = moved;
      const movedKey = cellKey(row, column);
      if (!formula) {
        constantKeys.push(movedKey);
        constants.push(constant);
      } else {
        formulaKeys.push(movedKey);
        formulaTexts.push(
          formula.hasScannableShape
            ? rewriteScannedFormulaReferences(formula.text, shift)
            : rewriteFormulaReferences(formula.text, shift),
        );
      }
    });
    this.rebuild(rows, columns, formulaKeys, formulaTexts, constantKeys, constants);
  }
}

/** A constant as text that parseCellInput reads back as the same constant. */
function constantAsInput(constant: CellConstant): string {
  if (constant === null) return "";
  if (typeof constant === "boolean") return constant ? "TRUE" : "FALSE";
  if (typeof constant === "number") return String(constant);
  const reread = parseCellInput(constant);
  // Text that would read as a number, date, TRUE/FALSE or formula keeps Excel's leading apostrophe.
  return reread.kind === "value" && reread.value === constant ? constant : `'${constant}`;
}
