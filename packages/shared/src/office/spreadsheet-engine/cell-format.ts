import { formatDate } from "../../dates.ts";
import { formatCents } from "../../money.ts";
import { type CellFormat, type CellValue, isCellError } from "./cell-value.ts";
import { roundToDigits } from "./formula-values.ts";
import { isoDateFromSerial, MAX_DATE_SERIAL } from "./serial-dates.ts";

const GENERAL_NUMBER = new Intl.NumberFormat("en-ZA", { maximumSignificantDigits: 10, useGrouping: false });
const GROUPED_NUMBER = new Intl.NumberFormat("en-ZA", { maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat("en-ZA", { style: "percent", maximumFractionDigits: 2 });

/** "general": up to 10 significant digits in the en-ZA way (decimal comma), very large or small in E notation. */
function formatGeneralNumber(value: number): string {
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude >= 1e15 || magnitude < 1e-9)) {
    return value
      .toExponential(5)
      .replace(/\.?0+e/, "e")
      .toUpperCase()
      .replace(".", ",");
  }
  return GENERAL_NUMBER.format(value);
}

/**
 * A cell's value as the grid, cards and exports show it in `format`. Text, TRUE/FALSE and errors show
 * as themselves whatever the format; numbers follow it: "rand" as formatCents does ("R 1 234,56"),
 * "percent" en-ZA ("15%"), "date" as every screen writes a date ("26 Nov 2026").
 */
export function formatCellValue(value: CellValue, format: CellFormat): string {
  if (value === null) return "";
  if (isCellError(value)) return value.error;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "string") return value;
  switch (format) {
    case "rand":
      return formatCents(Math.round(roundToDigits(value, 2, "nearest") * 100));
    case "percent":
      return PERCENT.format(value);
    case "number":
      return GROUPED_NUMBER.format(value);
    case "date":
      return value >= 0 && value <= MAX_DATE_SERIAL
        ? formatDate(isoDateFromSerial(value))
        : formatGeneralNumber(value);
    case "text":
    case "general":
      return formatGeneralNumber(value);
  }
}
