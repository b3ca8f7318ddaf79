import { describe, expect, it } from "vitest";
import { addDaysToDate } from "../dates.ts";
import {
  ageingBucketOf,
  balanceCentsOf,
  computeInvoiceTotals,
  daysBetween,
  displayStatusOf,
  dueDateFor,
  FULL_TAX_INVOICE_THRESHOLD_CENTS,
  isVatNumber,
  lineAmountCents,
  prescribedInterest,
  settledStatusOf,
  taxInvoiceContent,
  vatShareOf,
} from "./billing.rules.ts";

const taxable = (amountCents: number) => ({ amountCents, taxable: true });

describe("computeInvoiceTotals: VAT at 15%, rounded once per invoice", () => {
  it("rounds R15,0045 of VAT on R100,03 down to R15,00", () => {
    expect(computeInvoiceTotals([taxable(10_003)], true)).toEqual({
      subtotalCents: 10_003,
      vatCents: 1_500,
      totalCents: 11_503,
      lineVatCents: [1_500],
    });
  });

  it("rounds half a cent up: 15% of R0,10 is 1,5 c and charges 2 c", () => {
    expect(computeInvoiceTotals([taxable(10)], true)).toMatchObject({ vatCents: 2, totalCents: 12 });
  });

  it("rounds the sum of the lines, not each line: three lines of R0,10 carry 5 c, not 3 × 2 c", () => {
    const totals = computeInvoiceTotals([taxable(10), taxable(10), taxable(10)], true);
    expect(totals.vatCents).toBe(5);
    // 5 c shared over equal lines: the earliest lines take the odd cents.
    expect(totals.lineVatCents).toEqual([2, 2, 1]);
  });

  it("shares the VAT over the lines so that the lines always add up to the invoice's VAT", () => {
    const lines = [taxable(33_333), taxable(12_345), taxable(1), taxable(99_999), taxable(7)];
    const totals = computeInvoiceTotals(lines, true);
    // 15% of R1 456,85 = R218,5275 → R218,53
    expect(totals.subtotalCents).toBe(145_685);
    expect(totals.vatCents).toBe(21_853);
    expect(totals.lineVatCents.reduce((sum, vat) => sum + vat, 0)).toBe(totals.vatCents);
    expect(totals.lineVatCents).toEqual([5000, 1852, 0, 15000, 1]);
  });

  it("charges no VAT on a non-taxable line and gives it no share", () => {
    const totals = computeInvoiceTotals([taxable(100_000), { amountCents: 50_000, taxable: false }], true);
    expect(totals).toEqual({
      subtotalCents: 150_000,
      vatCents: 15_000,
      totalCents: 165_000,
      lineVatCents: [15_000, 0],
    });
  });

  it("charges no VAT at all when the firm is not VAT registered", () => {
    expect(computeInvoiceTotals([taxable(100_000), taxable(3)], false)).toEqual({
      subtotalCents: 100_003,
      vatCents: 0,
      totalCents: 100_003,
      lineVatCents: [0, 0],
    });
  });

  it("answers nothing for an invoice without lines, and refuses fractions of a cent", () => {
    expect(computeInvoiceTotals([], true)).toEqual({
      subtotalCents: 0,
      vatCents: 0,
      totalCents: 0,
      lineVatCents: [],
    });
    expect(() => computeInvoiceTotals([taxable(10.5)], true)).toThrow(RangeError);
    expect(() => computeInvoiceTotals([taxable(-1)], true)).toThrow(RangeError);
  });
});

describe("lineAmountCents", () => {
  it("multiplies the quantity in hundredths by the unit price, rounded half up to the cent", () => {
    expect(lineAmountCents(150, 100_001)).toBe(150_002); // 1.5 × R1 000,01 = R1 500,015
    expect(lineAmountCents(100, 250_000)).toBe(250_000);
    expect(lineAmountCents(33, 10)).toBe(3); // 0.33 × 10 c = 3,3 c
    expect(lineAmountCents(25, 2)).toBe(1); // 0.25 × 2 c = 0,5 c → 1 c
  });

  it("refuses a zero, negative or fractional quantity and a negative price", () => {
    expect(() => lineAmountCents(0, 100)).toThrow(RangeError);
    expect(() => lineAmountCents(-100, 100)).toThrow(RangeError);
    expect(() => lineAmountCents(1.5, 100)).toThrow(RangeError);
    expect(() => lineAmountCents(100, -1)).toThrow(RangeError);
  });
});

describe("vatShareOf: the VAT inside a credit note", () => {
  it("takes the invoice's own proportion of VAT, rounded half up", () => {
    expect(vatShareOf(11_500, 15_000, 115_000)).toBe(1_500);
    expect(vatShareOf(1, 15_000, 115_000)).toBe(0);
    expect(vatShareOf(4, 15_000, 115_000)).toBe(1); // 0,52 c
  });

  it("is nothing on an invoice without VAT", () => {
    expect(vatShareOf(10_000, 0, 100_000)).toBe(0);
  });
});

describe("taxInvoiceContent (VAT Act s20)", () => {
  const supplier = {
    name: "Ndlovu Attorneys Inc.",
    address: "1 Fox Street, Johannesburg",
    vatNumber: "4123456789",
    registrationNumber: "2015/123456/21",
  };
  const recipient = {
    name: "Mokoena Holdings",
    address: "12 Loop Street, Cape Town",
    vatNumber: "4987654321",
  };

  it("issues an abridged tax invoice at exactly R5 000,00: the recipient's address and VAT number left out", () => {
    const content = taxInvoiceContent({
      vatRegistered: true,
      supplier,
      recipient,
      totalCents: FULL_TAX_INVOICE_THRESHOLD_CENTS,
    });
    expect(content).toEqual({
      title: "Tax Invoice",
      kind: "abridged",
      supplier: {
        name: supplier.name,
        address: supplier.address,
        vatNumber: "4123456789",
        registrationNumber: "2015/123456/21",
      },
      recipient: { name: "Mokoena Holdings", address: null, vatNumber: null },
    });
  });

  it("issues a full tax invoice at R5 000,01 with the recipient's address and VAT number", () => {
    const content = taxInvoiceContent({ vatRegistered: true, supplier, recipient, totalCents: 500_001 });
    expect(content.title).toBe("Tax Invoice");
    expect(content.kind).toBe("full");
    expect(content.recipient).toEqual({
      name: "Mokoena Holdings",
      address: "12 Loop Street, Cape Town",
      vatNumber: "4987654321",
    });
    expect(content.supplier.vatNumber).toBe("4123456789");
  });

  it("leaves out the VAT number of a recipient who is not VAT registered on a full tax invoice", () => {
    const content = taxInvoiceContent({
      vatRegistered: true,
      supplier,
      recipient: { ...recipient, vatNumber: "" },
      totalCents: 1_000_000,
    });
    expect(content.recipient).toEqual({
      name: "Mokoena Holdings",
      address: "12 Loop Street, Cape Town",
      vatNumber: null,
    });
  });

  it("issues a plain Invoice without any VAT number when the firm is not VAT registered", () => {
    const content = taxInvoiceContent({ vatRegistered: false, supplier, recipient, totalCents: 1_000_000 });
    expect(content.title).toBe("Invoice");
    expect(content.kind).toBe("not_vat_registered");
    expect(content.supplier.vatNumber).toBeNull();
    expect(content.recipient.vatNumber).toBeNull();
    expect(content.recipient.address).toBe("12 Loop Street, Cape Town");
  });
});

describe("isVatNumber", () => {
  it("accepts 10 digits starting with 4 and nothing else", () => {
    expect(isVatNumber("4123456789")).toBe(true);
    expect(isVatNumber("5123456789")).toBe(false);
    expect(isVatNumber("412345678")).toBe(false);
    expect(isVatNumber("41234567890")).toBe(false);
    expect(isVatNumber("4123 456789")).toBe(false);
  });
});

describe("displayStatusOf", () => {
  const today = "2026-05-14";

  it("shows an open invoice as overdue only after its due date", () => {
    expect(displayStatusOf({ status: "sent", dueDate: "2026-05-13" }, today)).toBe("overdue");
    expect(displayStatusOf({ status: "partially_paid", dueDate: "2026-04-01" }, today)).toBe("overdue");
    expect(displayStatusOf({ status: "sent", dueDate: today }, today)).toBe("sent");
    expect(displayStatusOf({ status: "partially_paid", dueDate: "2026-06-01" }, today)).toBe(
      "partially_paid",
    );
  });

  it("never shows a paid, credited, void or draft invoice as overdue", () => {
    for (const status of ["paid", "credited", "void", "draft"] as const) {
      expect(displayStatusOf({ status, dueDate: "2026-01-01" }, today)).toBe(status);
    }
  });
});

describe("settledStatusOf and balanceCentsOf", () => {
  it("is paid once payments (with any credit) cover the total", () => {
    expect(settledStatusOf({ totalCents: 1_000, paidCents: 1_000, creditedCents: 0 })).toBe("paid");
    expect(settledStatusOf({ totalCents: 1_000, paidCents: 600, creditedCents: 400 })).toBe("paid");
  });

  it("is credited when credit notes alone settle it", () => {
    expect(settledStatusOf({ totalCents: 1_000, paidCents: 0, creditedCents: 1_000 })).toBe("credited");
  });

  it("is partially paid with some payment and money still due, else still sent", () => {
    expect(settledStatusOf({ totalCents: 1_000, paidCents: 1, creditedCents: 0 })).toBe("partially_paid");
    expect(settledStatusOf({ totalCents: 1_000, paidCents: 0, creditedCents: 400 })).toBe("sent");
  });

  it("asks for the total less payments and credit notes", () => {
    expect(balanceCentsOf({ totalCents: 115_000, paidCents: 30_000, creditedCents: 11_500 })).toBe(73_500);
  });
});

describe("ageingBucketOf: 30-day bands since issue", () => {
  const issued = "2026-01-01";
  const at = (days: number) => ageingBucketOf(issued, addDaysToDate(issued, days));

  it("puts each boundary day in the right band", () => {
    expect([0, 29].map(at)).toEqual(["current", "current"]);
    expect([30, 59].map(at)).toEqual(["days30", "days30"]);
    expect([60, 89].map(at)).toEqual(["days60", "days60"]);
    expect([90, 119].map(at)).toEqual(["days90", "days90"]);
    expect([120, 400].map(at)).toEqual(["days120Plus", "days120Plus"]);
  });

  it("counts calendar days across month ends and a leap day", () => {
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(ageingBucketOf("2028-01-31", "2028-03-01")).toBe("days30"); // 30 days in a leap year
    expect(ageingBucketOf("2027-01-31", "2027-03-01")).toBe("current"); // 29 days
  });
});

describe("dueDateFor", () => {
  it("adds the payment terms to the issue date", () => {
    expect(dueDateFor("2026-01-15", 30)).toBe("2026-02-14");
    expect(dueDateFor("2026-12-28", 7)).toBe("2027-01-04");
  });
});

describe("prescribedInterest (Prescribed Rate of Interest Act)", () => {
  const rate1150 = { effectiveFrom: "2024-11-01", rateBasisPoints: 1150 };

  it("charges R94,52 on R10 000 for 30 days at 11.50%", () => {
    const result = prescribedInterest(1_000_000, "2026-03-01", "2026-03-31", [rate1150]);
    // 1 000 000 c × 11.5% × 30 / 365 = 9 452,05 c
    expect(result).toEqual({
      interestCents: 9_452,
      periods: [{ from: "2026-03-02", to: "2026-03-31", days: 30, rateBasisPoints: 1150 }],
      cappedInDuplum: false,
    });
  });

  it("charges each day at the rate in force on it across a rate change", () => {
    const result = prescribedInterest(1_000_000, "2026-03-01", "2026-03-31", [
      { effectiveFrom: "2026-03-16", rateBasisPoints: 1100 },
      rate1150,
    ]);
    expect(result.periods).toEqual([
      { from: "2026-03-02", to: "2026-03-15", days: 14, rateBasisPoints: 1150 },
      { from: "2026-03-16", to: "2026-03-31", days: 16, rateBasisPoints: 1100 },
    ]);
    // 1 000 000 × (1150 × 14 + 1100 × 16) / (10 000 × 365) = 9 232,88 c, rounded once
    expect(result.interestCents).toBe(9_233);
  });

  it("stops at the unpaid capital (in duplum)", () => {
    const result = prescribedInterest(100_000, "2000-01-01", "2026-01-01", [
      { effectiveFrom: "1990-01-01", rateBasisPoints: 1150 },
    ]);
    expect(result.interestCents).toBe(100_000);
    expect(result.cappedInDuplum).toBe(true);
  });

  it("charges nothing for days before any rate was in force", () => {
    expect(
      prescribedInterest(1_000_000, "2026-03-01", "2026-03-31", [
        { effectiveFrom: "2027-01-01", rateBasisPoints: 1150 },
      ]),
    ).toEqual({ interestCents: 0, periods: [], cappedInDuplum: false });
    const partly = prescribedInterest(1_000_000, "2026-03-01", "2026-03-31", [
      { effectiveFrom: "2026-03-22", rateBasisPoints: 1150 },
    ]);
    expect(partly.periods).toEqual([
      { from: "2026-03-22", to: "2026-03-31", days: 10, rateBasisPoints: 1150 },
    ]);
    expect(partly.interestCents).toBe(3_151); // 3 150,68 c
  });

  it("charges nothing when the end is not after the start, or on nothing owed", () => {
    expect(prescribedInterest(1_000_000, "2026-03-31", "2026-03-31", [rate1150]).interestCents).toBe(0);
    expect(prescribedInterest(1_000_000, "2026-03-31", "2026-03-01", [rate1150]).interestCents).toBe(0);
    expect(prescribedInterest(0, "2026-03-01", "2026-03-31", [rate1150]).interestCents).toBe(0);
  });
});
