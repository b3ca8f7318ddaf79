import { formatLongDate } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import {
  amountLine,
  dueDateOnIssue,
  expenseLine,
  feeLine,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  formatQuantity,
  orderLines,
  priceLines,
  timeEntryLine,
} from "./invoice.rules.ts";

const timeEntry = {
  id: "6f1d2c3b-0000-4000-8000-000000000001",
  workedOn: "2026-05-04",
  description: "Drafting heads of argument",
  hoursTenths: 15,
  rateCents: 185_050,
  amountCents: 277_575,
};

describe("invoice numbers", () => {
  it("prints the prefix and six digits, and credit notes in their own CN series", () => {
    expect(formatInvoiceNumber("INV", 42)).toBe("INV-000042");
    expect(formatInvoiceNumber("NPI", 1_234_567)).toBe("NPI-1234567");
    expect(formatCreditNoteNumber(7)).toBe("CN-000007");
  });
});

describe("invoice lines", () => {
  it("bills a time entry at its hours, its rate and its own amount", () => {
    expect(timeEntryLine(timeEntry)).toEqual({
      kind: "time",
      description: "Drafting heads of argument",
      quantityHundredths: 150,
      unitPriceCents: 185_050,
      amountCents: 277_575,
      taxable: true,
      timeEntryId: timeEntry.id,
      expenseId: null,
      itemDate: "2026-05-04",
    });
  });

  it("bills an expense as one item with its category, taxable only when the expense says so", () => {
    const line = expenseLine({
      id: "e1",
      incurredOn: "2026-05-02",
      category: "filing",
      description: "Issue fee",
      amountCents: 45_000,
      taxable: false,
    });
    expect(line).toMatchObject({
      kind: "expense",
      description: "Filing fees: Issue fee",
      quantityHundredths: 100,
      unitPriceCents: 45_000,
      amountCents: 45_000,
      taxable: false,
      expenseId: "e1",
    });
  });

  it("rounds a typed fee's quantity × price half up to the cent", () => {
    const line = feeLine({
      description: "Consultation",
      quantity: 1.5,
      unitPriceCents: 100_001,
      taxable: true,
    });
    expect(line.quantityHundredths).toBe(150);
    expect(line.amountCents).toBe(150_002);
  });

  it("makes the spec's amount one standard-rated line of quantity 1", () => {
    expect(amountLine("Drafting of lease", 150_050)).toMatchObject({
      kind: "fee",
      description: "Drafting of lease",
      quantityHundredths: 100,
      unitPriceCents: 150_050,
      amountCents: 150_050,
      taxable: true,
    });
  });

  it("puts time first, then expenses, then fees, each kind in the order given", () => {
    const ordered = orderLines([
      { kind: "fee" as const, name: "fee 1" },
      { kind: "time" as const, name: "time 1" },
      { kind: "expense" as const, name: "expense 1" },
      { kind: "fee" as const, name: "fee 2" },
      { kind: "time" as const, name: "time 2" },
    ]);
    expect(ordered.map((line) => line.name)).toEqual(["time 1", "time 2", "expense 1", "fee 1", "fee 2"]);
  });
});

describe("pricing an invoice", () => {
  it("charges 15% VAT on the taxable lines only and shares it out over them", () => {
    const priced = priceLines(
      [
        amountLine("Fee", 100_001),
        expenseLine({
          id: "e1",
          incurredOn: "2026-05-02",
          category: "filing",
          description: "Sheriff",
          amountCents: 20_000,
          taxable: false,
        }),
        amountLine("Fee", 33_333),
      ],
      true,
    );
    // 15% of R1 333,34 = R200,001 → R200,00; the untaxed expense has none.
    expect(priced.subtotalCents).toBe(153_334);
    expect(priced.vatCents).toBe(20_000);
    expect(priced.totalCents).toBe(173_334);
    expect(priced.lines.map((line) => line.vatCents)).toEqual([15_000, 0, 5_000]);
  });

  it("charges no VAT for a firm that is not VAT registered", () => {
    const priced = priceLines([amountLine("Fee", 150_000)], false);
    expect(priced).toMatchObject({ subtotalCents: 150_000, vatCents: 0, totalCents: 150_000 });
    expect(priced.lines[0]?.vatCents).toBe(0);
  });
});

describe("the due date on issue", () => {
  it("takes the date asked for, else the draft's, else the issue date plus the terms", () => {
    const base = { issueDate: "2026-05-14", paymentTermsDays: 30 };
    expect(dueDateOnIssue({ ...base, requested: "2026-05-20", draft: "2026-06-01" })).toBe("2026-05-20");
    expect(dueDateOnIssue({ ...base, requested: undefined, draft: "2026-06-01" })).toBe("2026-06-01");
    expect(dueDateOnIssue({ ...base, requested: undefined, draft: null })).toBe("2026-06-13");
  });
});

describe("printing", () => {
  it("writes quantities with a decimal comma and dates in words", () => {
    expect(formatQuantity(150)).toBe("1,5");
    expect(formatQuantity(100)).toBe("1");
    expect(formatQuantity(1_234_567)).toBe("12345,67");
    expect(formatLongDate("2026-05-04")).toBe("4 May 2026");
  });
});
