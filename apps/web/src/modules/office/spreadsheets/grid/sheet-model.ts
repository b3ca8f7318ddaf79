import {
  type CellValue,
  cellRef,
  formatCellValue,
  isCellError,
  parseCellRef,
  type SheetLoadInput,
  SPREADSHEET_CONTENT_LIMITS,
  SpreadsheetEngine,
  SpreadsheetLimitError,
  type TSpreadsheet,
  type TSpreadsheetCellError,
  type TSpreadsheetDataInput,
  type TSpreadsheetFormat,
  type TSpreadsheetNames,
  type TSpreadsheetStructure,
} from "@inkundla/shared";
import type { CellPosition } from "./grid-navigation";
import { type StructureChange, shiftPosition } from "./structure-change";

/** The cells a sheet's card figures are read from. */
export type SheetNameKey = keyof TSpreadsheetNames;
export const SHEET_NAME_KEYS = ["revenue", "profit", "margin"] as const satisfies readonly SheetNameKey[];

/** What a cell shows: its formatted value, the error behind an error code, and which side it sits on. */
export interface CellDisplay {
  text: string;
  error: TSpreadsheetCellError | null;
  isNumeric: boolean;
}

const EMPTY_DISPLAY: CellDisplay = { text: "", error: null, isNumeric: false };

/** The workbook as the editor opened it (a saved sheet, a restored version). */
export interface SheetSource {
  structure: TSpreadsheet["structure"];
  data: Pick<TSpreadsheet["data"], "formats" | "names" | "frozenRows" | "columnWidths"> &
    Pick<SheetLoadInput, "values" | "formulas">;
}

type Listener = () => void;

/**
 * One open sheet: the formula engine holding every input and calculated value, and around it the
 * formats, named cells, frozen header row and column widths. The grid reads cells from here rather
 * than from React state, and each row listens for its own changes (`rowSnapshot`), so a change
 * re-renders only the rows whose values changed — a 10,000-row sheet stays quick.
 */
export class SheetModel {
  private readonly engine: SpreadsheetEngine;
  private rowCount: number;
  private columnCount: number;
  private readonly formats = new Map<string, TSpreadsheetFormat>();
  private names: TSpreadsheetNames;
  private frozenRowCount: 0 | 1;
  private widths: Record<string, number>;
  /** Bumped per row when one of its cells shows something new. */
  private readonly rowVersions = new Map<number, number>();
  /** Bumped when rows or columns move, so every row reads itself again. */
  private structureVersion = 0;
  /** Bumped when a sheet-wide setting (names, the frozen row) changes. */
  private settingsVersion = 0;
  private readonly listeners = new Set<Listener>();
  private readonly editListeners = new Set<Listener>();
  /** The inputs typed since the last save, kept to show the person if a colleague's save wins. */
  private readonly unsavedInputs = new Map<string, string>();
  private hasUnsavedStructureChange = false;

  constructor(source: SheetSource) {
    this.rowCount = source.structure.rows;
    this.columnCount = source.structure.columns;
    this.engine = SpreadsheetEngine.load({
      rows: source.structure.rows,
      columns: source.structure.columns,
      values: source.data.values,
      formulas: source.data.formulas,
    });
    for (const [reference, format] of Object.entries(source.data.formats))
      this.formats.set(reference, format);
    this.names = { ...source.data.names };
    this.frozenRowCount = source.data.frozenRows;
    this.widths = { ...source.data.columnWidths };
  }

  get rows(): number {
    return this.rowCount;
  }

  get columns(): number {
    return this.columnCount;
  }

  get frozenRows(): 0 | 1 {
    return this.frozenRowCount;
  }

  /** Listens for anything the grid shows; answers the way to stop. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Listens for the person's changes to the workbook (what autosave sends). */
  subscribeEdits(listener: Listener): () => void {
    this.editListeners.add(listener);
    return () => this.editListeners.delete(listener);
  }

  /** Changes whenever row `row` must be drawn again. */
  rowSnapshot(row: number): string {
    return `${this.structureVersion}.${this.rowVersions.get(row) ?? 0}`;
  }

  /** Changes whenever a sheet-wide setting or the sheet's size changes. */
  settingsSnapshot = (): string => `${this.structureVersion}.${this.settingsVersion}`;

  input(row: number, column: number): string {
    return this.engine.getInput(cellRef(row, column));
  }

  value(row: number, column: number): CellValue {
    return this.engine.getValue(cellRef(row, column));
  }

  format(row: number, column: number): TSpreadsheetFormat {
    return this.formats.get(cellRef(row, column)) ?? "general";
  }

  display(row: number, column: number): CellDisplay {
    const value = this.value(row, column);
    if (value === null || value === "") return EMPTY_DISPLAY;
    if (isCellError(value)) return { text: value.error, error: value, isNumeric: false };
    return {
      text: formatCellValue(value, this.format(row, column)),
      error: null,
      isNumeric: typeof value === "number",
    };
  }

  columnWidth(column: number, fallback: number): number {
    return this.widths[String(column)] ?? fallback;
  }

  namedCells(): TSpreadsheetNames {
    return this.names;
  }

  /** The name a cell carries (revenue, profit, margin), or null. */
  nameOf(row: number, column: number): SheetNameKey | null {
    const reference = cellRef(row, column);
    return SHEET_NAME_KEYS.find((key) => this.names[key] === reference) ?? null;
  }

  /** Whether any cell of a row (or column) holds something, so deleting it deserves a question. */
  isRowEmpty(row: number): boolean {
    for (let column = 1; column <= this.columnCount; column += 1) {
      if (this.input(row, column) !== "") return false;
    }
    return true;
  }

  isColumnEmpty(column: number): boolean {
    for (let row = 1; row <= this.rowCount; row += 1) {
      if (this.input(row, column) !== "") return false;
    }
    return true;
  }

  /** Puts what the person typed into a cell; the engine recalculates and the rows that changed redraw. */
  setInput(row: number, column: number, text: string): void {
    const reference = cellRef(row, column);
    if (this.engine.getInput(reference) === text) return;
    const changed = this.engine.setInput(reference, text);
    this.unsavedInputs.set(reference, text);
    this.bumpRow(row);
    for (const changedReference of changed) {
      const position = parseCellRef(changedReference);
      if (position && position.row !== row) this.bumpRow(position.row);
    }
    this.emit();
    this.emitEdit();
  }

  setFormat(row: number, column: number, format: TSpreadsheetFormat): void {
    const reference = cellRef(row, column);
    if (this.format(row, column) === format) return;
    if (format === "general") this.formats.delete(reference);
    else this.formats.set(reference, format);
    this.bumpRow(row);
    this.emit();
    this.emitEdit();
  }

  /** Marks a cell as the sheet's revenue, profit or margin (one cell each); null clears the name. */
  setName(key: SheetNameKey, position: CellPosition | null): void {
    const previous = this.names[key];
    this.names = { ...this.names, [key]: position ? cellRef(position.row, position.column) : undefined };
    if (previous) {
      const previousPosition = parseCellRef(previous);
      if (previousPosition) this.bumpRow(previousPosition.row);
    }
    if (position) this.bumpRow(position.row);
    this.settingsVersion += 1;
    this.emit();
    this.emitEdit();
  }

  setFrozenRows(frozenRows: 0 | 1): void {
    if (frozenRows === this.frozenRowCount) return;
    this.frozenRowCount = frozenRows;
    this.settingsVersion += 1;
    this.structureVersion += 1;
    this.emit();
    this.emitEdit();
  }

  /** Inserts rows before `before` (or columns); refused with a message past the sheet's size limits. */
  insertRows(before: number, count: number): void {
    this.checkSize(this.rowCount + count, this.columnCount);
    this.engine.insertRows(before, count);
    this.rowCount += count;
    this.afterStructureChange({ axis: "row", kind: "insert", start: before, count });
  }

  deleteRows(start: number, count: number): void {
    if (this.rowCount - count < 1) throw new SpreadsheetLimitError("A sheet needs at least 1 row.");
    this.engine.deleteRows(start, count);
    this.rowCount -= count;
    this.afterStructureChange({ axis: "row", kind: "delete", start, count });
  }

  insertColumns(before: number, count: number): void {
    this.checkSize(this.rowCount, this.columnCount + count);
    this.engine.insertColumns(before, count);
    this.columnCount += count;
    this.afterStructureChange({ axis: "column", kind: "insert", start: before, count });
  }

  deleteColumns(start: number, count: number): void {
    if (this.columnCount - count < 1) throw new SpreadsheetLimitError("A sheet needs at least 1 column.");
    this.engine.deleteColumns(start, count);
    this.columnCount -= count;
    this.afterStructureChange({ axis: "column", kind: "delete", start, count });
  }

  /** The size and header labels (row 1's inputs) a save sends. */
  toStructure(): TSpreadsheetStructure {
    const headers: string[] = [];
    for (let column = 1; column <= this.columnCount; column += 1) {
      headers.push(this.input(1, column).slice(0, SPREADSHEET_CONTENT_LIMITS.maxHeaderChars));
    }
    while (headers.length > 0 && headers[headers.length - 1] === "") headers.pop();
    return { rows: this.rowCount, columns: this.columnCount, headers };
  }

  /** The workbook a save sends: inputs and formulas from the engine, and the settings kept here. */
  toData(): TSpreadsheetDataInput {
    const { values, formulas } = this.engine.toSheetInput();
    const names: TSpreadsheetNames = {};
    for (const key of SHEET_NAME_KEYS) {
      const reference = this.names[key];
      if (reference) names[key] = reference;
    }
    return {
      values,
      formulas,
      formats: Object.fromEntries(this.formats),
      names,
      frozenRows: this.frozenRowCount,
      columnWidths: { ...this.widths },
    };
  }

  /** What the person changed since the last save, in words, for them to copy after a colleague's save won. */
  describeUnsavedChanges(): string[] {
    const lines = [...this.unsavedInputs].map(([reference, text]) =>
      text === "" ? `${reference}: (cleared)` : `${reference}: ${text}`,
    );
    if (this.hasUnsavedStructureChange) lines.push("Rows or columns were inserted or deleted.");
    return lines;
  }

  /** The server has everything changed so far. */
  markSaved(): void {
    this.unsavedInputs.clear();
    this.hasUnsavedStructureChange = false;
  }

  private checkSize(rows: number, columns: number): void {
    if (rows > SPREADSHEET_CONTENT_LIMITS.maxRows) {
      throw new SpreadsheetLimitError(
        `A sheet can have at most ${SPREADSHEET_CONTENT_LIMITS.maxRows.toLocaleString("en-ZA")} rows.`,
      );
    }
    if (columns > SPREADSHEET_CONTENT_LIMITS.maxColumns) {
      throw new SpreadsheetLimitError(
        `A sheet can have at most ${SPREADSHEET_CONTENT_LIMITS.maxColumns} columns.`,
      );
    }
  }

  /** Formats, names and column widths follow their cells, as the engine moves the formulas. */
  private afterStructureChange(change: StructureChange): void {
    const moved = [...this.formats].flatMap(([reference, format]) => {
      const position = parseCellRef(reference);
      const target = position ? shiftPosition(position, change) : null;
      return target ? [[cellRef(target.row, target.column), format] as const] : [];
    });
    this.formats.clear();
    for (const [reference, format] of moved) this.formats.set(reference, format);

    const names: TSpreadsheetNames = {};
    for (const key of SHEET_NAME_KEYS) {
      const position = this.names[key] ? parseCellRef(this.names[key]) : null;
      const target = position ? shiftPosition(position, change) : null;
      if (target) names[key] = cellRef(target.row, target.column);
    }
    this.names = names;

    if (change.axis === "column") {
      const widths: Record<string, number> = {};
      for (const [column, width] of Object.entries(this.widths)) {
        const target = shiftPosition({ row: 1, column: Number(column) }, change);
        if (target) widths[String(target.column)] = width;
      }
      this.widths = widths;
    }

    this.hasUnsavedStructureChange = true;
    this.rowVersions.clear();
    this.structureVersion += 1;
    this.settingsVersion += 1;
    this.emit();
    this.emitEdit();
  }

  private bumpRow(row: number): void {
    this.rowVersions.set(row, (this.rowVersions.get(row) ?? 0) + 1);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private emitEdit(): void {
    for (const listener of this.editListeners) listener();
  }
}
