import ExcelJS from "exceljs";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  buildStoredSpreadsheet,
  calculateSpreadsheet,
  type StoredSpreadsheet,
} from "./spreadsheet-content.ts";
import { buildSpreadsheetTemplate } from "./spreadsheet-templates.ts";
import {
  dateToSerial,
  formatOfNumberFormat,
  fromXlsxFormula,
  NOT_AN_XLSX_MESSAGE,
  SpreadsheetFileError,
  serialToIsoDate,
  spreadsheetToCsv,
  spreadsheetToXlsx,
  toXlsxFormula,
  XLSX_NUMBER_FORMATS,
  xlsxToSpreadsheet,
} from "./spreadsheet-xlsx.ts";

/** A claim: amounts in rand, a date, a percentage, formulas over them and the card's named cells. */
function claimSheet(): StoredSpreadsheet {
  return buildStoredSpreadsheet(
    { rows: 20, columns: 4, headers: ["Item", "Amount", "Date", "Notes"] },
    {
      values: {
        A2: "Capital",
        B2: 1234.56,
        C2: 45658,
        A3: "Costs",
        B3: 250,
        A4: "Rate",
        B4: 0.115,
        D2: 'Mokoena, Naledi "the client"',
        D3: true,
      },
      formulas: { B5: "=SUM(B2:B3)", B6: "=ROUND(B5*B4,2)", C5: "=DAYS(C2,C2-30)", B7: "=B5/0" },
      formats: { B2: "rand", B3: "rand", B5: "rand", B6: "rand", C2: "date", B4: "percent" },
      names: { revenue: "B5", profit: "B6", margin: "B4" },
      frozenRows: 1,
      columnWidths: { "1": 210, "4": 300 },
    },
  );
}

async function exported(sheet: StoredSpreadsheet, title = "Claim: Mokoena v Dlamini") {
  const { calculations } = calculateSpreadsheet(sheet);
  return spreadsheetToXlsx({ title, stored: sheet, calculations });
}

async function openWithExcelJs(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}

async function refusal(bytes: Uint8Array): Promise<SpreadsheetFileError> {
  const error = await xlsxToSpreadsheet(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SpreadsheetFileError);
  return error as SpreadsheetFileError;
}

/** A minimal workbook package written by hand, so a huge sheet costs only its XML. */
function handMadeXlsx(sheetXml: string): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    "xl/workbook.xml": strToU8(
      '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Big" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      '<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    "xl/worksheets/sheet1.xml": strToU8(sheetXml),
  });
}

describe("exporting to .xlsx", () => {
  it("writes formulas without '=' with their cached results, number formats, names and a frozen header row", async () => {
    const workbook = await openWithExcelJs(await exported(claimSheet()));
    const worksheet = workbook.worksheets[0];
    if (!worksheet) throw new Error("no worksheet");
    expect(worksheet.name).toBe("Claim Mokoena v Dlamini");
    expect(worksheet.getCell("B5").formula).toBe("SUM(B2:B3)");
    expect(worksheet.getCell("B5").result).toBe(1484.56);
    expect(worksheet.getCell("C5").formula).toBe("_xlfn.DAYS(C2,C2-30)");
    expect(worksheet.getCell("B2").numFmt).toBe(XLSX_NUMBER_FORMATS.rand);
    expect(worksheet.getCell("B4").numFmt).toBe("0.00%");
    expect(worksheet.getCell("C2").numFmt).toBe("yyyy/mm/dd");
    expect(worksheet.getCell("A1").value).toBe("Item");
    expect(worksheet.getCell("D3").value).toBe(true);
    expect(worksheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(worksheet.getColumn(1).width).toBe(30);
    const names = Object.fromEntries(workbook.definedNames.model.map((name) => [name.name, name.ranges]));
    expect(names).toMatchObject({
      revenue: ["'Claim Mokoena v Dlamini'!$B$5"],
      profit: ["'Claim Mokoena v Dlamini'!$B$6"],
      margin: ["'Claim Mokoena v Dlamini'!$B$4"],
    });
  });
});

describe("importing an .xlsx", () => {
  it("keeps values, formulas, formats, names, widths and the frozen row through a round trip", async () => {
    const original = claimSheet();
    const imported = await xlsxToSpreadsheet(await exported(original));
    expect(imported.formulas).toEqual(original.formulas);
    expect(imported.formats).toEqual(original.formats);
    expect(imported.values).toEqual(original.values);
    expect(imported.names).toEqual(original.names);
    expect(imported.frozenRows).toBe(1);
    expect(imported.columnWidths).toEqual({ "1": 210, "4": 300 });
    expect(imported.structure).toEqual({ rows: 7, columns: 4, headers: ["Item", "Amount", "Date", "Notes"] });
    expect(calculateSpreadsheet(imported).calculations).toEqual(calculateSpreadsheet(original).calculations);
  });

  it("round-trips a template's formulas, formats and named cells", async () => {
    const { sheet } = buildSpreadsheetTemplate("debt-interest", {
      prescribedRate: { rateBasisPoints: 1150, effectiveFrom: "2024-11-01" },
    });
    const imported = await xlsxToSpreadsheet(await exported(sheet, "Debt"));
    expect(imported.formulas).toEqual(sheet.formulas);
    // The empty input cells (the mora date, a rate to fill in) keep their formats too.
    expect(imported.formats).toEqual(sheet.formats);
    expect(imported.formats.B3).toBe("date");
    expect(imported.names).toEqual({ revenue: "B9" });
  });

  it("refuses a PDF renamed .xlsx, a CSV, and a ZIP that is no workbook", async () => {
    const pdf = await refusal(strToU8("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF"));
    expect(pdf.message).toBe(NOT_AN_XLSX_MESSAGE);
    expect((await refusal(strToU8("Item,Amount\nFees,100\n"))).reason).toBe("not_xlsx");
    expect((await refusal(zipSync({ "word/document.xml": strToU8("<w/>") }))).message).toBe(
      NOT_AN_XLSX_MESSAGE,
    );
  });

  it("names a password-protected workbook as such", async () => {
    const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    const bytes = new Uint8Array([
      ...header,
      ...new Uint8Array(64),
      ...Buffer.from("EncryptedPackage", "utf16le"),
    ]);
    const error = await refusal(bytes);
    expect(error.reason).toBe("encrypted");
    expect(error.message).toMatch(/password/);
  });

  it("refuses a damaged workbook with a clear message", async () => {
    const bytes = await exported(claimSheet());
    const damaged = bytes.slice(0, Math.floor(bytes.length / 2));
    const error = await refusal(damaged);
    expect(["corrupt", "not_xlsx"]).toContain(error.reason);
    expect(error.message).toMatch(/damaged|not an Excel workbook/);
  });

  it("refuses a first sheet of more than 100,000 filled cells before loading it", async () => {
    const rows: string[] = [];
    for (let row = 1; row <= 10_001; row += 1) {
      const cells = Array.from(
        { length: 10 },
        (_, index) => `<c r="${String.fromCharCode(65 + index)}${row}"><v>1</v></c>`,
      );
      rows.push(`<row r="${row}">${cells.join("")}</row>`);
    }
    const started = Date.now();
    const error = await refusal(
      handMadeXlsx(`<worksheet><sheetData>${rows.join("")}</sheetData></worksheet>`),
    );
    expect(error.reason).toBe("too_large");
    expect(error.message).toMatch(/100[\s\u00a0,]000 filled cells/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("formats and formulas between Excel and us", () => {
  it("turns dates into Excel serial numbers and back (1 January 2025 is 45658)", () => {
    expect(dateToSerial(new Date(Date.UTC(2025, 0, 1)))).toBe(45658);
    expect(dateToSerial(new Date(Date.UTC(2025, 0, 1, 12)))).toBe(45658.5);
    expect(serialToIsoDate(45658)).toBe("2025-01-01");
    expect(serialToIsoDate(45658.75)).toBe("2025-01-01");
  });

  it("maps Excel number formats back to ours", () => {
    expect(formatOfNumberFormat(XLSX_NUMBER_FORMATS.rand)).toBe("rand");
    expect(formatOfNumberFormat("[$R-en-ZA] #,##0.00")).toBe("rand");
    expect(formatOfNumberFormat("0%")).toBe("percent");
    expect(formatOfNumberFormat("dd/mm/yyyy")).toBe("date");
    expect(formatOfNumberFormat("[$-en-ZA]d mmmm yyyy")).toBe("date");
    expect(formatOfNumberFormat("#,##0")).toBe("number");
    expect(formatOfNumberFormat("@")).toBe("text");
    expect(formatOfNumberFormat("General")).toBe("general");
    expect(formatOfNumberFormat(undefined)).toBe("general");
  });

  it("prefixes newer functions for the file and strips the prefix again, leaving quoted text alone", () => {
    expect(toXlsxFormula('=IF(DAYS(B4,B3)>0,"DAYS(x)",IFNA(A1,0))')).toBe(
      '_xlfn.IF(_xlfn.DAYS(B4,B3)>0,"DAYS(x)",_xlfn.IFNA(A1,0))'.replace("_xlfn.IF(", "IF("),
    );
    expect(fromXlsxFormula('_xlfn.DAYS(B4,B3)&"_xlfn."')).toBe('=DAYS(B4,B3)&"_xlfn."');
  });
});

describe("CSV export", () => {
  it("writes RFC 4180 rows: numbers unformatted, dates as yyyy-mm-dd, formulas as their values", () => {
    const sheet = claimSheet();
    const csv = spreadsheetToCsv(sheet, calculateSpreadsheet(sheet).calculations);
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Item,Amount,Date,Notes");
    expect(lines[1]).toBe('Capital,1234.56,2025-01-01,"Mokoena, Naledi ""the client"""');
    expect(lines[2]).toBe("Costs,250,,TRUE");
    expect(lines[4]).toBe(",1484.56,30,");
    expect(lines[6]).toBe(",#DIV/0!,,");
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe("");
  });
});
