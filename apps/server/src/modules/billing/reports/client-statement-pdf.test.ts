import { formatCents as formatCentsWithNbsp, type TClientStatement } from "@inkundla/shared";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfTextOf } from "../billing-test-fixtures.ts";
import {
  clientStatementFileName,
  describeBalance,
  renderClientStatementPdf,
  STATEMENT_TITLE,
} from "./client-statement-pdf.ts";

/** Rand as the PDF prints it: en-ZA's (narrow) no-break spaces drawn as plain spaces. */
const formatCents = (cents: number) => formatCentsWithNbsp(cents).replace(/\s/g, " ");

/** The PDF's lines, every kind of space made plain. */
async function printedLines(bytes: Uint8Array): Promise<string[]> {
  return (await pdfTextOf(bytes)).map((line) => line.replace(/\s/g, " "));
}

const letterhead = {
  firmName: "Ndlovu & Partners Inc.",
  address: "1 Fox Street\nMarshalltown\nJohannesburg, 2001",
  vatNumber: "4123456789",
  registrationNumber: "2015/123456/21",
  bankingDetails: "FNB Business Account 62000000001\nBranch code 250655",
};

const client = {
  id: "5b0c9d4e-0000-4000-8000-000000000001",
  name: "Mokoena Holdings (Pty) Ltd",
  address: "12 Loop Street\nCape Town, 8001",
  vatNumber: "4987654321",
};

const statement: TClientStatement = {
  clientId: client.id,
  clientName: client.name,
  from: "2026-03-01",
  to: "2026-03-31",
  openingBalanceCents: 50_000,
  lines: [
    {
      date: "2026-03-02",
      kind: "invoice",
      reference: "INV-000007",
      description: "Drafting of shareholders' agreement",
      debitCents: 115_000,
      creditCents: 0,
      balanceCents: 165_000,
    },
    {
      date: "2026-03-20",
      kind: "payment",
      reference: "MOK-EFT-19",
      description: "EFT payment for INV-000007",
      debitCents: 0,
      creditCents: 100_000,
      balanceCents: 65_000,
    },
  ],
  closingBalanceCents: 65_000,
  ageing: { current: 15_000, days30: 0, days60: 50_000, days90: 0, days120Plus: 0, totalCents: 65_000 },
};

describe("renderClientStatementPdf", () => {
  it("prints the letterhead, the client, the period, every movement, the ageing and the banking details", async () => {
    const bytes = await renderClientStatementPdf({ statement, letterhead, client });
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe(STATEMENT_TITLE);
    expect(document.getAuthor()).toBe("Ndlovu & Partners Inc.");
    const text = await printedLines(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        "Statement of account",
        "Ndlovu & Partners Inc.",
        "1 Fox Street, Marshalltown, Johannesburg, 2001",
        "VAT no. 4123456789 · Reg. no. 2015/123456/21",
        "Mokoena Holdings (Pty) Ltd",
        "12 Loop Street, Cape Town, 8001",
        "4987654321",
        "1 March 2026 to 31 March 2026",
        "Opening balance",
        "INV-000007",
        "Drafting of shareholders' agreement",
        formatCents(115_000),
        formatCents(165_000),
        "MOK-EFT-19",
        "EFT payment for INV-000007",
        formatCents(100_000),
        "Closing balance",
        "120+ days",
        formatCents(15_000),
        "FNB Business Account 62000000001",
        "Branch code 250655",
      ]),
    );
    // The closing balance is in the summary, the totals row and the amount due.
    expect(text.filter((line) => line === formatCents(65_000)).length).toBeGreaterThanOrEqual(3);
    expect(text.join("\n")).toContain(`Please pay ${formatCents(65_000)}`);
  });

  it("says when the client is in credit, and leaves out a VAT number the firm does not have", async () => {
    const inCredit: TClientStatement = {
      ...statement,
      lines: [],
      openingBalanceCents: -2_500,
      closingBalanceCents: -2_500,
      ageing: { current: 0, days30: 0, days60: 0, days90: 0, days120Plus: 0, totalCents: 0 },
    };
    const bytes = await renderClientStatementPdf({
      statement: inCredit,
      letterhead: { ...letterhead, vatNumber: null, registrationNumber: null, bankingDetails: "" },
      client: { ...client, vatNumber: null },
    });
    const text = (await printedLines(bytes)).join("\n");
    expect(text).toContain(`Your account is ${formatCents(2_500)} in credit: nothing is due.`);
    expect(text).toContain("Ask us for our banking details.");
    expect(text).not.toContain("VAT no.");
    expect(text).not.toContain("4987654321");
  });
});

describe("describeBalance", () => {
  it("words a negative balance as credit", () => {
    expect(describeBalance(12_345)).toBe(formatCentsWithNbsp(12_345));
    expect(describeBalance(-12_345)).toBe(`${formatCentsWithNbsp(12_345)} in credit`);
  });
});

describe("clientStatementFileName", () => {
  it("names the file after the client and the period in safe ASCII", () => {
    expect(clientStatementFileName({ ...statement, clientName: "Ms Zoë O'Neill & Co" })).toBe(
      "statement-ms-zoe-o-neill-co-2026-03-01-to-2026-03-31.pdf",
    );
  });
});
