import { cellError, SPREADSHEET_LIMITS } from "./cell-value.ts";
import { areaSize, RANGE_LIMIT_MESSAGE } from "./formula-evaluator.ts";
import { VOLATILE_FUNCTIONS } from "./formula-functions.ts";
import {
  type CellArea,
  type FormulaNode,
  parseFormulaTemplate,
  type ReferenceSpan,
  type RelativeReference,
} from "./formula-parser.ts";
import {
  hasShape,
  SHAPE_REFERENCE_STRIDE,
  ShapeReferences,
  scanFormulaReferences,
  shapeOf,
} from "./formula-shape.ts";
import type { FormulaCell } from "./sheet-cells.ts";

function containsVolatileCall(node: FormulaNode): boolean {
  const pending: FormulaNode[] = [node];
  while (pending.length > 0) {
    const current = pending.pop() as FormulaNode;
    if (current.kind === "call") {
      if (VOLATILE_FUNCTIONS.has(current.name)) return true;
      pending.push(...current.args);
    } else if (current.kind === "binary") pending.push(current.left, current.right);
    else if (current.kind === "unary" || current.kind === "percent") pending.push(current.operand);
  }
  return false;
}

/** A parsed formula shared by every cell of the same shape; its references are relative. */
type FormulaTemplate = {
  node: FormulaNode;
  cells: RelativeReference[];
  areas: { first: RelativeReference; last: RelativeReference }[];
  isVolatile: boolean;
  /** Whether the shape scan found exactly the references the parser found. */
  hasScannableShape: boolean;
};

/** Whether the shape scan found the references the parser found, in the same places. */
function isSameSpans(spans: readonly ReferenceSpan[], references: ShapeReferences): boolean {
  if (spans.length * SHAPE_REFERENCE_STRIDE !== references.length) return false;
  for (let index = 0; index < spans.length; index += 1) {
    const span = spans[index] as ReferenceSpan;
    const offset = index * SHAPE_REFERENCE_STRIDE;
    if (span.start !== references.values[offset] || span.end !== references.values[offset + 1]) return false;
  }
  return true;
}

function absoluteRow(reference: RelativeReference, originRow: number): number {
  return reference.isRowAbsolute ? reference.row : originRow + reference.row;
}

function absoluteColumn(reference: RelativeReference, originColumn: number): number {
  return reference.isColumnAbsolute ? reference.column : originColumn + reference.column;
}

// More shapes than this in one sheet is no filled-down sheet; the cache starts again rather than grow.
const MAX_CACHED_SHAPES = 20_000;

/**
 * Compiles formulas for one sheet, parsing each shape once: a column filled down with "=A1*B1",
 * "=A2*B2", … is parsed for its first row and every other row gets the same tree and its own
 * references. A shape is shared only when the parser found exactly the references the shape scan
 * replaced, so an unusual formula is never mistaken for another.
 */
export class FormulaCompiler {
  private readonly templates = new Map<string, FormulaTemplate | null>();
  private readonly references = new ShapeReferences();
  /** The shape last compiled in each column, and its template: the row above, in a filled-down column. */
  private readonly lastShapes: (string | undefined)[] = [];
  private readonly lastTemplates: (FormulaTemplate | undefined)[] = [];

  /**
   * Reads the formula of the cell at (`row`, `column`) of a sheet of `rows` × `columns`: its tree, and
   * the cells and ranges it reads inside the sheet (references outside it show #REF! when evaluated and
   * are no dependency). A formula over more than 100 000 cells is refused from its corners alone,
   * without visiting a single cell.
   */
  compile(text: string, row: number, column: number, rows: number, columns: number): FormulaCell {
    const references = this.references;
    const isScanned = scanFormulaReferences(text, references);
    const lastShape = this.lastShapes[column];
    if (isScanned && lastShape !== undefined && hasShape(text, row, column, references, lastShape)) {
      return instantiate(this.lastTemplates[column] as FormulaTemplate, text, row, column, rows, columns);
    }
    const shape = isScanned ? shapeOf(text, row, column, references) : null;
    let template = shape === null ? null : this.templates.get(shape);
    if (!template) {
      const parsed = parseFormulaTemplate(text, row, column);
      if (!parsed.ok) {
        return emptyFormulaCell(text, row, column, cellError(parsed.code, parsed.message));
      }
      template = {
        node: parsed.node,
        cells: parsed.cells,
        areas: parsed.areas,
        isVolatile: containsVolatileCall(parsed.node),
        hasScannableShape: shape !== null && isSameSpans(parsed.spans, references),
      };
      if (shape !== null && !this.templates.has(shape)) {
        if (this.templates.size >= MAX_CACHED_SHAPES) this.templates.clear();
        // A shape whose references the scan misread is remembered as unshareable (null).
        this.templates.set(shape, template.hasScannableShape ? template : null);
      }
    }
    if (shape !== null && template.hasScannableShape) {
      this.lastShapes[column] = shape;
      this.lastTemplates[column] = template;
    }
    return instantiate(template, text, row, column, rows, columns);
  }
}

// Shared by every formula that reads no cell or no range; never written to.
const NO_CELLS: number[] = [];
const NO_AREAS: CellArea[] = [];
// The same packing as cellKey in cell-reference.ts, repeated here because it runs for every reference.
const COLUMN_STRIDE = 256;

function emptyFormulaCell(
  text: string,
  row: number,
  column: number,
  fixedError: FormulaCell["fixedError"],
): FormulaCell {
  return {
    text,
    node: null,
    fixedError,
    cells: NO_CELLS,
    areas: NO_AREAS,
    isVolatile: false,
    row,
    column,
    hasScannableShape: false,
    pendingPass: 0,
    stackPass: 0,
  };
}

/** One cell's formula from a template: the shared tree and the cell's own references. */
function instantiate(
  template: FormulaTemplate,
  text: string,
  row: number,
  column: number,
  rows: number,
  columns: number,
): FormulaCell {
  let referencedCells = template.cells.length;
  let areas = NO_AREAS;
  if (template.areas.length > 0) {
    areas = [];
    for (const { first, last } of template.areas) {
      const firstRow = absoluteRow(first, row);
      const lastRow = absoluteRow(last, row);
      const firstColumn = absoluteColumn(first, column);
      const lastColumn = absoluteColumn(last, column);
      const area: CellArea = {
        top: Math.min(firstRow, lastRow),
        left: Math.min(firstColumn, lastColumn),
        bottom: Math.max(firstRow, lastRow),
        right: Math.max(firstColumn, lastColumn),
      };
      referencedCells += areaSize(area);
      // Only the part inside the sheet is a dependency.
      area.bottom = Math.min(area.bottom, rows);
      area.right = Math.min(area.right, columns);
      if (area.top <= area.bottom && area.left <= area.right) areas.push(area);
    }
  }
  if (referencedCells > SPREADSHEET_LIMITS.maxRangeCells) {
    return emptyFormulaCell(text, row, column, cellError("#LIMIT!", RANGE_LIMIT_MESSAGE));
  }
  const formula = emptyFormulaCell(text, row, column, null);
  formula.node = template.node;
  formula.isVolatile = template.isVolatile;
  formula.hasScannableShape = template.hasScannableShape;
  formula.areas = areas;
  if (template.cells.length > 0) {
    const cells: number[] = [];
    for (const reference of template.cells) {
      const referenceRow = absoluteRow(reference, row);
      const referenceColumn = absoluteColumn(reference, column);
      if (referenceRow <= rows && referenceColumn <= columns) {
        cells.push(referenceRow * COLUMN_STRIDE + referenceColumn);
      }
    }
    formula.cells = cells;
  }
  return formula;
}
