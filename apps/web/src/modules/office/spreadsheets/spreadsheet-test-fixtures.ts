import type {
  TSpreadsheet,
  TSpreadsheetConflict,
  TSpreadsheetData,
  TSpreadsheetListItem,
  TSpreadsheetTemplate,
} from "@inkundla/shared";

export const SPREADSHEET_ID = "66666666-6666-4666-8666-666666666666";
export const COPY_SPREADSHEET_ID = "77777777-7777-4777-8777-777777777777";
export const CLIENT_ID = "33333333-3333-4333-8333-333333333333";
export const MATTER_ID = "44444444-4444-4444-8444-444444444444";
export const AUTHOR_ID = "55555555-5555-4555-8555-555555555555";

export function buildSpreadsheetListItem(
  overrides: Partial<TSpreadsheetListItem> = {},
): TSpreadsheetListItem {
  return {
    id: SPREADSHEET_ID,
    title: "Fee budget: Nkosi Traders v Dlamini",
    type: "calculation",
    template: "fee-budget",
    clientId: CLIENT_ID,
    clientName: "Nkosi Traders (Pty) Ltd",
    matterId: MATTER_ID,
    matterReference: "MAT-2026-0012",
    matterTitle: "Nkosi Traders v Dlamini",
    isShared: true,
    version: 3,
    structure: {
      rows: 20,
      columns: 6,
      headers: ["Item", "Description", "Amount", "Date", "Category", "Notes"],
    },
    totals: { totalRevenue: 12_345_600, totalProfit: 4_500_000, avgMargin: 3645 },
    author: { id: AUTHOR_ID, name: "Thandi Mokoena" },
    createdAt: "2026-03-01T08:00:00.000Z",
    updatedAt: "2026-03-10T08:00:00.000Z",
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

/** A small fee budget: two fee lines and their total, which the card reads as revenue. */
export function buildSpreadsheetData(overrides: Partial<TSpreadsheetData> = {}): TSpreadsheetData {
  return {
    values: {
      A1: "Item",
      B1: "Description",
      C1: "Amount",
      A2: "Consultation",
      C2: 1500,
      A3: "Drafting",
      C3: 2500,
    },
    formulas: { C4: "=SUM(C2:C3)" },
    formats: { C4: "rand" },
    names: { revenue: "C4" },
    frozenRows: 1,
    columnWidths: {},
    calculations: { C4: 4000 },
    ...overrides,
  };
}

export function buildSpreadsheet(
  overrides: Partial<Omit<TSpreadsheet, "data">> = {},
  data: Partial<TSpreadsheetData> = {},
): TSpreadsheet {
  return { ...buildSpreadsheetListItem(overrides), data: buildSpreadsheetData(data) };
}

export function buildSpreadsheetConflict(
  overrides: Partial<TSpreadsheetConflict> = {},
): TSpreadsheetConflict {
  return {
    message: "Someone else saved this spreadsheet after you opened it.",
    code: "spreadsheet_version_conflict",
    currentVersion: 4,
    savedBy: "Sipho Dlamini",
    savedAt: "2026-03-10T09:15:00.000Z",
    ...overrides,
  };
}

export function buildSpreadsheetTemplate(
  overrides: Partial<TSpreadsheetTemplate> = {},
): TSpreadsheetTemplate {
  return {
    key: "debt-interest",
    title: "Debt and mora interest calculation",
    description:
      "Capital, mora interest at the prescribed rate from the date of demand, and the total claimed.",
    type: "calculation",
    rows: 30,
    columns: 6,
    ...overrides,
  };
}
