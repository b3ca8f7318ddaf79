import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseStatementCsv } from "./statement-csv.ts";
import type { TStatementMapping } from "./statement-mapping.schemas.ts";
import { STATEMENT_PRESETS } from "./statement-presets.ts";

function readFixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
}

const SIGNED: TStatementMapping = {
  headerRow: true,
  skipRows: 0,
  dateColumn: "Date",
  dateFormat: "YYYY-MM-DD",
  descriptionColumn: "Description",
  amountColumn: "Amount",
  balanceColumn: "Balance",
};

const GENERIC: TStatementMapping = {
  headerRow: true,
  skipRows: 0,
  dateColumn: "Datum",
  dateFormat: "DD/MM/YYYY",
  descriptionColumn: "Beskrywing",
  referenceColumn: "Verwysing",
  amountColumn: "Bedrag",
};

describe("parseStatementCsv with a mapping the user sets", () => {
  it("reads a ; export with decimal commas, a reference column and no balances", () => {
    const result = parseStatementCsv(readFixture("generic.csv"), GENERIC);
    expect(result.errors).toEqual([]);
    expect(result.lines).toEqual([
      {
        rowNumber: 2,
        date: "2026-02-02",
        description: "Inbetaling",
        reference: "MAT-2026-0013",
        amountCents: 1_250_000,
        balanceCents: null,
        fingerprint: "2026-02-02|1250000||INBETALING|1",
      },
      {
        rowNumber: 3,
        date: "2026-02-03",
        description: "Betaling aan balju Bloemfontein",
        reference: "MAT-2026-0013",
        amountCents: -127_540,
        balanceCents: null,
        fingerprint: "2026-02-03|-127540||BETALING AAN BALJU BLOEMFONTEIN|1",
      },
      {
        rowNumber: 4,
        date: "2026-02-03",
        description: "Bankkoste",
        reference: null,
        amountCents: -5_000,
        balanceCents: null,
        fingerprint: "2026-02-03|-5000||BANKKOSTE|1",
      },
      {
        rowNumber: 5,
        date: "2026-02-03",
        description: "Bankkoste",
        reference: null,
        amountCents: -5_000,
        balanceCents: null,
        fingerprint: "2026-02-03|-5000||BANKKOSTE|2",
      },
      {
        rowNumber: 6,
        date: "2026-02-10",
        description: "Oordrag na besigheidsrekening; faktuur 22",
        reference: "INV-2026-0022",
        amountCents: -400_000,
        balanceCents: null,
        fingerprint: "2026-02-10|-400000||OORDRAG NA BESIGHEIDSREKENING; FAKTUUR 22|1",
      },
      {
        rowNumber: 7,
        date: "2026-02-16",
        description: "Kontantdeposito",
        reference: "MAT-2026-0014",
        amountCents: 85_000,
        balanceCents: null,
        fingerprint: "2026-02-16|85000||KONTANTDEPOSITO|1",
      },
    ]);
  });

  it("reads a file without a header row by column positions, after skipped lines", () => {
    const text =
      "Trust account 4081234567\n05/01/2026,DEPOSIT,MAT-2026-0001,1500.00\n06/01/2026,FEE,,-7.50\n";
    const result = parseStatementCsv(text, {
      headerRow: false,
      skipRows: 1,
      dateColumn: 0,
      dateFormat: "DD/MM/YYYY",
      descriptionColumn: [1, 2],
      amountColumn: 3,
    });
    expect(result.errors).toEqual([]);
    expect(
      result.lines.map(({ rowNumber, description, amountCents }) => [rowNumber, description, amountCents]),
    ).toEqual([
      [2, "DEPOSIT MAT-2026-0001", 150_000],
      [3, "FEE", -750],
    ]);
  });

  it("joins several description columns with a space, leaving out blank ones", () => {
    const text =
      "Date,Narrative,Extra,Amount\n2026-01-05,  PAYMENT   TO ,ADV  MOLEFE,-10.00\n2026-01-06,FEE,,-1.00\n";
    const result = parseStatementCsv(text, {
      ...SIGNED,
      descriptionColumn: ["Narrative", "Extra"],
      balanceColumn: undefined,
    });
    expect(result.lines.map((line) => line.description)).toEqual(["PAYMENT TO ADV MOLEFE", "FEE"]);
  });

  it("finds columns by header text without regard to case or surrounding spaces", () => {
    const text = " DATE , description ,AMOUNT,  Balance\n2026-01-05,DEPOSIT,10.00,10.00\n";
    expect(parseStatementCsv(text, SIGNED).lines).toHaveLength(1);
  });

  it("reads a file with a byte-order mark and CRLF line ends", () => {
    const text =
      "\uFEFFDate,Description,Amount,Balance\r\n2026-01-05,DEPOSIT,10.00,10.00\r\n2026-01-06,FEE,-1.00,9.00\r\n";
    const result = parseStatementCsv(text, SIGNED);
    expect(result.errors).toEqual([]);
    expect(result.lines.map((line) => [line.rowNumber, line.amountCents, line.balanceCents])).toEqual([
      [2, 1_000, 1_000],
      [3, -100, 900],
    ]);
  });

  it("keeps a description that holds commas when the field is quoted", () => {
    const text =
      'Date,Description,Amount,Balance\n2026-01-05,"PAYMENT TO SMITH, JONES & CO, MAT-2026-0001",-10.00,5.00\n';
    expect(parseStatementCsv(text, SIGNED).lines[0]?.description).toBe(
      "PAYMENT TO SMITH, JONES & CO, MAT-2026-0001",
    );
  });

  it("uses the delimiter the mapping gives", () => {
    const text = "Date;Description;Amount\n2026-01-05;DEPOSIT, CASH;1 000,00\n";
    const result = parseStatementCsv(text, { ...SIGNED, balanceColumn: undefined, delimiter: ";" });
    expect(result.lines.map((line) => [line.description, line.amountCents])).toEqual([
      ["DEPOSIT, CASH", 100_000],
    ]);
  });

  it("numbers rows as a spreadsheet does, counting a quoted two-line description as one row", () => {
    const text = 'Date,Description,Amount\n2026-01-05,"LINE ONE\nLINE TWO",1.00\n\n2026-01-06,NEXT,2.00\n';
    const result = parseStatementCsv(text, { ...SIGNED, balanceColumn: undefined });
    expect(result.lines.map((line) => [line.rowNumber, line.description])).toEqual([
      [2, "LINE ONE LINE TWO"],
      [4, "NEXT"],
    ]);
  });
});

describe("parseStatementCsv errors", () => {
  const header = "Date,Description,Amount,Balance";

  it("names the row and column of a bad amount and gives that row no line", () => {
    const text = `${header}\n2026-01-05,DEPOSIT,10.00,10.00\n2026-01-06,FEE,12.345,9.00\n`;
    const result = parseStatementCsv(text, SIGNED);
    expect(result.errors).toEqual([
      {
        rowNumber: 3,
        column: "Amount",
        message:
          'Row 3: "12.345" in Amount is not an amount (three digits after the separator could be cents or thousands)',
      },
    ]);
    expect(result.lines.map((line) => line.rowNumber)).toEqual([2]);
  });

  it("names the row and column of a date that does not exist", () => {
    const text = `${header}\n2026-02-30,DEPOSIT,10.00,10.00\n`;
    const result = parseStatementCsv(text, SIGNED);
    expect(result.errors).toEqual([
      {
        rowNumber: 2,
        column: "Date",
        message: 'Row 2: "2026-02-30" in Date is not a real date written YYYY-MM-DD',
      },
    ]);
    expect(result.lines).toEqual([]);
  });

  it("lists every layout a preset tried when a date fits none", () => {
    const text = "Date,Description,Amount,Balance\n01-05-2026,DEPOSIT,10.00,10.00\n";
    expect(parseStatementCsv(text, STATEMENT_PRESETS.fnb.mapping).errors[0]?.message).toBe(
      'Row 2: "01-05-2026" in Date is not a real date written YYYY/MM/DD or D MMM YYYY',
    );
  });

  it("reports every bad cell of a row", () => {
    const text = `${header}\nyesterday,DEPOSIT,ten,lots\n`;
    expect(parseStatementCsv(text, SIGNED).errors.map((error) => error.message)).toEqual([
      'Row 2: "ten" in Amount is not an amount',
      'Row 2: "yesterday" in Date is not a real date written YYYY-MM-DD',
      'Row 2: "lots" in Balance is not an amount',
    ]);
  });

  it("refuses an empty signed amount, but reads empty money in/out cells as 0", () => {
    const signed = parseStatementCsv(`${header}\n2026-01-05,DEPOSIT,,10.00\n`, SIGNED);
    expect(signed.errors.map((error) => error.message)).toEqual(["Row 2: Amount is empty"]);

    const split = "Date,Description,In,Out\n2026-01-05,DEPOSIT,10.00,\n2026-01-06,FEE,,1.00\n";
    const result = parseStatementCsv(split, {
      ...SIGNED,
      amountColumn: undefined,
      balanceColumn: undefined,
      moneyInColumn: "In",
      moneyOutColumn: "Out",
    });
    expect(result.errors).toEqual([]);
    expect(result.lines.map((line) => line.amountCents)).toEqual([1_000, -100]);
  });

  it("reads an empty balance as no balance", () => {
    const result = parseStatementCsv(`${header}\n2026-01-05,DEPOSIT,10.00,\n`, SIGNED);
    expect(result.lines[0]?.balanceCents).toBeNull();
  });

  it("names columns of a file without a header by their position counted from 1", () => {
    const result = parseStatementCsv("2026-01-05,DEPOSIT,abc\n", {
      headerRow: false,
      skipRows: 0,
      dateColumn: 0,
      dateFormat: "YYYY-MM-DD",
      descriptionColumn: 1,
      amountColumn: 2,
    });
    expect(result.errors).toEqual([
      { rowNumber: 1, column: "column 3", message: 'Row 1: "abc" in column 3 is not an amount' },
    ]);
  });

  it("says which mapped columns the header row lacks", () => {
    const result = parseStatementCsv("Date,Details,Amount\n2026-01-05,DEPOSIT,1.00\n", {
      ...SIGNED,
      referenceColumn: "Reference",
    });
    expect(result.errors).toEqual([
      {
        rowNumber: null,
        column: null,
        message: 'The header row (row 1) has no columns named "Description", "Reference", "Balance"',
      },
    ]);
    expect(result.lines).toEqual([]);
  });

  it("says when no header row can be found", () => {
    const result = parseStatementCsv("Account,123\nDate,Amount\n", STATEMENT_PRESETS.fnb.mapping);
    expect(result.errors[0]?.message).toBe(
      'Could not find the header row: none of the first 30 lines names all of the columns "Date", "Description", "Amount"',
    );
  });

  it("refuses a mapping that names both a signed amount and money in/out columns", () => {
    const result = parseStatementCsv(`${header}\n`, {
      ...SIGNED,
      moneyInColumn: "In",
      moneyOutColumn: "Out",
    });
    expect(result.errors).toEqual([
      {
        rowNumber: null,
        column: null,
        message:
          "The column mapping is not valid: Choose either one Amount column, or both a Money in and a Money out column",
      },
    ]);
  });

  it("warns when the file ends inside a quoted field", () => {
    const result = parseStatementCsv(`${header}\n2026-01-05,"DEPOSIT,10.00,10.00\n`, SIGNED);
    expect(result.errors[0]?.message).toMatch(/ends inside a quoted cell/);
  });

  it("skips a header repeated further down the file instead of reporting it", () => {
    const text = `${header}\n2026-01-05,DEPOSIT,10.00,10.00\n${header}\n2026-01-06,FEE,-1.00,9.00\n`;
    const result = parseStatementCsv(text, SIGNED);
    expect(result.errors).toEqual([]);
    expect(result.lines).toHaveLength(2);
  });
});

describe("parseStatementCsv zero rows and fingerprints", () => {
  it("skips and counts rows whose amount is zero, however the zero is written", () => {
    const text = [
      "Date,Description,In,Out,Balance",
      "2026-01-05,SMS NOTIFICATION,0.00,0.00,10.00",
      "2026-01-05,BLANK AMOUNTS,,,10.00",
      "2026-01-06,DEPOSIT,5.00,,15.00",
      "not a date,OPENING BALANCE,,,10.00",
    ].join("\n");
    const result = parseStatementCsv(text, {
      ...SIGNED,
      amountColumn: undefined,
      moneyInColumn: "In",
      moneyOutColumn: "Out",
    });
    expect(result.errors).toEqual([]);
    expect(result.skippedZeroRows).toBe(3);
    expect(result.lines.map((line) => line.description)).toEqual(["DEPOSIT"]);
  });

  it("numbers identical lines 1 and 2 so two genuine identical fees on one day both survive", () => {
    const text =
      "Date,Description,Amount\n2026-01-05,CASH FEE,-50.00\n2026-01-05,CASH  fee,-50.00\n2026-01-05,OTHER,-50.00\n";
    const fingerprints = parseStatementCsv(text, { ...SIGNED, balanceColumn: undefined }).lines.map(
      (line) => line.fingerprint,
    );
    expect(fingerprints).toEqual([
      "2026-01-05|-5000||CASH FEE|1",
      "2026-01-05|-5000||CASH FEE|2",
      "2026-01-05|-5000||OTHER|1",
    ]);
  });

  it("gives the lines of an overlapping later statement the fingerprints they had in the first import", () => {
    const first = parseStatementCsv(readFixture("absa.csv"), STATEMENT_PRESETS.absa.mapping).lines;
    const later = parseStatementCsv(readFixture("absa-later.csv"), STATEMENT_PRESETS.absa.mapping).lines;
    const alreadyImported = new Set(first.map((line) => line.fingerprint));

    const repeated = later.filter((line) => alreadyImported.has(line.fingerprint));
    const fresh = later.filter((line) => !alreadyImported.has(line.fingerprint));
    expect(repeated.map((line) => line.description)).toEqual([
      "ACB CREDIT MAT-2026-0004 VAN WYK ESTATE LATE",
      "MONTHLY ACC FEE SEE CHARGE STATEMENT DETAIL",
      "INTEREST CREDIT",
    ]);
    expect(fresh.map((line) => [line.date, line.amountCents])).toEqual([
      ["2026-02-03", 1_800_000],
      ["2026-02-04", -920_000],
      ["2026-02-05", -5_000],
      ["2026-02-05", -5_000],
    ]);
    expect(new Set(fresh.map((line) => line.fingerprint)).size).toBe(4);
  });

  it("keeps fingerprints stable when an overlapping export has no balances and repeats a day's identical fees", () => {
    const mapping = { ...SIGNED, balanceColumn: undefined };
    const january =
      "Date,Description,Amount\n2026-01-30,DEPOSIT,9.00\n2026-01-31,FEE,-5.00\n2026-01-31,FEE,-5.00\n";
    const overlap =
      "Date,Description,Amount\n2026-01-31,FEE,-5.00\n2026-01-31,FEE,-5.00\n2026-02-01,DEPOSIT,7.00\n";
    const imported = new Set(parseStatementCsv(january, mapping).lines.map((line) => line.fingerprint));
    const fresh = parseStatementCsv(overlap, mapping).lines.filter((line) => !imported.has(line.fingerprint));
    expect(fresh.map((line) => line.date)).toEqual(["2026-02-01"]);
  });
});
