import { SPREADSHEET_TEMPLATE_KEYS } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { calculateSpreadsheet } from "./spreadsheet-content.ts";
import { buildSpreadsheetTemplate, listSpreadsheetTemplates } from "./spreadsheet-templates.ts";

const RATE = { rateBasisPoints: 1150, effectiveFrom: "2024-11-01" };

function isError(value: unknown): boolean {
  return typeof value === "object" && value !== null;
}

describe("the built-in templates", () => {
  it("lists the six templates with their size", () => {
    const templates = listSpreadsheetTemplates();
    expect(templates.map((template) => template.key)).toEqual([...SPREADSHEET_TEMPLATE_KEYS]);
    for (const template of templates) {
      expect(template.rows).toBeGreaterThanOrEqual(20);
      expect(template.columns).toBeGreaterThanOrEqual(3);
      expect(template.title).not.toBe("");
    }
  });

  it.each([...SPREADSHEET_TEMPLATE_KEYS])(
    "%s calculates with no error cell, a frozen header row and formats",
    (key) => {
      for (const prescribedRate of [RATE, null]) {
        const { sheet } = buildSpreadsheetTemplate(key, { prescribedRate });
        const calculated = calculateSpreadsheet(sheet);
        const errors = Object.entries(calculated.calculations).filter(([, value]) => isError(value));
        expect(errors).toEqual([]);
        expect(Object.keys(calculated.calculations).length).toBeGreaterThan(0);
        expect(sheet.frozenRows).toBe(1);
        expect(sheet.structure.headers.length).toBeGreaterThan(0);
        expect(Object.values(sheet.formats)).toEqual(expect.arrayContaining(["rand", "date"]));
      }
    },
  );

  it("works out mora interest at the prescribed rate with the in duplum cap", () => {
    const { sheet } = buildSpreadsheetTemplate("debt-interest", { prescribedRate: RATE });
    expect(sheet.values.B5).toBe(0.115);
    expect(sheet.formats).toMatchObject({ B2: "rand", B3: "date", B4: "date", B5: "percent", B9: "rand" });
    expect(sheet.names.revenue).toBe("B9");
    sheet.values.B2 = 100_000;
    // 1 January 2024 to 31 December 2024: 365 days.
    sheet.values.B3 = 45292;
    delete sheet.formulas.B4;
    sheet.values.B4 = 45657;
    const calculated = calculateSpreadsheet(sheet);
    expect(calculated.calculations.B6).toBe(365);
    expect(calculated.calculations.B7).toBe(11_500);
    expect(calculated.calculations.B8).toBe(11_500);
    expect(calculated.calculations.B9).toBe(111_500);
    expect(calculated.totals.totalRevenue).toBe(11_150_000);

    // Ten years of interest pass the capital: in duplum stops it there.
    sheet.values.B3 = 45657 - 3650 * 2;
    const capped = calculateSpreadsheet(sheet);
    expect(capped.calculations.B7).toBeGreaterThan(100_000);
    expect(capped.calculations.B8).toBe(100_000);
    expect(capped.calculations.B9).toBe(200_000);
  });

  it("says in a note cell that the rate must be filled in when none is on record", () => {
    const { sheet } = buildSpreadsheetTemplate("debt-interest", { prescribedRate: null });
    expect(sheet.values.B5).toBeUndefined();
    expect(sheet.values.A5).toMatch(/fill in/i);
    expect(sheet.values.C5).toMatch(/No prescribed rate is on record/);
  });

  it("gives the fee budget's revenue, profit and margin from its named cells", () => {
    const { sheet } = buildSpreadsheetTemplate("fee-budget", { prescribedRate: null });
    sheet.values.C2 = 10;
    sheet.values.D2 = 2_000;
    sheet.values.E15 = 800;
    const calculated = calculateSpreadsheet(sheet);
    expect(calculated.totals).toEqual({ totalRevenue: 2_000_000, totalProfit: 1_200_000, avgMargin: 6000 });
    expect(calculated.calculations.E13).toBe(23_000);
  });
});
