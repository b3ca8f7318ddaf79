import { type CellError, type CellValue, cellError, isCellError } from "./cell-value.ts";
import {
  type EvaluatedValue,
  type EvaluationContext,
  forEachCellIn,
  RangeValue,
  toBoolean,
  toNumber,
  toScalar,
  toText,
} from "./formula-values.ts";

/** One spreadsheet function: how many arguments it takes and what it makes of them. */
export type FormulaFunction = {
  minArguments: number;
  maxArguments: number;
  evaluate(args: readonly EvaluatedValue[], context: EvaluationContext): CellValue;
};

/** The argument at `index` as a number; `fallback` when it was left out. */
export function numberArgument(
  args: readonly EvaluatedValue[],
  index: number,
  context: EvaluationContext,
  fallback?: number,
): number | CellError {
  const argument = args[index];
  if (argument === undefined) {
    return fallback ?? cellError("#VALUE!", "A number is missing from the function.");
  }
  return toNumber(toScalar(argument, context));
}

export function textArgument(
  args: readonly EvaluatedValue[],
  index: number,
  context: EvaluationContext,
): string | CellError {
  const argument = args[index];
  return argument === undefined ? "" : toText(toScalar(argument, context));
}

export function booleanArgument(
  args: readonly EvaluatedValue[],
  index: number,
  context: EvaluationContext,
  fallback: boolean,
): boolean | CellError {
  const argument = args[index];
  return argument === undefined ? fallback : toBoolean(toScalar(argument, context));
}

/**
 * Hands `add` the numbers SUM, AVERAGE, MIN and MAX work on, as Excel picks them: a value typed straight
 * into the function counts if it reads as a number (TRUE as 1); inside a range only numbers count and
 * text, TRUE/FALSE and empty cells are skipped. Returns the first error met (which is then the answer),
 * or null. Ranges are read column by column from the sheet's own arrays: running totals over 10 000
 * rows read 50 million cells and must not allocate for each.
 */
export function forEachNumber(
  args: readonly EvaluatedValue[],
  context: EvaluationContext,
  add: (value: number) => void,
): CellError | null {
  for (const argument of args) {
    if (argument instanceof RangeValue) {
      const { top, left, bottom, right } = argument.area;
      for (let column = left; column <= right; column += 1) {
        const values = context.columnValues(column);
        if (!values) continue;
        const last = Math.min(bottom, values.length - 1);
        for (let row = top; row <= last; row += 1) {
          const value = values[row];
          if (typeof value === "number") add(value);
          else if (typeof value === "object" && value !== null) return value;
        }
      }
      continue;
    }
    if (argument === null) continue;
    const number = toNumber(argument);
    if (isCellError(number)) return number;
    add(number);
  }
  return null;
}

/**
 * SUM's total and AVERAGE's count of the numbers forEachNumber would hand over, or the first error met.
 * A long run down a column is read from the sheet's running totals when the total so far is 0, so the
 * answer is bit for bit the one-by-one sum: 10 000 running totals SUM($A$1:An) cost 10 000 reads, not
 * 50 million.
 */
export function sumNumbers(
  args: readonly EvaluatedValue[],
  context: EvaluationContext,
): { total: number; count: number } | CellError {
  let total = 0;
  let count = 0;
  for (const argument of args) {
    if (argument instanceof RangeValue) {
      const { top, left, bottom, right } = argument.area;
      for (let column = left; column <= right; column += 1) {
        const values = context.columnValues(column);
        if (!values) continue;
        const last = Math.min(bottom, values.length - 1);
        if (total === 0 && last >= top) {
          const sum = context.columnSum(column, top, last);
          if (!Number.isNaN(sum)) {
            total = sum;
            count += context.columnNumberCount(column, top, last);
            continue;
          }
        }
        for (let row = top; row <= last; row += 1) {
          const value = values[row];
          if (typeof value === "number") {
            total += value;
            count += 1;
          } else if (typeof value === "object" && value !== null) return value;
        }
      }
      continue;
    }
    if (argument === null) continue;
    const number = toNumber(argument);
    if (isCellError(number)) return number;
    total += number;
    count += 1;
  }
  return { total, count };
}

/** The numbers of the arguments as a list (see forEachNumber), or the first error met. */
export function collectNumbers(
  args: readonly EvaluatedValue[],
  context: EvaluationContext,
): number[] | CellError {
  const numbers: number[] = [];
  const error = forEachNumber(args, context, (value) => {
    numbers.push(value);
  });
  return error ?? numbers;
}

/** Every value of the arguments, ranges spread out cell by cell (empty cells included). */
export function collectValues(args: readonly EvaluatedValue[], context: EvaluationContext): CellValue[] {
  const values: CellValue[] = [];
  for (const argument of args) {
    if (argument instanceof RangeValue) {
      forEachCellIn(argument, context, (value) => {
        values.push(value);
        return true;
      });
    } else {
      values.push(argument);
    }
  }
  return values;
}

/** A result that is no finite number (an overflow, a square root of a negative) is #NUM!. */
export function finiteNumber(value: number): number | CellError {
  return Number.isFinite(value) ? value : cellError("#NUM!", "The result is too large or not a real number.");
}
