import { DATE_FUNCTIONS } from "./date-functions.ts";
import type { FormulaFunction } from "./function-arguments.ts";
import { LOGICAL_FUNCTIONS } from "./logical-functions.ts";
import { LOOKUP_FUNCTIONS } from "./lookup-functions.ts";
import { MATH_FUNCTIONS } from "./math-functions.ts";
import { TEXT_FUNCTIONS } from "./text-functions.ts";

/** Every function a formula may call, by upper-case name (IF, IFERROR and IFNA live in the evaluator). */
export const FORMULA_FUNCTIONS: Readonly<Record<string, FormulaFunction>> = {
  ...MATH_FUNCTIONS,
  ...LOGICAL_FUNCTIONS,
  ...TEXT_FUNCTIONS,
  ...DATE_FUNCTIONS,
  ...LOOKUP_FUNCTIONS,
};

/** Functions whose value changes with the day, not with any cell: recalculated when the date moves on. */
export const VOLATILE_FUNCTIONS: ReadonlySet<string> = new Set(["TODAY"]);
