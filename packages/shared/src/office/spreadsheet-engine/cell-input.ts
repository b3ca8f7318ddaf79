import type { CellConstant } from "./cell-value.ts";
import { serialFromValidParts } from "./serial-dates.ts";

export type CellInput = { kind: "formula"; formula: string } | { kind: "value"; value: CellConstant };

const SPACES = /[\s\u00a0\u202f]/g;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A number as people type it in South Africa: "1234.5", "1 234,56", "1,5", "R 1 234,56", "-R 50",
 * "15%" (0.15), "1,234.56". A comma is the decimal separator unless a dot follows it; spaces group
 * thousands. Null when the text is no number.
 */
export function parseTypedNumber(text: string): number | null {
  let rest = text.trim();
  if (rest === "") return null;
  let sign = 1;
  let isPercent = false;
  if (rest.startsWith("-") || rest.startsWith("+")) {
    sign = rest.startsWith("-") ? -1 : 1;
    rest = rest.slice(1).trimStart();
  }
  if (/^R(?![a-z])/i.test(rest)) {
    rest = rest.slice(1).trimStart();
    if (sign === 1 && (rest.startsWith("-") || rest.startsWith("+"))) {
      sign = rest.startsWith("-") ? -1 : 1;
      rest = rest.slice(1).trimStart();
    }
  }
  if (rest.endsWith("%")) {
    isPercent = true;
    rest = rest.slice(0, -1).trimEnd();
  }
  const magnitude = parseUnsignedNumber(rest);
  if (magnitude === null) return null;
  // Dividing by 100 can leave binary noise (e.g. 14.1% → 0.14100000000000001); 15 digits removes it.
  const value = isPercent ? Number((magnitude / 100).toPrecision(15)) : magnitude;
  return sign * value;
}

function parseUnsignedNumber(text: string): number | null {
  if (/^\d+(?:\.\d*)?[eE][+-]?\d+$/.test(text)) return Number(text);
  if (!/^[\d\s\u00a0\u202f.,]+$/.test(text) || !/\d/.test(text)) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let whole: string;
  let fraction = "";
  let groupSeparator: string | null = null;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalIndex = Math.max(lastComma, lastDot);
    groupSeparator = lastComma > lastDot ? "." : ",";
    whole = text.slice(0, decimalIndex);
    fraction = text.slice(decimalIndex + 1);
  } else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? "," : ".";
    const count = text.split(separator).length - 1;
    if (count === 1) {
      const index = text.indexOf(separator);
      whole = text.slice(0, index);
      fraction = text.slice(index + 1);
    } else {
      whole = text;
      groupSeparator = separator;
    }
  } else {
    whole = text;
  }
  if (!/^\d*$/.test(fraction)) return null;
  const groups = whole
    .replace(SPACES, " ")
    .split(groupSeparator === null ? " " : new RegExp(`[ ${groupSeparator}]`));
  if (groups.length > 1) {
    // Grouped digits come in threes after the first group: "1 234", never "12 34".
    if (!/^\d{1,3}$/.test(groups[0] ?? "") || groups.slice(1).some((group) => !/^\d{3}$/.test(group)))
      return null;
  } else if (!/^\d*$/.test(whole)) {
    return null;
  }
  const digits = groups.join("");
  if (digits === "" && fraction === "") return null;
  const value = Number(`${digits || "0"}.${fraction || "0"}`);
  return Number.isFinite(value) ? value : null;
}

/** A date typed "2026/11/26", "2026-11-26" or "26 Nov 2026" as its serial; null when it is none. */
export function parseTypedDate(text: string): number | null {
  const trimmed = text.trim();
  const numeric = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(trimmed);
  if (numeric) return serialFromValidParts(Number(numeric[1]), Number(numeric[2]), Number(numeric[3]));
  const written = /^(\d{1,2})\s+([A-Za-z]{3,9})\s+(\d{4})$/.exec(trimmed);
  if (written) {
    const monthIndex = MONTHS.indexOf((written[2] ?? "").slice(0, 3).toLowerCase());
    if (monthIndex < 0) return null;
    return serialFromValidParts(Number(written[3]), monthIndex + 1, Number(written[1]));
  }
  return null;
}

/**
 * What a person typed into a cell: a formula when it starts with "=", else a constant — empty, TRUE or
 * FALSE, a date, a number in the South African way of writing it, or text. A leading apostrophe keeps
 * the rest as text ("'0821234567"), as in Excel.
 */
export function parseCellInput(text: string): CellInput {
  if (text.startsWith("=") && text.trim().length > 1) return { kind: "formula", formula: text.trim() };
  if (text.trim() === "") return { kind: "value", value: null };
  if (text.startsWith("'")) return { kind: "value", value: text.slice(1) };
  const upper = text.trim().toUpperCase();
  if (upper === "TRUE" || upper === "FALSE") return { kind: "value", value: upper === "TRUE" };
  const date = parseTypedDate(text);
  if (date !== null) return { kind: "value", value: date };
  const number = parseTypedNumber(text);
  if (number !== null) return { kind: "value", value: number };
  return { kind: "value", value: text };
}
