import { cellRef } from "./cell-reference.ts";
import {
  type CellErrorCode,
  type CellValue,
  cellError,
  isCellError,
  SPREADSHEET_LIMITS,
} from "./cell-value.ts";
import { FORMULA_FUNCTIONS } from "./formula-functions.ts";
import type { CellArea, FormulaNode, RelativeReference } from "./formula-parser.ts";
import {
  compareValues,
  type EvaluatedValue,
  type EvaluationContext,
  RangeValue,
  toBoolean,
  toNumber,
  toScalar,
  toText,
} from "./formula-values.ts";
import { power } from "./math-functions.ts";

const LITERAL_ERROR_MESSAGES: Record<CellErrorCode, string> = {
  "#REF!": "The formula refers to a cell that was deleted.",
  "#DIV/0!": "The formula divides by zero.",
  "#VALUE!": "The formula holds a #VALUE! error.",
  "#NAME?": "The formula holds a #NAME? error.",
  "#N/A": "A value is not available.",
  "#NUM!": "The formula holds a #NUM! error.",
  "#CIRC!": "The formula holds a #CIRC! error.",
  "#LIMIT!": "The formula holds a #LIMIT! error.",
};

export const RANGE_LIMIT_MESSAGE = "The formula refers to more than 100 000 cells.";

/** How many cells a rectangle holds, counted without visiting them. */
export function areaSize(area: CellArea): number {
  return (area.bottom - area.top + 1) * (area.right - area.left + 1);
}

function areaLabel(area: CellArea): string {
  return `${cellRef(area.top, area.left)}:${cellRef(area.bottom, area.right)}`;
}

function evaluateRange(area: CellArea, context: EvaluationContext): EvaluatedValue {
  if (area.bottom > context.rows || area.right > context.columns) {
    return cellError("#REF!", `The range ${areaLabel(area)} reaches beyond the sheet.`);
  }
  if (areaSize(area) > SPREADSHEET_LIMITS.maxRangeCells) return cellError("#LIMIT!", RANGE_LIMIT_MESSAGE);
  return new RangeValue(area);
}

function evaluateArithmetic(operator: string, left: CellValue, right: CellValue): CellValue {
  const leftNumber = toNumber(left);
  if (isCellError(leftNumber)) return leftNumber;
  const rightNumber = toNumber(right);
  if (isCellError(rightNumber)) return rightNumber;
  switch (operator) {
    case "+":
      return leftNumber + rightNumber;
    case "-":
      return leftNumber - rightNumber;
    case "*":
      return leftNumber * rightNumber;
    case "/":
      return rightNumber === 0
        ? cellError("#DIV/0!", "The formula divides by zero.")
        : leftNumber / rightNumber;
    default:
      return power(leftNumber, rightNumber);
  }
}

function evaluateComparison(operator: string, left: CellValue, right: CellValue): CellValue {
  if (isCellError(left)) return left;
  if (isCellError(right)) return right;
  const order = compareValues(left, right);
  switch (operator) {
    case "=":
      return order === 0;
    case "<>":
      return order !== 0;
    case "<":
      return order < 0;
    case ">":
      return order > 0;
    case "<=":
      return order <= 0;
    default:
      return order >= 0;
  }
}

function evaluateCall(
  name: string,
  argumentNodes: FormulaNode[],
  context: EvaluationContext,
): EvaluatedValue {
  // IF, IFERROR and IFNA evaluate only the branch they take, as Excel does.
  if (name === "IF") {
    if (argumentNodes.length < 2 || argumentNodes.length > 3) {
      return cellError("#VALUE!", "IF takes a condition, a value if true and optionally a value if false.");
    }
    const condition = toBoolean(toScalar(evaluateNode(argumentNodes[0]!, context), context));
    if (isCellError(condition)) return condition;
    const branch = condition ? argumentNodes[1] : argumentNodes[2];
    return branch ? evaluateNode(branch, context) : false;
  }
  if (name === "IFERROR" || name === "IFNA") {
    if (argumentNodes.length !== 2)
      return cellError("#VALUE!", `${name} takes a value and a value to show instead of an error.`);
    const value = toScalar(evaluateNode(argumentNodes[0]!, context), context);
    const isCaught = isCellError(value) && (name === "IFERROR" || value.error === "#N/A");
    return isCaught ? evaluateNode(argumentNodes[1]!, context) : value;
  }
  const definition = FORMULA_FUNCTIONS[name];
  if (!definition) return cellError("#NAME?", `Unknown function ${name}`);
  if (argumentNodes.length < definition.minArguments || argumentNodes.length > definition.maxArguments) {
    const expected =
      definition.minArguments === definition.maxArguments
        ? `${definition.minArguments}`
        : `${definition.minArguments} to ${definition.maxArguments}`;
    return cellError("#VALUE!", `${name} takes ${expected} arguments, not ${argumentNodes.length}.`);
  }
  const args = argumentNodes.map((node) => evaluateNode(node, context));
  return definition.evaluate(args, context);
}

function evaluateCell(row: number, column: number, context: EvaluationContext): EvaluatedValue {
  if (row > context.rows || column > context.columns) {
    return cellError("#REF!", `${cellRef(row, column)} is outside the sheet.`);
  }
  return context.valueAt(row, column);
}

function absoluteRow(reference: RelativeReference, context: EvaluationContext): number {
  return reference.isRowAbsolute ? reference.row : context.originRow + reference.row;
}

function absoluteColumn(reference: RelativeReference, context: EvaluationContext): number {
  return reference.isColumnAbsolute ? reference.column : context.originColumn + reference.column;
}

function evaluateRelativeRange(
  first: RelativeReference,
  last: RelativeReference,
  context: EvaluationContext,
): EvaluatedValue {
  const firstRow = absoluteRow(first, context);
  const lastRow = absoluteRow(last, context);
  const firstColumn = absoluteColumn(first, context);
  const lastColumn = absoluteColumn(last, context);
  return evaluateRange(
    {
      top: Math.min(firstRow, lastRow),
      left: Math.min(firstColumn, lastColumn),
      bottom: Math.max(firstRow, lastRow),
      right: Math.max(firstColumn, lastColumn),
    },
    context,
  );
}

function evaluateNode(node: FormulaNode, context: EvaluationContext): EvaluatedValue {
  switch (node.kind) {
    case "number":
    case "string":
    case "boolean":
      return node.value;
    case "empty":
      return null;
    case "error":
      return cellError(node.code, LITERAL_ERROR_MESSAGES[node.code]);
    case "name":
      return cellError("#NAME?", `Unknown name ${node.name}`);
    case "cell":
      return evaluateCell(node.row, node.column, context);
    case "relativeCell":
      return evaluateCell(
        absoluteRow(node.reference, context),
        absoluteColumn(node.reference, context),
        context,
      );
    case "range":
      return evaluateRange(node, context);
    case "relativeRange":
      return evaluateRelativeRange(node.first, node.last, context);
    case "unary": {
      const operand = toNumber(toScalar(evaluateNode(node.operand, context), context));
      if (isCellError(operand)) return operand;
      return node.operator === "-" ? -operand : operand;
    }
    case "percent": {
      const operand = toNumber(toScalar(evaluateNode(node.operand, context), context));
      return isCellError(operand) ? operand : operand / 100;
    }
    case "binary": {
      const left = toScalar(evaluateNode(node.left, context), context);
      const right = toScalar(evaluateNode(node.right, context), context);
      if (node.operator === "&") {
        const leftText = toText(left);
        if (isCellError(leftText)) return leftText;
        const rightText = toText(right);
        return isCellError(rightText) ? rightText : leftText + rightText;
      }
      if (
        node.operator === "+" ||
        node.operator === "-" ||
        node.operator === "*" ||
        node.operator === "/" ||
        node.operator === "^"
      ) {
        return evaluateArithmetic(node.operator, left, right);
      }
      return evaluateComparison(node.operator, left, right);
    }
    case "call":
      return evaluateCall(node.name, node.args, context);
  }
}

/**
 * The value a formula shows: an empty result shows 0, a range must be a single cell, and a result that
 * is no finite number is #NUM!, as in Excel.
 */
export function evaluateFormula(node: FormulaNode, context: EvaluationContext): CellValue {
  let value: CellValue;
  try {
    value = toScalar(evaluateNode(node, context), context);
  } catch (error) {
    // A formula of thousands of chained operators can exhaust the call stack; it shows as an error.
    if (error instanceof RangeError) return cellError("#VALUE!", "The formula is too long to calculate.");
    throw error;
  }
  if (value === null) return 0;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return cellError("#NUM!", "The result is too large or not a real number.");
    return value === 0 ? 0 : value;
  }
  return value;
}
