import { type CellValue, cellError, isCellError } from "./cell-value.ts";
import {
  type EvaluatedValue,
  type EvaluationContext,
  forEachCellIn,
  RangeValue,
  type RoundingMode,
  roundToDigits,
  toNumber,
} from "./formula-values.ts";
import {
  collectNumbers,
  type FormulaFunction,
  finiteNumber,
  forEachNumber,
  numberArgument,
  sumNumbers,
} from "./function-arguments.ts";

const ANY_NUMBER_OF_ARGUMENTS = 255;

function aggregate(reduce: (numbers: number[]) => CellValue): FormulaFunction {
  return {
    minArguments: 1,
    maxArguments: ANY_NUMBER_OF_ARGUMENTS,
    evaluate(args, context) {
      const numbers = collectNumbers(args, context);
      return isCellError(numbers) ? numbers : reduce(numbers);
    },
  };
}

/** An aggregate that folds numbers one by one, with no list: SUM over long ranges in many cells. */
function fold(
  start: number,
  step: (total: number, value: number) => number,
  finish: (total: number, count: number) => CellValue,
): FormulaFunction {
  return {
    minArguments: 1,
    maxArguments: ANY_NUMBER_OF_ARGUMENTS,
    evaluate(args, context) {
      let total = start;
      let count = 0;
      const error = forEachNumber(args, context, (value) => {
        total = step(total, value);
        count += 1;
      });
      return error ?? finish(total, count);
    },
  };
}

function rounding(mode: RoundingMode): FormulaFunction {
  return {
    minArguments: 1,
    maxArguments: 2,
    evaluate(args, context) {
      const value = numberArgument(args, 0, context);
      if (isCellError(value)) return value;
      const digits = numberArgument(args, 1, context, 0);
      if (isCellError(digits)) return digits;
      return roundToDigits(value, digits, mode);
    },
  };
}

function unaryMath(operation: (value: number) => CellValue): FormulaFunction {
  return {
    minArguments: 1,
    maxArguments: 1,
    evaluate(args, context) {
      const value = numberArgument(args, 0, context);
      return isCellError(value) ? value : operation(value);
    },
  };
}

function binaryMath(operation: (left: number, right: number) => CellValue): FormulaFunction {
  return {
    minArguments: 2,
    maxArguments: 2,
    evaluate(args, context) {
      const left = numberArgument(args, 0, context);
      if (isCellError(left)) return left;
      const right = numberArgument(args, 1, context);
      return isCellError(right) ? right : operation(left, right);
    },
  };
}

/** x to the power y, with Excel's errors: 0 to a negative power divides by zero. */
export function power(base: number, exponent: number): CellValue {
  if (base === 0 && exponent < 0) return cellError("#DIV/0!", "Zero cannot be raised to a negative power.");
  if (base === 0 && exponent === 0) return cellError("#NUM!", "Zero to the power zero has no value.");
  return finiteNumber(base ** exponent);
}

function countOf(
  args: readonly EvaluatedValue[],
  context: EvaluationContext,
  counts: (value: CellValue, isDirect: boolean) => boolean,
): number {
  let count = 0;
  for (const argument of args) {
    if (argument instanceof RangeValue) {
      forEachCellIn(argument, context, (value) => {
        if (counts(value, false)) count += 1;
        return true;
      });
    } else if (counts(argument, true)) {
      count += 1;
    }
  }
  return count;
}

export const MATH_FUNCTIONS: Record<string, FormulaFunction> = {
  SUM: {
    minArguments: 1,
    maxArguments: ANY_NUMBER_OF_ARGUMENTS,
    evaluate(args, context) {
      const sum = sumNumbers(args, context);
      return isCellError(sum) ? sum : sum.total;
    },
  },
  AVERAGE: {
    minArguments: 1,
    maxArguments: ANY_NUMBER_OF_ARGUMENTS,
    evaluate(args, context) {
      const sum = sumNumbers(args, context);
      if (isCellError(sum)) return sum;
      return sum.count === 0
        ? cellError("#DIV/0!", "AVERAGE has no numbers to average.")
        : sum.total / sum.count;
    },
  },
  MIN: fold(Number.POSITIVE_INFINITY, Math.min, (least, count) => (count === 0 ? 0 : least)),
  MAX: fold(Number.NEGATIVE_INFINITY, Math.max, (most, count) => (count === 0 ? 0 : most)),
  PRODUCT: fold(
    1,
    (product, value) => product * value,
    (product) => finiteNumber(product),
  ),
  MEDIAN: aggregate((numbers) => {
    if (numbers.length === 0) return cellError("#NUM!", "MEDIAN has no numbers.");
    const sorted = [...numbers].sort((left, right) => left - right);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  }),
  COUNT: {
    minArguments: 1,
    maxArguments: ANY_NUMBER_OF_ARGUMENTS,
    evaluate: (args, context) =>
      countOf(args, context, (value, isDirect) =>
        isDirect
          ? value !== null && !isCellError(value) && !isCellError(toNumber(value))
          : typeof value === "number",
      ),
  },
  COUNTA: {
    minArguments: 1,
    maxArguments: ANY_NUMBER_OF_ARGUMENTS,
    evaluate: (args, context) => countOf(args, context, (value, isDirect) => isDirect || value !== null),
  },
  COUNTBLANK: {
    minArguments: 1,
    maxArguments: 1,
    evaluate: (args, context) => countOf(args, context, (value) => value === null || value === ""),
  },
  ROUND: rounding("nearest"),
  ROUNDUP: rounding("up"),
  ROUNDDOWN: rounding("down"),
  ABS: unaryMath(Math.abs),
  INT: unaryMath(Math.floor),
  SQRT: unaryMath((value) =>
    value < 0
      ? cellError("#NUM!", "SQRT cannot take the square root of a negative number.")
      : Math.sqrt(value),
  ),
  POWER: binaryMath(power),
  MOD: binaryMath((number, divisor) => {
    if (divisor === 0) return cellError("#DIV/0!", "MOD cannot divide by zero.");
    // The remainder takes the divisor's sign, as in Excel: MOD(-3, 2) = 1.
    const remainder = number - divisor * Math.floor(number / divisor);
    return roundToDigits(remainder, 15 - Math.ceil(Math.log10(Math.abs(divisor) + 1)), "nearest");
  }),
};
