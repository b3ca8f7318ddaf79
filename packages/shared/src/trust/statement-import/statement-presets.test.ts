import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseStatementCsv } from "./statement-csv.ts";
import type { StatementLine } from "./statement-line.ts";
import { ZStatementMapping } from "./statement-mapping.schemas.ts";
import { STATEMENT_PRESET_IDS, STATEMENT_PRESETS } from "./statement-presets.ts";

function readFixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
}

/** An expected line that is the only one of its kind in its file (occurrence 1). */
function line(
  rowNumber: number,
  date: string,
  description: string,
  amountCents: number,
  balanceCents: number,
): StatementLine {
  return {
    rowNumber,
    date,
    description,
    reference: null,
    amountCents,
    balanceCents,
    fingerprint: `${date}|${amountCents}|${balanceCents}|${description.toUpperCase()}|1`,
  };
}

/** Each line's balance must be the one before plus its amount; a check on the fixtures and the reading. */
function expectBalancesToChain(lines: readonly StatementLine[]) {
  for (const [index, current] of lines.entries()) {
    const previous = lines[index - 1];
    if (previous?.balanceCents == null || current.balanceCents === null) continue;
    expect(previous.balanceCents + current.amountCents, `row ${current.rowNumber}`).toBe(
      current.balanceCents,
    );
  }
}

describe("STATEMENT_PRESETS", () => {
  it.each(STATEMENT_PRESET_IDS)("%s is a valid mapping", (presetId) => {
    expect(ZStatementMapping.safeParse(STATEMENT_PRESETS[presetId].mapping).success).toBe(true);
  });

  it("ABSA reads its export, skipping the zero-amount notification row", () => {
    const result = parseStatementCsv(readFixture("absa.csv"), STATEMENT_PRESETS.absa.mapping);
    expect(result.errors).toEqual([]);
    expect(result.skippedZeroRows).toBe(1);
    expect(result.lines).toEqual([
      {
        rowNumber: 2,
        date: "2026-01-05",
        description: "ACB CREDIT MAT-2026-0001 NKOSI PROPERTY TRANSFER",
        reference: null,
        amountCents: 15_000_000,
        balanceCents: 40_000_000,
        fingerprint: "2026-01-05|15000000|40000000|ACB CREDIT MAT-2026-0001 NKOSI PROPERTY TRANSFER|1",
      },
      {
        rowNumber: 4,
        date: "2026-01-06",
        description: "DIGITAL PAYMENT DT SHERIFF JHB NORTH, MAT-2026-0002",
        reference: null,
        amountCents: -185_000,
        balanceCents: 39_815_000,
        fingerprint: "2026-01-06|-185000|39815000|DIGITAL PAYMENT DT SHERIFF JHB NORTH, MAT-2026-0002|1",
      },
      line(5, "2026-01-07", "CASH DEPOSIT MAT-2026-0003 MOKOENA", 500_000, 40_315_000),
      line(6, "2026-01-07", "CASH DEPOSIT FEE", -4_550, 40_310_450),
      line(
        7,
        "2026-01-12",
        "IBANK PAYMENT TO CITY OF JOHANNESBURG RATES MAT-2026-0001",
        -1_248_035,
        39_062_415,
      ),
      line(8, "2026-01-15", "IBANK TRANSFER TO BUSINESS ACC INV-2026-0014", -862_500, 38_199_915),
      line(9, "2026-01-20", "ACB CREDIT MAT-2026-0004 VAN WYK ESTATE LATE", 3_200_000, 41_399_915),
      line(10, "2026-01-31", "MONTHLY ACC FEE SEE CHARGE STATEMENT DETAIL", -12_500, 41_387_415),
      line(11, "2026-01-31", "INTEREST CREDIT", 41_287, 41_428_702),
    ]);
    expectBalancesToChain(result.lines);
  });

  it("ABSA collapses the runs of spaces its export pads descriptions with", () => {
    const text = [
      "Date,Description,Amount,Balance",
      "20260202,NOTIFIC FEE SMS     NOTIFYME 1 SMS NOTIFICATION,0.00,1000.00",
      "20260203,ACB CREDIT         MAT-2026-0017   RADEBE,2500.00,3500.00",
    ].join("\n");
    const result = parseStatementCsv(text, STATEMENT_PRESETS.absa.mapping);
    expect(result.skippedZeroRows).toBe(1);
    expect(result.lines).toEqual([
      line(3, "2026-02-03", "ACB CREDIT MAT-2026-0017 RADEBE", 250_000, 350_000),
    ]);
  });

  it("FNB finds its header row below the account details and reads comma-grouped amounts", () => {
    const result = parseStatementCsv(readFixture("fnb.csv"), STATEMENT_PRESETS.fnb.mapping);
    expect(result.errors).toEqual([]);
    expect(result.skippedZeroRows).toBe(0);
    expect(result.lines).toEqual([
      line(8, "2026-01-02", "FNB APP PAYMENT FROM T MOKOENA MAT-2026-0003", 1_250_000, 9_671_560),
      line(9, "2026-01-05", "MAGTAPE CREDIT RAF SETTLEMENT MAT-2025-0187", 24_530_000, 34_201_560),
      line(10, "2026-01-08", "FNB APP PAYMENT TO DEEDS OFFICE PRETORIA MAT-2026-0001", -141_000, 34_060_560),
      line(11, "2026-01-08", "#SERVICE FEES", -650, 34_059_910),
      line(
        12,
        "2026-01-14",
        "INTERNET TRF TO DLAMINI & PARTNERS BUSINESS INV-2026-0009",
        -3_680_000,
        30_379_910,
      ),
      line(13, "2026-01-19", "ADT CASH DEPOSIT MAT-2026-0006 ZULU", 300_000, 30_679_910),
      line(
        14,
        "2026-01-22",
        "FNB APP PAYMENT TO CLIENT N ZULU RAF PAYOUT MAT-2025-0187",
        -19_624_000,
        11_055_910,
      ),
      line(15, "2026-01-31", "#MONTHLY ACCOUNT FEE", -18_900, 11_037_010),
    ]);
    expectBalancesToChain(result.lines);
  });

  it("FNB reads an export without account details on top, and with day-month-name dates", () => {
    const text = "Date,Description,Amount,Balance\n05 Jan 2026,DEPOSIT MAT-2026-0003,100.00,100.00\n";
    const result = parseStatementCsv(text, STATEMENT_PRESETS.fnb.mapping);
    expect(result.errors).toEqual([]);
    expect(result.lines).toEqual([line(2, "2026-01-05", "DEPOSIT MAT-2026-0003", 10_000, 10_000)]);
  });

  it("Standard Bank reads payments as money out and deposits as money in", () => {
    const result = parseStatementCsv(readFixture("standard-bank.csv"), STATEMENT_PRESETS.standard.mapping);
    expect(result.errors).toEqual([]);
    expect(result.lines).toEqual([
      line(2, "2026-01-05", "CREDIT TRANSFER MAT-2026-0007 PILLAY", 4_500_000, 16_500_000),
      line(3, "2026-01-06", "PAYMENT TO SHERIFF DURBAN CENTRAL MAT-2026-0007", -97_500, 16_402_500),
      line(4, "2026-01-06", "FEE: PAYMENT", -980, 16_401_520),
      line(5, "2026-01-12", "IB TRANSFER TO BUSINESS ACCOUNT INV-2026-0011", -1_500_000, 14_901_520),
      line(6, "2026-01-16", "CASH DEPOSIT BRANCH MAT-2026-0008 NAIDOO", 250_000, 15_151_520),
      line(7, "2026-01-16", "FEE: CASH DEPOSIT", -3_240, 15_148_280),
      line(
        8,
        "2026-01-27",
        "CREDIT TRANSFER MAT-2026-0001 NKOSI BALANCE OF PURCHASE PRICE",
        125_000_000,
        140_148_280,
      ),
      line(9, "2026-01-30", "PAYMENT TO NEDBANK BOND CANCELLATION MAT-2026-0001", -81_234_567, 58_913_713),
      line(10, "2026-01-31", "MONTHLY MANAGEMENT FEE", -9_500, 58_904_213),
    ]);
    expectBalancesToChain(result.lines);
  });

  it("Nedbank takes fees as money out: a fee-only row is a line of the fee, a fee beside a debit adds to it", () => {
    const result = parseStatementCsv(readFixture("nedbank.csv"), STATEMENT_PRESETS.nedbank.mapping);
    expect(result.errors).toEqual([]);
    expect(result.skippedZeroRows).toBe(0);
    expect(result.lines).toEqual([
      line(2, "2026-01-05", "INTERNET BANKING CREDIT MAT-2026-0009 KHUMALO", 6_000_000, 9_500_000),
      line(3, "2026-01-07", "SEND IMALI TO SHERIFF PTA EAST MAT-2026-0009", -162_000, 9_338_000),
      line(4, "2026-01-07", "INTERNET BANKING PAYMENT TO ADV P MOLEFE MAT-2026-0002", -751_850, 8_586_150),
      line(5, "2026-01-09", "CASH DEPOSIT FEE", -2_400, 8_583_750),
      line(6, "2026-01-15", "INTERNET TRANSFER TO BUSINESS ACC INV-2026-0016", -1_150_000, 7_433_750),
      line(7, "2026-01-21", "ELECTRONIC CREDIT MAT-2026-0010 JACOBS", 875_000, 8_308_750),
      line(8, "2026-01-31", "MONTHLY SERVICE FEE", -14_500, 8_294_250),
    ]);
    expectBalancesToChain(result.lines);
  });

  it("Nedbank reads negative fees and debits as money out too, and its (R) headers", () => {
    const text = [
      "Tranlistno,Date,Description,Fees(R),Debits(R),Credits(R),Balance(R)",
      "1,05 Jan 2026,SERVICE FEE,-12.50,,,987.50",
      "2,06 Jan 2026,PAYMENT,,-100.00,,887.50",
    ].join("\n");
    const result = parseStatementCsv(text, STATEMENT_PRESETS.nedbank.mapping);
    expect(result.errors).toEqual([]);
    expect(result.lines.map((statementLine) => statementLine.amountCents)).toEqual([-1_250, -10_000]);
  });

  it("Capitec dates each line by its transaction date, not its posting date", () => {
    const result = parseStatementCsv(readFixture("capitec.csv"), STATEMENT_PRESETS.capitec.mapping);
    expect(result.errors).toEqual([]);
    expect(result.lines).toEqual([
      line(2, "2026-01-03", "PAYMENT RECEIVED MAT-2026-0011 SITHOLE", 2_000_000, 3_550_000),
      line(3, "2026-01-06", "PAYMENT: SHERIFF CAPE TOWN EAST MAT-2026-0011", -112_000, 3_438_000),
      line(4, "2026-01-06", "IMMEDIATE PAYMENT FEE", -1_000, 3_437_000),
      line(5, "2026-01-13", "TRANSFER TO BUSINESS ACCOUNT INV-2026-0020", -640_000, 2_797_000),
      line(6, "2026-01-17", "CASH DEPOSIT MAT-2026-0012 DU PLESSIS", 430_000, 3_227_000),
      line(
        7,
        "2026-01-28",
        "PAYMENT: MASTER OF THE HIGH COURT ESTATE FEES MAT-2026-0004",
        -60_000,
        3_167_000,
      ),
      line(8, "2026-01-31", "MONTHLY ACCOUNT ADMIN FEE", -750, 3_166_250),
    ]);
    expectBalancesToChain(result.lines);
  });

  it("Capitec reads the longer export with leading, extra and Fee columns", () => {
    const text = [
      "Nr,Account,Posting Date,Transaction Date,Description,Original Description,Category,Money In,Money Out,Fee,Balance,Notes",
      "1,1234567890,2026-01-06,2026-01-06,PAYMENT: SHERIFF,PAYMENT: SHERIFF CT EAST,Legal,,-1120.00,-10.00,34370.00,",
      "2,1234567890,2026-01-07,2026-01-07,MONTHLY FEE,MONTHLY FEE,Fees,,,-7.50,34362.50,",
    ].join("\r\n");
    const result = parseStatementCsv(text, STATEMENT_PRESETS.capitec.mapping);
    expect(result.errors).toEqual([]);
    expect(result.lines).toEqual([
      line(2, "2026-01-06", "PAYMENT: SHERIFF", -113_000, 3_437_000),
      line(3, "2026-01-07", "MONTHLY FEE", -750, 3_436_250),
    ]);
  });

  it("ABSA tolerates a title line on top and extra trailing columns", () => {
    const absa =
      "ABSA TRUST ACCOUNT 4081234567\nDate,Description,Amount,Balance,Extra\n20260105,FEE,-5.00,95.00,x\n";
    const result = parseStatementCsv(absa, STATEMENT_PRESETS.absa.mapping);
    expect(result.errors).toEqual([]);
    expect(result.lines).toEqual([line(3, "2026-01-05", "FEE", -500, 9_500)]);
  });
});
