import type { SheetNameKey } from "./sheet-model";

/** The card figures a cell can be marked as. */
export const SHEET_NAME_LABELS: Record<SheetNameKey, string> = {
  revenue: "Revenue",
  profit: "Profit",
  margin: "Margin",
};
