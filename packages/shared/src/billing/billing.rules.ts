import { addDaysToDate } from "../dates.ts";
import { allocateCents, divideRoundingHalfAwayFromZero as divideHalfUp } from "../money.ts";
import type { TAgeingBucket, TInvoiceDisplayStatus, TInvoiceStatus } from "./billing.enums.ts";

/** VAT Act s7(1): 15% (the proposed 15.5% was withdrawn in April 2025). Kept in basis points. */
export const VAT_RATE_BASIS_POINTS = 1500;

/** VAT Act s20(5)/(7): above R5 000 (incl. VAT) a full tax invoice; at R5 000 or less an abridged one. */
export const FULL_TAX_INVOICE_THRESHOLD_CENTS = 500_000;

/** quantity (in hundredths) × unit price, rounded half up to the cent: 1.5 × R1 000,01 = R1 500,02. */
export function lineAmountCents(quantityHundredths: number, unitPriceCents: number): number {
  if (!Number.isInteger(quantityHundredths) || quantityHundredths <= 0) {
    throw new RangeError("quantityHundredths must be a positive whole number");
  }
  if (!Number.isInteger(unitPriceCents) || unitPriceCents < 0) {
    throw new RangeError("unitPriceCents must be a non-negative whole number");
  }
  return Number(divideHalfUp(BigInt(quantityHundredths) * BigInt(unitPriceCents), 100n));
}

export type InvoiceLineForTotals = { amountCents: number; taxable: boolean };

export type InvoiceTotals = {
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  /** Each line's share of the VAT, in the lines' order; they add up to `vatCents`. */
  lineVatCents: number[];
};

/**
 * The one rounding rule for VAT: VAT is 15% of the sum of the taxable lines' values (excluding VAT),
 * rounded half up to the cent, once per invoice. Each line's VAT is that total shared out in proportion
 * to the taxable lines' values (largest remainder first, earliest line on a tie), so the lines always
 * add up to the invoice's VAT and no cent appears or disappears through per-line rounding. A firm that
 * is not VAT registered charges none.
 */
export function computeInvoiceTotals(
  lines: readonly InvoiceLineForTotals[],
  vatRegistered: boolean,
): InvoiceTotals {
  for (const line of lines) {
    if (!Number.isInteger(line.amountCents) || line.amountCents < 0) {
      throw new RangeError("line amounts must be non-negative whole cents");
    }
  }
  const subtotal = lines.reduce((sum, line) => sum + BigInt(line.amountCents), 0n);
  const taxable = lines.reduce((sum, line) => sum + (line.taxable ? BigInt(line.amountCents) : 0n), 0n);
  const vat = vatRegistered ? divideHalfUp(taxable * BigInt(VAT_RATE_BASIS_POINTS), 10_000n) : 0n;
  const lineVatCents = allocateCents(
    Number(vat),
    lines.map((line) => (vatRegistered && line.taxable ? line.amountCents : 0)),
  );
  return {
    subtotalCents: Number(subtotal),
    vatCents: Number(vat),
    totalCents: Number(subtotal + vat),
    lineVatCents,
  };
}

/**
 * The VAT inside an amount that includes VAT, in proportion to an invoice's own VAT (used for credit
 * notes): credit × invoiceVat / invoiceTotal, rounded half up.
 */
export function vatShareOf(amountInclVatCents: number, invoiceVatCents: number, invoiceTotalCents: number) {
  if (invoiceTotalCents <= 0 || invoiceVatCents <= 0) return 0;
  return Number(
    divideHalfUp(BigInt(amountInclVatCents) * BigInt(invoiceVatCents), BigInt(invoiceTotalCents)),
  );
}

export type TaxInvoiceParty = {
  name: string;
  address: string;
  vatNumber: string;
};

export type TaxInvoiceContent = {
  /** "Tax Invoice" when the firm is VAT registered, else "Invoice". */
  title: "Tax Invoice" | "Invoice";
  kind: "full" | "abridged" | "not_vat_registered";
  supplier: { name: string; address: string; vatNumber: string | null; registrationNumber: string | null };
  /** The recipient's details the invoice prints: a full tax invoice names the address and VAT number. */
  recipient: { name: string; address: string | null; vatNumber: string | null };
};

/**
 * What section 20 of the VAT Act requires on the document. A full tax invoice (consideration above
 * R5 000) carries the recipient's name, address and VAT number (when registered); an abridged one
 * (R5 000 or less) may leave the recipient's details out: Inkundla keeps the name so the client knows
 * the invoice is theirs, and leaves out the address and VAT number. A firm that is not VAT registered
 * issues an "Invoice" with no VAT number and no VAT.
 */
export function taxInvoiceContent(input: {
  vatRegistered: boolean;
  supplier: TaxInvoiceParty & { registrationNumber: string };
  recipient: TaxInvoiceParty;
  totalCents: number;
}): TaxInvoiceContent {
  const { supplier, recipient } = input;
  const supplierBlock = {
    name: supplier.name,
    address: supplier.address,
    vatNumber: input.vatRegistered && supplier.vatNumber ? supplier.vatNumber : null,
    registrationNumber: supplier.registrationNumber || null,
  };
  if (!input.vatRegistered) {
    return {
      title: "Invoice",
      kind: "not_vat_registered",
      supplier: supplierBlock,
      recipient: { name: recipient.name, address: recipient.address || null, vatNumber: null },
    };
  }
  const full = input.totalCents > FULL_TAX_INVOICE_THRESHOLD_CENTS;
  return {
    title: "Tax Invoice",
    kind: full ? "full" : "abridged",
    supplier: supplierBlock,
    recipient: full
      ? { name: recipient.name, address: recipient.address || null, vatNumber: recipient.vatNumber || null }
      : { name: recipient.name, address: null, vatNumber: null },
  };
}

/** A South African VAT number: 10 digits starting with 4. */
export function isVatNumber(value: string): boolean {
  return /^4\d{9}$/.test(value);
}

/** The status a person sees: an issued invoice with money still due after its due date is overdue. */
export function displayStatusOf(
  invoice: { status: TInvoiceStatus; dueDate: string },
  today: string,
): TInvoiceDisplayStatus {
  const open = invoice.status === "sent" || invoice.status === "partially_paid";
  return open && invoice.dueDate < today ? "overdue" : invoice.status;
}

/** What an invoice still asks for: total less payments and credit notes. */
export function balanceCentsOf(invoice: { totalCents: number; paidCents: number; creditedCents: number }) {
  return invoice.totalCents - invoice.paidCents - invoice.creditedCents;
}

/** The kept status after money moves: paid in full, credited in full, part paid, or still sent. */
export function settledStatusOf(invoice: {
  totalCents: number;
  paidCents: number;
  creditedCents: number;
}): Exclude<TInvoiceStatus, "draft" | "void"> {
  const balance = balanceCentsOf(invoice);
  if (balance <= 0) return invoice.paidCents > 0 ? "paid" : "credited";
  return invoice.paidCents > 0 ? "partially_paid" : "sent";
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Aged debtors: an unpaid balance is aged by the days since the invoice was issued, in 30-day bands:
 * current (0–29), 30 (30–59), 60 (60–89), 90 (90–119), 120+ (120 and more).
 */
export function ageingBucketOf(issueDate: string, asAt: string): TAgeingBucket {
  const days = daysBetween(issueDate, asAt);
  if (days < 30) return "current";
  if (days < 60) return "days30";
  if (days < 90) return "days60";
  if (days < 120) return "days90";
  return "days120Plus";
}

/** The due date from the issue date and the firm's payment terms. */
export function dueDateFor(issueDate: string, paymentTermsDays: number): string {
  return addDaysToDate(issueDate, paymentTermsDays);
}

/** One row of the prescribed rate table: the rate (basis points, 1150 = 11.50%) from a date on. */
export type PrescribedRate = { effectiveFrom: string; rateBasisPoints: number };

export type InterestPeriod = { from: string; to: string; days: number; rateBasisPoints: number };

export type InterestCalculation = {
  interestCents: number;
  periods: InterestPeriod[];
  /** True when the in duplum rule stopped the interest at the unpaid capital. */
  cappedInDuplum: boolean;
};

/**
 * Simple interest at the prescribed rate (Prescribed Rate of Interest Act 55 of 1975: repo + 3.5
 * points, from a table with effective dates) on `principalCents` for the days after `fromDate` up to
 * and including `toDate`, on a 365-day year. Each day takes the rate in force on it; the sum over the
 * periods is rounded half up to the cent once. Interest stops growing when it equals the unpaid
 * capital (the common-law in duplum rule). No rate in force for a day → no interest for that day.
 */
export function prescribedInterest(
  principalCents: number,
  fromDate: string,
  toDate: string,
  rates: readonly PrescribedRate[],
): InterestCalculation {
  if (principalCents <= 0 || toDate <= fromDate) {
    return { interestCents: 0, periods: [], cappedInDuplum: false };
  }
  const ordered = [...rates].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const periods: InterestPeriod[] = [];
  // Interest runs from the day after `fromDate`; a period [start, end] covers whole days.
  let start = addDaysToDate(fromDate, 1);
  while (start <= toDate) {
    const inForce = ordered.filter((rate) => rate.effectiveFrom <= start).at(-1);
    const next = ordered.find((rate) => rate.effectiveFrom > start);
    const periodEnd =
      next && addDaysToDate(next.effectiveFrom, -1) < toDate ? addDaysToDate(next.effectiveFrom, -1) : toDate;
    if (inForce) {
      periods.push({
        from: start,
        to: periodEnd,
        days: daysBetween(start, periodEnd) + 1,
        rateBasisPoints: inForce.rateBasisPoints,
      });
    }
    start = addDaysToDate(periodEnd, 1);
  }
  const numerator = periods.reduce(
    (sum, period) => sum + BigInt(principalCents) * BigInt(period.rateBasisPoints) * BigInt(period.days),
    0n,
  );
  const interest = Number(divideHalfUp(numerator, 10_000n * 365n));
  const cappedInDuplum = interest > principalCents;
  return { interestCents: cappedInDuplum ? principalCents : interest, periods, cappedInDuplum };
}
