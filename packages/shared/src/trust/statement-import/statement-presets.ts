import type { TStatementMapping } from "./statement-mapping.schemas.ts";

/** The banks with a ready-made mapping; the same keys as the trust account's bank. */
export const STATEMENT_PRESET_IDS = ["absa", "fnb", "standard", "nedbank", "capitec"] as const;
export type StatementPresetId = (typeof STATEMENT_PRESET_IDS)[number];

export type StatementPreset = { label: string; mapping: TStatementMapping };

/**
 * Column mappings for each bank's online-banking CSV export. Every preset searches for its header
 * row, so a title or account-detail lines on top do no harm, and finds columns by name, so extra
 * trailing columns do none either. Only ABSA's date layout is confirmed from a real export; the
 * others accept each layout the bank is known to use, which is safe because no two layouts read one
 * text as different dates.
 */
export const STATEMENT_PRESETS: Record<StatementPresetId, StatementPreset> = {
  absa: {
    label: "ABSA",
    mapping: {
      headerRow: true,
      headerSearch: true,
      skipRows: 0,
      dateColumn: "Date",
      dateFormat: "YYYYMMDD",
      descriptionColumn: "Description",
      amountColumn: "Amount",
      balanceColumn: "Balance",
    },
  },
  fnb: {
    label: "FNB",
    mapping: {
      headerRow: true,
      headerSearch: true,
      skipRows: 0,
      dateColumn: "Date",
      dateFormat: ["YYYY/MM/DD", "D MMM YYYY"],
      descriptionColumn: "Description",
      amountColumn: "Amount",
      balanceColumn: "Balance",
      // "Accrued Bank Charges" is left out on purpose: those charges are not yet debited, and appear
      // as a fee line of their own on the day the bank takes them.
    },
  },
  standard: {
    label: "Standard Bank",
    mapping: {
      headerRow: true,
      headerSearch: true,
      skipRows: 0,
      dateColumn: "Date",
      dateFormat: ["YYYYMMDD", "D MMM YYYY", "DD/MM/YYYY"],
      descriptionColumn: "Description",
      moneyInColumn: "Deposits",
      moneyOutColumn: "Payments",
      balanceColumn: "Balance",
    },
  },
  nedbank: {
    label: "Nedbank",
    mapping: {
      headerRow: true,
      headerSearch: true,
      skipRows: 0,
      dateColumn: "Date",
      dateFormat: ["D MMM YYYY", "DD/MM/YYYY", "YYYY-MM-DD"],
      descriptionColumn: "Description",
      moneyInColumn: "Credits",
      moneyOutColumn: "Debits",
      feesColumn: "Fees",
      balanceColumn: "Balance",
    },
  },
  capitec: {
    label: "Capitec",
    mapping: {
      headerRow: true,
      headerSearch: true,
      skipRows: 0,
      // The transaction date is the day the client paid; the posting date can be a day or two later.
      dateColumn: "Transaction Date",
      dateFormat: ["YYYY-MM-DD", "DD/MM/YYYY", "D MMM YYYY"],
      descriptionColumn: "Description",
      moneyInColumn: "Money In",
      moneyOutColumn: "Money Out",
      // Newer Capitec exports add a Fee column; older ones have none, which a fees column tolerates.
      feesColumn: "Fee",
      balanceColumn: "Balance",
    },
  },
};
