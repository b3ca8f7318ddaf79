import { type CellValue, cellError, isCellError } from "./cell-value.ts";
import { toText } from "./formula-values.ts";
import { collectValues, type FormulaFunction, numberArgument, textArgument } from "./function-arguments.ts";

function textToText(transform: (text: string) => CellValue): FormulaFunction {
  return {
    minArguments: 1,
    maxArguments: 1,
    evaluate(args, context) {
      const text = textArgument(args, 0, context);
      return isCellError(text) ? text : transform(text);
    },
  };
}

/** Joins the arguments' text; CONCAT spreads ranges, CONCATENATE takes single values. */
function joinText(acceptsRanges: boolean): FormulaFunction {
  return {
    minArguments: 1,
    maxArguments: 255,
    evaluate(args, context) {
      const values = acceptsRanges
        ? collectValues(args, context)
        : args.map((_, index) => textArgument(args, index, context));
      let joined = "";
      for (const value of values) {
        const text = toText(value);
        if (isCellError(text)) return text;
        joined += text;
      }
      return joined;
    },
  };
}

function slice(name: string, take: (text: string, count: number) => string): FormulaFunction {
  return {
    minArguments: 1,
    maxArguments: 2,
    evaluate(args, context) {
      const text = textArgument(args, 0, context);
      if (isCellError(text)) return text;
      const count = numberArgument(args, 1, context, 1);
      if (isCellError(count)) return count;
      if (count < 0) return cellError("#VALUE!", `${name} cannot take a negative number of characters.`);
      return take(text, Math.trunc(count));
    },
  };
}

export const TEXT_FUNCTIONS: Record<string, FormulaFunction> = {
  CONCAT: joinText(true),
  CONCATENATE: joinText(false),
  LEN: textToText((text) => text.length),
  UPPER: textToText((text) => text.toUpperCase()),
  LOWER: textToText((text) => text.toLowerCase()),
  TRIM: textToText((text) => text.trim().replace(/ {2,}/g, " ")),
  LEFT: slice("LEFT", (text, count) => text.slice(0, count)),
  RIGHT: slice("RIGHT", (text, count) => (count === 0 ? "" : text.slice(-count))),
  MID: {
    minArguments: 3,
    maxArguments: 3,
    evaluate(args, context) {
      const text = textArgument(args, 0, context);
      if (isCellError(text)) return text;
      const start = numberArgument(args, 1, context);
      if (isCellError(start)) return start;
      const count = numberArgument(args, 2, context);
      if (isCellError(count)) return count;
      if (start < 1 || count < 0)
        return cellError("#VALUE!", "MID needs a start of 1 or more and a count of 0 or more.");
      return text.slice(Math.trunc(start) - 1, Math.trunc(start) - 1 + Math.trunc(count));
    },
  },
};
