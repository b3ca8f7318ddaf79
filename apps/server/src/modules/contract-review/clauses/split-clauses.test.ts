import { describe, expect, it } from "vitest";
import type { ContractClause } from "../clause-categories.ts";
import {
  ARTICLE_STYLE_AGREEMENT,
  HEADING_STYLE_AGREEMENT,
  SCHEDULE_AGREEMENT,
  SOUTH_AFRICAN_SALE_AGREEMENT,
  UNNUMBERED_AGREEMENT,
} from "./clause-test-contracts.ts";
import { splitContractIntoClauses } from "./split-clauses.ts";

function expectExactOffsets(text: string, clauses: readonly ContractClause[]) {
  for (const clause of clauses) expect(text.slice(clause.start, clause.end)).toBe(clause.text);
  expect(clauses.map((clause) => clause.index)).toEqual(clauses.map((_, index) => index));
}

const numbersOf = (clauses: readonly ContractClause[]) => clauses.map((clause) => clause.number);

describe("splitContractIntoClauses", () => {
  it("splits numbered clauses at every depth and keeps (a) sub-items inside their clause", () => {
    const clauses = splitContractIntoClauses(SOUTH_AFRICAN_SALE_AGREEMENT);
    expect(numbersOf(clauses)).toEqual([
      "",
      "1",
      "1.1",
      "1.2",
      "2",
      "2.1",
      "3",
      "3.1",
      "3.2",
      "4",
      "4.1",
      "5",
      "5.1",
      "6",
      "6.1",
      "7",
      "7.1",
      "8",
      "8.1",
      "8.2",
      "9",
      "9.1",
    ]);
    const suspensive = clauses.find((clause) => clause.number === "2.1")!;
    expect(suspensive.text).toContain("(b) the Purchaser may waive it in writing.");
    expect(clauses.find((clause) => clause.number === "7")!.heading).toBe("DOMICILIUM CITANDI ET EXECUTANDI");
    expectExactOffsets(SOUTH_AFRICAN_SALE_AGREEMENT, clauses);
  });

  it("keeps the title, parties and recitals together as an unnumbered first clause", () => {
    const [preamble] = splitContractIntoClauses(SOUTH_AFRICAN_SALE_AGREEMENT);
    expect(preamble!.number).toBe("");
    expect(preamble!.text).toContain("MEMORANDUM OF AGREEMENT OF SALE");
    expect(preamble!.text).toContain('("the Purchaser")');
  });

  it("reads Article, Section and Clause numbering with their headings", () => {
    const clauses = splitContractIntoClauses(ARTICLE_STYLE_AGREEMENT);
    expect(clauses[0]!.text).toContain("DISTRIBUTION AGREEMENT");
    expect(clauses.map((clause) => [clause.number, clause.heading])).toEqual([
      ["", ""],
      ["Article I", "APPOINTMENT"],
      ["Article II", "TERM"],
      ["Article III", "Assignment"],
      ["Section 4.1", "Notices"],
      ["Clause 5", "Governing law"],
    ]);
    expectExactOffsets(ARTICLE_STYLE_AGREEMENT, clauses);
  });

  it("does not take a sentence that mentions a section for the start of one", () => {
    const text =
      "1. Amendment\nSection 2.1 of the Principal Agreement is amended as follows.\n2. Other terms\nThe rest stays.";
    expect(numbersOf(splitContractIntoClauses(text))).toEqual(["1", "2"]);
  });

  it("splits on unnumbered ALL-CAPS and Title Case headings followed by text", () => {
    const clauses = splitContractIntoClauses(HEADING_STYLE_AGREEMENT);
    expect(clauses.map((clause) => clause.heading)).toEqual([
      "CONSULTING AGREEMENT",
      "SERVICES",
      "Fees and Payment",
      "CONFIDENTIALITY",
    ]);
    expectExactOffsets(HEADING_STYLE_AGREEMENT, clauses);
  });

  it("makes schedules, annexures and exhibits clauses of their own", () => {
    const clauses = splitContractIntoClauses(SCHEDULE_AGREEMENT);
    expect(numbersOf(clauses)).toEqual(["1", "2", "Schedule 1", "Annexure A", "Exhibit B"]);
    expect(clauses[2]!.text).toContain("hosting and support");
  });

  it("falls back to paragraphs for a contract without numbers or headings", () => {
    const clauses = splitContractIntoClauses(UNNUMBERED_AGREEMENT);
    expect(clauses).toHaveLength(3);
    expect(clauses[2]!.text).toBe("Either party may end this lease on one calendar month's written notice.");
    expectExactOffsets(UNNUMBERED_AGREEMENT, clauses);
  });

  it("turns a table of contents into one clause instead of many empty ones", () => {
    const text = [
      "TABLE OF CONTENTS",
      "1. Definitions 2",
      "2. Term 3",
      "3. Payment 4",
      "4. Termination 5",
      "",
      "1. Definitions",
      "In this Agreement words have their ordinary meaning.",
      "2. Term",
      "This Agreement runs for one year.",
      "3. Payment",
      "Fees are payable monthly.",
      "4. Termination",
      "Either party may terminate on notice.",
    ].join("\n");
    const clauses = splitContractIntoClauses(text);
    const contents = clauses.filter((clause) => /contents/i.test(clause.heading));
    expect(contents).toHaveLength(1);
    expect(contents[0]!.text).toContain("4. Termination 5");
    expect(clauses.filter((clause) => clause.number === "2").map((clause) => clause.text)).toEqual([
      "2. Term\nThis Agreement runs for one year.",
    ]);
  });

  it("ignores page numbers and running headers from a PDF, and keeps them out of clause ends", () => {
    const text = [
      "ACME SUPPLY AGREEMENT - CONFIDENTIAL",
      "1. Supply",
      "The Supplier shall supply the goods.",
      "",
      "Page 1 of 3",
      "ACME SUPPLY AGREEMENT - CONFIDENTIAL",
      "2. Price",
      "The price is fixed for the first year.",
      "- 2 -",
      "ACME SUPPLY AGREEMENT - CONFIDENTIAL",
      "3. Delivery",
      "Delivery is to the Buyer's warehouse.",
      "3",
    ].join("\n");
    const clauses = splitContractIntoClauses(text);
    expect(numbersOf(clauses)).toEqual(["1", "2", "3"]);
    expect(clauses[0]!.text).toBe("1. Supply\nThe Supplier shall supply the goods.");
    expect(clauses[2]!.text.endsWith("warehouse.")).toBe(true);
  });

  it("handles CRLF line endings with exact offsets", () => {
    const text =
      "1. Term\r\nThis Agreement runs for one year.\r\n\r\n2. Law\r\nSouth African law applies.\r\n";
    const clauses = splitContractIntoClauses(text);
    expect(numbersOf(clauses)).toEqual(["1", "2"]);
    expect(clauses[0]!.text).toBe("1. Term\r\nThis Agreement runs for one year.");
    expectExactOffsets(text, clauses);
  });

  it("finds clause numbers inside one long line, in outline order only", () => {
    const filler = "The parties record the background to this agreement in some detail. ".repeat(4);
    const text = `1. RECORDAL  ${filler}  2. INTERPRETATION  Words have their ordinary meaning, see clause 7. 3 Pay the amount.  3. PAYMENT  ${filler}`;
    const clauses = splitContractIntoClauses(text);
    // "7. 3" is a cross-reference, not the next clause.
    expect(numbersOf(clauses)).toEqual(["1", "2", "3"]);
    expect(clauses[1]!.heading).toBe("INTERPRETATION");
    expectExactOffsets(text, clauses);
  });

  it("returns nothing for empty or blank text", () => {
    expect(splitContractIntoClauses("")).toEqual([]);
    expect(splitContractIntoClauses(" \n\t\n")).toEqual([]);
  });

  it("splits a 10 MB single line in well under a second", () => {
    const samples = [
      "word ".repeat(2_000_000),
      `${" ".repeat(10_000_000)}x`,
      "1.1  ".repeat(2_000_000),
      "A. ".repeat(3_400_000),
    ];
    for (const text of samples) {
      const startedAt = performance.now();
      const clauses = splitContractIntoClauses(text);
      expect(performance.now() - startedAt).toBeLessThan(1000);
      expect(clauses.length).toBeGreaterThan(0);
    }
  });
});
