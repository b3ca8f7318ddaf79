import {
  cellRef,
  type TSpreadsheetCellValue,
  type TSpreadsheetFormat,
  type TSpreadsheetNames,
  type TSpreadsheetTemplate,
  type TSpreadsheetTemplateKey,
  type TSpreadsheetType,
} from "@inkundla/shared";
import { buildStoredSpreadsheet, type StoredSpreadsheet } from "./spreadsheet-content.ts";

/** The prescribed rate of interest in force today, from the rate table the platform administrator keeps. */
export type CurrentPrescribedRate = { rateBasisPoints: number; effectiveFrom: string } | null;

/** What a template may need from the firm's data when it is made (only the debt template uses it today). */
export type SpreadsheetTemplateParameters = { prescribedRate: CurrentPrescribedRate };

type TemplateDefinition = Omit<TSpreadsheetTemplate, "rows" | "columns"> & {
  build: (parameters: SpreadsheetTemplateParameters) => StoredSpreadsheet;
};

/** Collects a template's cells row by row: row 1 holds the headers, like every sheet. */
class TemplateSheet {
  private readonly values: Record<string, TSpreadsheetCellValue> = {};
  private readonly formulas: Record<string, string> = {};
  private readonly formats: Record<string, TSpreadsheetFormat> = {};
  private readonly columnWidths: Record<string, number> = {};

  constructor(
    private readonly headers: string[],
    private readonly rows: number,
  ) {}

  /** A typed input or label; `format` says how it shows. */
  value(reference: string, value: TSpreadsheetCellValue, format?: TSpreadsheetFormat): this {
    this.values[reference] = value;
    if (format) this.formats[reference] = format;
    return this;
  }

  /** An input cell left empty for the person to fill, already formatted. */
  input(reference: string, format: TSpreadsheetFormat): this {
    this.formats[reference] = format;
    return this;
  }

  formula(reference: string, formula: string, format?: TSpreadsheetFormat): this {
    this.formulas[reference] = formula;
    if (format) this.formats[reference] = format;
    return this;
  }

  widths(pixels: number[]): this {
    pixels.forEach((width, index) => {
      this.columnWidths[String(index + 1)] = width;
    });
    return this;
  }

  build(names: TSpreadsheetNames = {}): StoredSpreadsheet {
    return buildStoredSpreadsheet(
      { rows: this.rows, columns: this.headers.length, headers: this.headers },
      {
        values: this.values,
        formulas: this.formulas,
        formats: this.formats,
        names,
        frozenRows: 1,
        columnWidths: this.columnWidths,
      },
    );
  }
}

/** "11.50%" from 1150 basis points. */
function percentText(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2)}%`;
}

/**
 * Debt or damages with mora interest at the prescribed rate (Prescribed Rate of Interest Act 55 of 1975):
 * simple interest on the capital from the day after the debtor fell into mora, at the rate in force, on a
 * 365-day year, capped by the in duplum rule at the unpaid capital.
 */
function debtInterestSheet({ prescribedRate }: SpreadsheetTemplateParameters): StoredSpreadsheet {
  const sheet = new TemplateSheet(["Item", "Value", "Notes"], 20).widths([300, 160, 520]);
  const rateNote = prescribedRate
    ? `The prescribed rate of ${percentText(prescribedRate.rateBasisPoints)} in force since ${prescribedRate.effectiveFrom} (the repo rate plus 3.5 percentage points), from the rate table. Where the rate changed during the period, calculate each period at its own rate.`
    : "No prescribed rate is on record: type the rate in force (the repo rate plus 3.5 percentage points). Where the rate changed during the period, calculate each period at its own rate.";
  sheet
    .value("A2", "Capital (the debt or damages)")
    .value("B2", 0, "rand")
    .value("C2", "The unpaid capital claimed.")
    .value("A3", "Interest runs from (mora date)")
    .input("B3", "date")
    .value(
      "C3",
      "The date of demand, or the due date when the debt had a fixed one: when the debtor fell into mora.",
    )
    .value("A4", "Date of calculation")
    .formula("B4", "=TODAY()", "date")
    .value("C4", "Today unless you type another date.")
    .value(
      "A5",
      prescribedRate ? "Prescribed rate of interest (a year)" : "Rate of interest (a year): fill in",
    )
    .value("C5", rateNote)
    .value("A6", "Days of interest")
    .formula("B6", '=IF(B3="",0,MAX(0,DAYS(B4,B3)))')
    .value("C6", "Whole days from the day after the mora date to the date of calculation.")
    .value("A7", "Interest")
    .formula("B7", "=ROUND(B2*B5*B6/365,2)", "rand")
    .value("C7", "Simple interest on the capital: capital × rate × days ÷ 365.")
    .value("A8", "In duplum cap")
    .formula("B8", "=MIN(B7,B2)", "rand")
    .value(
      "C8",
      "In duplum rule: interest that runs while the debt is unpaid may not exceed the unpaid capital; interest above it stops.",
    )
    .value("A9", "Total owing")
    .formula("B9", "=B2+B8", "rand")
    .value("C9", "Capital plus interest after the in duplum cap.");
  if (prescribedRate) sheet.value("B5", prescribedRate.rateBasisPoints / 10_000, "percent");
  else sheet.input("B5", "percent");
  return sheet.build({ revenue: "B9" });
}

const FEE_BUDGET_PHASES = [
  "Instructions, consultation and investigation",
  "Letters of demand and pleadings",
  "Discovery and expert notices",
  "Pre-trial conference and settlement talks",
  "Trial preparation and briefing counsel",
  "Trial",
];

/** Fees by phase (hours × hourly rate), disbursements, VAT at 15 %; profit is fees less the cost of the time. */
function feeBudgetSheet(): StoredSpreadsheet {
  const sheet = new TemplateSheet(
    ["Phase", "Fee earner", "Hours", "Hourly rate", "Fees", "Notes"],
    24,
  ).widths([320, 160, 90, 130, 150, 360]);
  const first = 2;
  const last = first + FEE_BUDGET_PHASES.length - 1;
  FEE_BUDGET_PHASES.forEach((phase, index) => {
    const row = first + index;
    sheet
      .value(cellRef(row, 1), phase)
      .input(cellRef(row, 3), "number")
      .input(cellRef(row, 4), "rand")
      .formula(cellRef(row, 5), `=ROUND(C${row}*D${row},2)`, "rand");
  });
  const total = last + 1;
  sheet
    .value(`A${total}`, "Total fees")
    .formula(`C${total}`, `=SUM(C${first}:C${last})`, "number")
    .formula(`E${total}`, `=SUM(E${first}:E${last})`, "rand")
    .value(`A${total + 1}`, "Disbursements (sheriff, counsel, copies, travel)")
    .value(`E${total + 1}`, 0, "rand")
    .value(`F${total + 1}`, "Counsel's fees and other disbursements passed on at cost.")
    .value(`A${total + 2}`, "Subtotal")
    .formula(`E${total + 2}`, `=E${total}+E${total + 1}`, "rand")
    .value(`A${total + 3}`, "VAT rate")
    .value(`E${total + 3}`, 0.15, "percent")
    .value(`F${total + 3}`, "15% standard rate; set 0% when the firm is not a VAT vendor.")
    .value(`A${total + 4}`, "VAT")
    .formula(`E${total + 4}`, `=ROUND(E${total + 2}*E${total + 3},2)`, "rand")
    .value(`A${total + 5}`, "Total budget (including VAT)")
    .formula(`E${total + 5}`, `=E${total + 2}+E${total + 4}`, "rand")
    .value(`A${total + 7}`, "Cost of an hour of time")
    .input(`E${total + 7}`, "rand")
    .value(`F${total + 7}`, "What an hour of the fee earners' time costs the firm (salaries and overheads).")
    .value(`A${total + 8}`, "Cost of time")
    .formula(`E${total + 8}`, `=ROUND(C${total}*E${total + 7},2)`, "rand")
    .value(`A${total + 9}`, "Profit (fees less cost of time)")
    .formula(`E${total + 9}`, `=E${total}-E${total + 8}`, "rand")
    .value(`A${total + 10}`, "Margin")
    .formula(`E${total + 10}`, `=IF(E${total}=0,0,E${total + 9}/E${total})`, "percent")
    .value(`A${total + 12}`, "Budget given on")
    .input(`E${total + 12}`, "date");
  return sheet.build({ revenue: `E${total}`, profit: `E${total + 9}`, margin: `E${total + 10}` });
}

/** Each offer against the expected value of going to trial (likely award × probability of success, less costs). */
function settlementComparisonSheet(): StoredSpreadsheet {
  const sheet = new TemplateSheet(
    ["Option", "Amount", "Probability", "Costs not recovered", "Net value", "Notes"],
    20,
  ).widths([280, 150, 110, 170, 150, 380]);
  sheet
    .value("A2", "Go to trial: likely award")
    .value("B2", 0, "rand")
    .value("C2", 0.5, "percent")
    .value("D2", 0, "rand")
    .formula("E2", "=ROUND(B2*C2,2)-D2", "rand")
    .value(
      "F2",
      "Expected value: the likely award × the chance of success, less the costs you will not recover.",
    );
  for (const [index, row] of [3, 4, 5].entries()) {
    sheet
      .value(`A${row}`, `Offer ${index + 1}`)
      .value(`B${row}`, 0, "rand")
      .value(`C${row}`, 1, "percent")
      .value(`D${row}`, 0, "rand")
      .formula(`E${row}`, `=ROUND(B${row}*C${row},2)-D${row}`, "rand");
  }
  sheet
    .value("F3", "An offer accepted is certain (100%); add the costs to date the offer does not cover.")
    .value("A7", "Best offer")
    .formula("E7", "=MAX(E3:E5)", "rand")
    .value("A8", "Best offer less trial")
    .formula("E8", "=E7-E2", "rand")
    .value("A9", "Indication")
    .formula("E9", '=IF(E7>=E2,"Settle","Trial")')
    .value("F9", "Only a figure: weigh delay, risk appetite and the client's instructions too.")
    .value("A11", "Offers open until")
    .input("B11", "date");
  return sheet.build({ revenue: "E7" });
}

const TRANSFER_ROWS = 20;

/**
 * Fee notes approved for transfer from trust to business: one row each, with a running total. Money moves
 * only for a fee the client owes and from that client's own trust balance.
 */
function trustTransferScheduleSheet(): StoredSpreadsheet {
  const sheet = new TemplateSheet(
    ["Date", "Client", "Matter", "Invoice", "Amount", "Running total"],
    26,
  ).widths([120, 220, 200, 130, 150, 150]);
  const first = 2;
  const last = first + TRANSFER_ROWS - 1;
  for (let row = first; row <= last; row += 1) {
    sheet
      .input(`A${row}`, "date")
      .input(`E${row}`, "rand")
      .formula(`F${row}`, row === first ? `=E${row}` : `=F${row - 1}+E${row}`, "rand");
  }
  sheet
    .value(`A${last + 1}`, "Total to transfer")
    .formula(`E${last + 1}`, `=SUM(E${first}:E${last})`, "rand")
    .value(
      `A${last + 3}`,
      "Transfer only fee notes the client has approved or that are due, and never more than the client's own trust balance (Legal Practice Act s86; the trust-account rules).",
    );
  return sheet.build({ revenue: `E${last + 1}` });
}

const TIME_BUDGET_ROWS = 8;

/** Budgeted against actual hours per fee earner, the variance in hours and percent, and what it is worth. */
function matterTimeBudgetSheet(): StoredSpreadsheet {
  const sheet = new TemplateSheet(
    [
      "Fee earner",
      "Role",
      "Hourly rate",
      "Budgeted hours",
      "Actual hours",
      "Variance (hours)",
      "Variance %",
      "Variance value",
    ],
    20,
  ).widths([200, 140, 120, 130, 120, 130, 110, 140]);
  const first = 2;
  const last = first + TIME_BUDGET_ROWS - 1;
  for (let row = first; row <= last; row += 1) {
    sheet
      .input(`C${row}`, "rand")
      .input(`D${row}`, "number")
      .input(`E${row}`, "number")
      .formula(`F${row}`, `=E${row}-D${row}`, "number")
      .formula(`G${row}`, `=IF(D${row}=0,0,(E${row}-D${row})/D${row})`, "percent")
      .formula(`H${row}`, `=ROUND(F${row}*C${row},2)`, "rand");
  }
  const total = last + 1;
  sheet
    .value(`A${total}`, "Total")
    .formula(`D${total}`, `=SUM(D${first}:D${last})`, "number")
    .formula(`E${total}`, `=SUM(E${first}:E${last})`, "number")
    .formula(`F${total}`, `=E${total}-D${total}`, "number")
    .formula(`G${total}`, `=IF(D${total}=0,0,F${total}/D${total})`, "percent")
    .formula(`H${total}`, `=SUM(H${first}:H${last})`, "rand")
    .value(`A${total + 2}`, "Time recorded up to")
    .input(`C${total + 2}`, "date")
    .value(
      `A${total + 3}`,
      "A positive variance is time over budget: tell the client before the estimate is passed.",
    );
  return sheet.build();
}

const COURT_COST_ITEMS = [
  "Drawing the summons or notice of motion",
  "Service by the sheriff",
  "Consultations",
  "Drawing other pleadings and notices",
  "Perusal (per page)",
  "Copies (per page)",
  "Letters and correspondence",
  "Attendance at court",
  "Counsel's fees",
  "Court and revenue fees",
];

/** Tariff items × quantity × amount, VAT and total: a party-and-party costs estimate for a client. */
function courtCostsEstimateSheet(): StoredSpreadsheet {
  const sheet = new TemplateSheet(
    ["Tariff item", "Description", "Quantity", "Amount each", "Amount", "Notes"],
    22,
  ).widths([110, 320, 100, 140, 150, 340]);
  const first = 2;
  const last = first + COURT_COST_ITEMS.length - 1;
  COURT_COST_ITEMS.forEach((item, index) => {
    const row = first + index;
    sheet
      .value(`B${row}`, item)
      .input(`C${row}`, "number")
      .input(`D${row}`, "rand")
      .formula(`E${row}`, `=ROUND(C${row}*D${row},2)`, "rand");
  });
  sheet
    .value(
      "F2",
      "Fill in the item number and amount of the court's tariff (High Court or Magistrates' Court).",
    )
    .value(`B${last + 1}`, "Subtotal")
    .formula(`E${last + 1}`, `=SUM(E${first}:E${last})`, "rand")
    .value(`B${last + 2}`, "VAT rate")
    .value(`E${last + 2}`, 0.15, "percent")
    .value(`B${last + 3}`, "VAT")
    .formula(`E${last + 3}`, `=ROUND(E${last + 1}*E${last + 2},2)`, "rand")
    .value(`B${last + 4}`, "Total estimate")
    .formula(`E${last + 4}`, `=E${last + 1}+E${last + 3}`, "rand")
    .value(`B${last + 6}`, "Estimate prepared on")
    .input(`E${last + 6}`, "date");
  return sheet.build({ revenue: `E${last + 4}` });
}

const TEMPLATES: Record<TSpreadsheetTemplateKey, TemplateDefinition> = {
  "debt-interest": {
    key: "debt-interest",
    title: "Debt with mora interest",
    description:
      "Capital, mora date and the prescribed rate: days, simple interest, the in duplum cap and the total owing.",
    type: "calculation",
    build: debtInterestSheet,
  },
  "fee-budget": {
    key: "fee-budget",
    title: "Fee budget",
    description:
      "Phases × hours × rate, disbursements, VAT at 15% and the total; profit and margin at a cost rate.",
    type: "analysis",
    build: feeBudgetSheet,
  },
  "settlement-comparison": {
    key: "settlement-comparison",
    title: "Settlement comparison",
    description: "Offers against the likely award × the chance of success, less costs not recovered.",
    type: "analysis",
    build: settlementComparisonSheet,
  },
  "trust-transfer-schedule": {
    key: "trust-transfer-schedule",
    title: "Trust-to-business transfer schedule",
    description:
      "Fee notes approved for transfer from trust: date, client, matter, invoice, amount, running total.",
    type: "tracking",
    build: trustTransferScheduleSheet,
  },
  "matter-time-budget": {
    key: "matter-time-budget",
    title: "Matter time budget",
    description: "Budgeted against actual hours per fee earner, with the variance in hours and percent.",
    type: "tracking",
    build: matterTimeBudgetSheet,
  },
  "court-costs-estimate": {
    key: "court-costs-estimate",
    title: "Court costs estimate",
    description: "Tariff items, quantities and amounts, VAT and the total estimate.",
    type: "calculation",
    build: courtCostsEstimateSheet,
  },
};

/** The Templates tab: each template's name, purpose, type and size. */
export function listSpreadsheetTemplates(): TSpreadsheetTemplate[] {
  return Object.values(TEMPLATES).map(({ build, ...template }) => {
    const { structure } = build({ prescribedRate: null });
    return { ...template, rows: structure.rows, columns: structure.columns };
  });
}

/** A new sheet's cells from a template. */
export function buildSpreadsheetTemplate(
  key: TSpreadsheetTemplateKey,
  parameters: SpreadsheetTemplateParameters,
): { sheet: StoredSpreadsheet; type: TSpreadsheetType } {
  const template = TEMPLATES[key];
  return { sheet: template.build(parameters), type: template.type };
}
