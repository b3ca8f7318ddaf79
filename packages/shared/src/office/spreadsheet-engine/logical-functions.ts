import { type CellError, type CellValue, cellError, isCellError } from "./cell-value.ts";
import {
  type EvaluatedValue,
  type EvaluationContext,
  forEachCellIn,
  RangeValue,
  toBoolean,
  toScalar,
} from "./formula-values.ts";
import type { FormulaFunction } from "./function-arguments.ts";

/**
 * The TRUE/FALSE values AND and OR combine: in a range only numbers and TRUE/FALSE count (text and
 * empty cells are skipped); a value typed into the function must read as TRUE or FALSE.
 */
function collectBooleans(args: readonly EvaluatedValue[], context: EvaluationContext): boolean[] | CellError {
  const booleans: boolean[] = [];
  let firstError: CellError | null = null;
  for (const argument of args) {
    if (argument instanceof RangeValue) {
      forEachCellIn(argument, context, (value) => {
        if (isCellError(value)) {
          firstError = value;
          return false;
        }
        if (typeof value === "boolean" || typeof value === "number")
          booleans.push(toBoolean(value) as boolean);
        return true;
      });
      if (firstError) return firstError;
      continue;
    }
    if (argument === null) continue;
    const value = toBoolean(argument);
    if (isCellError(value)) return value;
    booleans.push(value);
  }
  return booleans;
}

function combine(name: string, reduce: (values: boolean[]) => boolean): FormulaFunction {
  return {
    minArguments: 1,
    maxArguments: 255,
    evaluate(args, context) {
      const booleans = collectBooleans(args, context);
      if (isCellError(booleans)) return booleans;
      if (booleans.length === 0) return cellError("#VALUE!", `${name} found no TRUE or FALSE values.`);
      return reduce(booleans);
    },
  };
}

function test(check: (value: CellValue) => boolean): FormulaFunction {
  return {
    minArguments: 1,
    maxArguments: 1,
    evaluate: (args, context) => check(toScalar(args[0] ?? null, context)),
  };
}

export const LOGICAL_FUNCTIONS: Record<string, FormulaFunction> = {
  AND: combine("AND", (values) => values.every(Boolean)),
  OR: combine("OR", (values) => values.some(Boolean)),
  XOR: combine("XOR", (values) => values.filter(Boolean).length % 2 === 1),
  NOT: {
    minArguments: 1,
    maxArguments: 1,
    evaluate(args, context) {
      const value = toBoolean(toScalar(args[0] ?? null, context));
      return isCellError(value) ? value : !value;
    },
  },
  TRUE: { minArguments: 0, maxArguments: 0, evaluate: () => true },
  FALSE: { minArguments: 0, maxArguments: 0, evaluate: () => false },
  ISBLANK: test((value) => value === null),
  ISERROR: test(isCellError),
  ISNA: test((value) => isCellError(value) && value.error === "#N/A"),
  ISNUMBER: test((value) => typeof value === "number"),
  ISTEXT: test((value) => typeof value === "string"),
  NA: {
    minArguments: 0,
    maxArguments: 0,
    evaluate: () => cellError("#N/A", "NA() marks a value as not available."),
  },
};
