import {
  SPREADSHEET_TYPE_LABELS,
  type TSpreadsheetType,
  type TSpreadsheetVersionSummary,
} from "@inkundla/shared";

export const SPREADSHEET_TYPE_COLORS: Record<TSpreadsheetType, string> = {
  analysis: "blue",
  tracking: "teal",
  calculation: "grape",
  template: "orange",
};

export const SPREADSHEET_TYPE_OPTIONS = Object.entries(SPREADSHEET_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

export const SPREADSHEET_VERSION_REASON_LABELS: Record<TSpreadsheetVersionSummary["reason"], string> = {
  created: "Created",
  saved: "Saved",
  restored: "Restored",
  imported: "Imported",
};

/** "20 × 6": a sheet's rows by columns, as its card shows it. */
export function sheetSizeLabel(structure: { rows: number; columns: number }): string {
  return `${structure.rows} × ${structure.columns}`;
}

/** A margin in basis points as a percentage: 2500 → "25,0%". */
export function formatMarginBasisPoints(basisPoints: number): string {
  return new Intl.NumberFormat("en-ZA", {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(basisPoints / 10_000);
}
