import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseStatementOfx } from "./statement-ofx.ts";

function readFixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
}

describe("parseStatementOfx", () => {
  it("reads an OFX 1 (SGML) statement, skipping the zero transaction", () => {
    const result = parseStatementOfx(readFixture("ofx1-sgml.ofx"));
    expect(result.errors).toEqual([]);
    expect(result.skippedZeroRows).toBe(1);
    expect(result.accountNumber).toBe("62812345678");
    expect(result.ledgerBalance).toEqual({ amountCents: 11_753_750, date: "2026-01-31" });
    expect(result.lines).toEqual([
      {
        rowNumber: 1,
        date: "2026-01-05",
        description: "ACB CREDIT MAT-2026-0015 MOTAUNG & SONS PTY LTD",
        reference: null,
        amountCents: 8_500_000,
        balanceCents: null,
        fingerprint: "ofx|2026010500001",
      },
      {
        rowNumber: 2,
        date: "2026-01-07",
        description: "IB PAYMENT SHERIFF SOWETO MAT-2026-0015",
        reference: null,
        amountCents: -234_000,
        balanceCents: null,
        fingerprint: "ofx|2026010700001",
      },
      {
        rowNumber: 3,
        date: "2026-01-07",
        description: "IB PAYMENT FEE",
        reference: null,
        amountCents: -1_250,
        balanceCents: null,
        fingerprint: "ofx|2026010700002",
      },
      {
        rowNumber: 5,
        date: "2026-01-16",
        description: "TRANSFER TO BUSINESS ACC INV-2026-0024",
        reference: null,
        amountCents: -1_500_000,
        balanceCents: null,
        fingerprint: "ofx|2026011600001",
      },
      {
        rowNumber: 6,
        date: "2026-01-31",
        description: "MONTHLY ACCOUNT FEE",
        reference: null,
        amountCents: -11_000,
        balanceCents: null,
        fingerprint: "ofx|2026013100001",
      },
    ]);
  });

  it("reads an OFX 2 (XML) statement, decoding entities and keeping REFNUM as the reference", () => {
    const result = parseStatementOfx(readFixture("ofx2-xml.ofx"));
    expect(result.errors).toEqual([]);
    expect(result.skippedZeroRows).toBe(0);
    expect(result.accountNumber).toBe("4081234567");
    expect(result.ledgerBalance).toEqual({ amountCents: 6_184_537, date: "2026-02-28" });
    expect(result.lines).toEqual([
      {
        rowNumber: 1,
        date: "2026-02-02",
        description: "DEPOSIT MAT-2026-0016 GOVENDER Transfer deposit \u2013 erf 1432",
        reference: null,
        amountCents: 4_000_000,
        balanceCents: null,
        fingerprint: "ofx|A-20260202-0001",
      },
      {
        rowNumber: 2,
        date: "2026-02-05",
        description: "PAYMENT TO CONVEYANCING SEARCHES CC",
        reference: "MAT-2026-0016",
        amountCents: -315_075,
        balanceCents: null,
        fingerprint: "ofx|A-20260205-0001",
      },
      {
        rowNumber: 3,
        date: "2026-02-05",
        description: "IMMEDIATE PAYMENT FEE",
        reference: null,
        amountCents: -5_000,
        balanceCents: null,
        fingerprint: "2026-02-05|-5000||IMMEDIATE PAYMENT FEE|1",
      },
      {
        rowNumber: 4,
        date: "2026-02-05",
        description: "IMMEDIATE PAYMENT FEE",
        reference: null,
        amountCents: -5_000,
        balanceCents: null,
        fingerprint: "2026-02-05|-5000||IMMEDIATE PAYMENT FEE|2",
      },
      {
        rowNumber: 5,
        date: "2026-02-28",
        description: "INTEREST <TRUST>",
        reference: null,
        amountCents: 9_612,
        balanceCents: null,
        fingerprint: "ofx|A-20260228-0001",
      },
    ]);
  });

  it("gives the same fingerprints for the same transactions in an SGML and an XML export", () => {
    const sgml = parseStatementOfx(readFixture("ofx1-sgml.ofx")).lines;
    const transaction =
      "<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260107</DTPOSTED><TRNAMT>-2340.00</TRNAMT>" +
      "<FITID>2026010700001</FITID><NAME>IB PAYMENT SHERIFF SOWETO</NAME></STMTTRN>";
    const xml = parseStatementOfx(`<OFX><BANKTRANLIST>${transaction}</BANKTRANLIST></OFX>`).lines;
    expect(xml.map((line) => line.fingerprint)).toEqual([sgml[1]?.fingerprint]);
  });

  it("reads SGML transactions that never close their aggregate", () => {
    const text = [
      "<OFX><BANKTRANLIST>",
      "<STMTTRN><DTPOSTED>20260105<TRNAMT>10.00<FITID>1<NAME>ONE",
      "<STMTTRN><DTPOSTED>20260106<TRNAMT>-2.00<FITID>2<NAME>TWO",
      "</BANKTRANLIST></OFX>",
    ].join("\n");
    const result = parseStatementOfx(text);
    expect(result.errors).toEqual([]);
    expect(result.lines.map((line) => [line.date, line.amountCents, line.description])).toEqual([
      ["2026-01-05", 1_000, "ONE"],
      ["2026-01-06", -200, "TWO"],
    ]);
  });

  it("numbers a FITID the bank repeats so neither transaction is lost", () => {
    const transaction = "<STMTTRN><DTPOSTED>20260105<TRNAMT>-5.00<FITID>X1<NAME>FEE</STMTTRN>";
    const result = parseStatementOfx(`<OFX>${transaction}${transaction}</OFX>`);
    expect(result.lines.map((line) => line.fingerprint)).toEqual(["ofx|X1", "ofx|X1|2"]);
  });

  it("names the transaction and tag of a bad amount or date", () => {
    const text =
      "<OFX><STMTTRN><DTPOSTED>20260230<TRNAMT>-5.00<FITID>1</STMTTRN>" +
      "<STMTTRN><DTPOSTED>20260105<TRNAMT>lots<FITID>2</STMTTRN>" +
      "<STMTTRN><DTPOSTED>20260105<FITID>3</STMTTRN></OFX>";
    const result = parseStatementOfx(text);
    expect(result.lines).toEqual([]);
    expect(result.errors).toEqual([
      {
        rowNumber: 1,
        column: "DTPOSTED",
        message: 'Transaction 1: "20260230" in DTPOSTED is not a real date written YYYYMMDD',
      },
      { rowNumber: 2, column: "TRNAMT", message: 'Transaction 2: "lots" in TRNAMT is not an amount' },
      { rowNumber: 3, column: "TRNAMT", message: "Transaction 3: TRNAMT is empty" },
    ]);
  });

  it("refuses a file that is not OFX", () => {
    expect(parseStatementOfx("Date,Description,Amount\n").errors).toEqual([
      { rowNumber: null, column: null, message: "This is not an OFX file: it has no <OFX> element" },
    ]);
  });

  it("refuses a statement in another currency than rand", () => {
    const result = parseStatementOfx(
      "<OFX><STMTRS><CURDEF>USD<STMTTRN><DTPOSTED>20260105<TRNAMT>1.00</STMTTRN></OFX>",
    );
    expect(result.lines).toEqual([]);
    expect(result.errors[0]?.message).toBe(
      "The statement is in USD; only rand (ZAR) statements can be imported",
    );
  });

  it("refuses a file that holds the statements of two accounts", () => {
    const result = parseStatementOfx("<OFX><STMTRS><ACCTID>1</STMTRS><STMTRS><ACCTID>2</STMTRS></OFX>");
    expect(result.errors[0]?.message).toBe(
      "The file holds 2 account statements; export one account at a time",
    );
  });
});
