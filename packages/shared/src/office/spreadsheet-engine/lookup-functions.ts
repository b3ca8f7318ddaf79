import { parseTypedNumber } from "./cell-input.ts";
import { type CellValue, cellError, isCellError } from "./cell-value.ts";
import { compareValues, type EvaluationContext, RangeValue, toNumber, toScalar } from "./formula-values.ts";
import { booleanArgument, type FormulaFunction, numberArgument } from "./function-arguments.ts";

type Criterion = (value: CellValue) => boolean;

/** "a*b?" as a pattern: * any run of characters, ? one character, ~ escapes the next one. */
function wildcardPattern(text: string): RegExp | null {
  if (!/[*?]/.test(text)) return null;
  let source = "";
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? "";
    if (character === "~" && index + 1 < text.length) {
      index += 1;
      source += (text[index] ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    } else if (character === "*") source += "[\\s\\S]*";
    else if (character === "?") source += "[\\s\\S]";
    else source += character.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`, "i");
}

/** Whether text equals a text criterion, with Excel's wildcards and without case. */
function matchesText(value: string, expected: string): boolean {
  const pattern = wildcardPattern(expected);
  return pattern ? pattern.test(value) : value.toLowerCase() === expected.toLowerCase();
}

/**
 * A SUMIF/COUNTIF criterion as a test on a cell: 5, TRUE, "apple", "app*", ">100", "<>0", "<=2026/01/01",
 * "=" (empty cells) or "<>" (non-empty cells).
 */
export function buildCriterion(criterion: CellValue): Criterion {
  if (criterion === null) return (value) => value === null || value === 0;
  if (isCellError(criterion)) return (value) => isCellError(value) && value.error === criterion.error;
  if (typeof criterion === "number") {
    return (value) =>
      typeof value === "number"
        ? compareValues(value, criterion) === 0
        : typeof value === "string" && parseTypedNumber(value) === criterion;
  }
  if (typeof criterion === "boolean") return (value) => value === criterion;
  const match = /^(<=|>=|<>|<|>|=)?([\s\S]*)$/.exec(criterion);
  const operator = match?.[1] ?? "=";
  const operand = match?.[2] ?? "";
  const operandNumber = parseTypedNumber(operand);
  const operandValue: number | string | boolean =
    operandNumber !== null
      ? operandNumber
      : operand.toUpperCase() === "TRUE"
        ? true
        : operand.toUpperCase() === "FALSE"
          ? false
          : operand;
  const isEqual = (value: CellValue): boolean => {
    if (operand === "") return value === null || value === "";
    if (typeof operandValue === "string")
      return typeof value === "string" && matchesText(value, operandValue);
    if (typeof operandValue === "number") {
      if (typeof value === "number") return compareValues(value, operandValue) === 0;
      return typeof value === "string" && parseTypedNumber(value) === operandValue;
    }
    return value === operandValue;
  };
  if (operator === "=") return isEqual;
  if (operator === "<>") return (value) => !isCellError(value) && !isEqual(value);
  return (value) => {
    if (value === null || isCellError(value) || typeof value !== typeof operandValue) return false;
    const order = compareValues(value, operandValue);
    if (operator === "<") return order < 0;
    if (operator === ">") return order > 0;
    if (operator === "<=") return order <= 0;
    return order >= 0;
  };
}

function rangeArgument(argument: unknown, name: string): RangeValue | CellValue {
  if (argument instanceof RangeValue) return argument;
  return cellError("#VALUE!", `${name} needs a range of cells such as A1:A10.`);
}

/** SUMIF and COUNTIF: walk the range once, testing each cell against the criterion. */
function conditional(name: string, isSum: boolean): FormulaFunction {
  return {
    minArguments: 2,
    maxArguments: isSum ? 3 : 2,
    evaluate(args, context) {
      const range = rangeArgument(args[0], name);
      if (!(range instanceof RangeValue)) return range;
      const criterion = toScalar(args[1] ?? null, context);
      const matches = buildCriterion(criterion);
      const sumArgument = args[2];
      const sumRange = sumArgument === undefined ? range : rangeArgument(sumArgument, name);
      if (!(sumRange instanceof RangeValue)) return sumRange;
      const { top, left, bottom, right } = range.area;
      let total = 0;
      for (let row = top; row <= bottom; row += 1) {
        for (let column = left; column <= right; column += 1) {
          if (!matches(context.valueAt(row, column))) continue;
          if (!isSum) {
            total += 1;
            continue;
          }
          // The sum range is read with the criteria range's shape from its own top-left cell, as in Excel.
          const sumRow = sumRange.area.top + (row - top);
          const sumColumn = sumRange.area.left + (column - left);
          if (sumRow > context.rows || sumColumn > context.columns) continue;
          const value = context.valueAt(sumRow, sumColumn);
          if (isCellError(value)) return value;
          if (typeof value === "number") total += value;
        }
      }
      return total;
    },
  };
}

function lookupValueMatches(candidate: CellValue, lookup: number | string | boolean): boolean {
  if (typeof lookup === "string") return typeof candidate === "string" && matchesText(candidate, lookup);
  return (
    candidate !== null &&
    !isCellError(candidate) &&
    typeof candidate === typeof lookup &&
    compareValues(candidate, lookup) === 0
  );
}

/**
 * VLOOKUP: exact match (FALSE) finds the first row whose first column equals the value; approximate
 * match (TRUE, the default) expects the first column sorted ascending and takes the last row not
 * greater than the value, as Excel does.
 */
function verticalLookup(
  context: EvaluationContext,
  lookup: CellValue,
  table: RangeValue,
  columnIndex: number,
  isApproximate: boolean,
): CellValue {
  if (lookup === null) lookup = 0;
  if (isCellError(lookup)) return lookup;
  const width = table.area.right - table.area.left + 1;
  if (columnIndex < 1) return cellError("#VALUE!", "VLOOKUP's column number must be 1 or more.");
  if (columnIndex > width)
    return cellError(
      "#REF!",
      `VLOOKUP's column number ${columnIndex} is beyond the table's ${width} columns.`,
    );
  const { top, bottom, left } = table.area;
  let foundRow: number | null = null;
  for (let row = top; row <= bottom; row += 1) {
    const candidate = context.valueAt(row, left);
    if (!isApproximate) {
      if (lookupValueMatches(candidate, lookup)) {
        foundRow = row;
        break;
      }
      continue;
    }
    if (candidate === null || isCellError(candidate) || typeof candidate !== typeof lookup) continue;
    if (compareValues(candidate, lookup) > 0) break;
    foundRow = row;
  }
  if (foundRow === null) {
    return cellError(
      "#N/A",
      `VLOOKUP did not find ${typeof lookup === "string" ? `"${lookup}"` : String(lookup)} in the table's first column.`,
    );
  }
  return context.valueAt(foundRow, left + columnIndex - 1) ?? 0;
}

export const LOOKUP_FUNCTIONS: Record<string, FormulaFunction> = {
  SUMIF: conditional("SUMIF", true),
  COUNTIF: conditional("COUNTIF", false),
  VLOOKUP: {
    minArguments: 3,
    maxArguments: 4,
    evaluate(args, context) {
      const lookup = toScalar(args[0] ?? null, context);
      const table = rangeArgument(args[1], "VLOOKUP");
      if (!(table instanceof RangeValue)) return table;
      const columnIndex = numberArgument(args, 2, context);
      if (isCellError(columnIndex)) return columnIndex;
      const isApproximate = booleanArgument(args, 3, context, true);
      if (isCellError(isApproximate)) return isApproximate;
      return verticalLookup(context, lookup, table, Math.trunc(columnIndex), isApproximate);
    },
  },
  VALUE: {
    minArguments: 1,
    maxArguments: 1,
    evaluate: (args, context) => toNumber(toScalar(args[0] ?? null, context)),
  },
};
