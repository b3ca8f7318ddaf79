import {
  balanceCentsOf,
  canManageBilling,
  type InterestCalculation,
  prescribedInterest,
  type TChargeInterestRequest,
  type TChargeInterestResponse,
  type TCreatePrescribedRateRequest,
  type TPrescribedRate,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { Db } from "../../../platform/db.ts";
import { isUniqueViolation } from "../../../platform/db-errors.ts";
import type { FirmIdentity, Identity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { lockInvoices } from "../payments/index.ts";
import { interestError } from "./interest.errors.ts";
import {
  deleteRate,
  insertInterestDraft,
  insertRate,
  isInterestSwitchedOn,
  listRateRows,
  lockRateRows,
  type PrescribedRateRow,
  setInterestChargedThrough,
} from "./interest.repository.ts";

export type InterestServiceDeps = { db: Db };

export const INTEREST_AUDIT_ACTIONS = {
  rateAdded: "billing.interest_rate_added",
  rateDeleted: "billing.interest_rate_deleted",
  charged: "billing.interest_charged",
} as const;

function toPrescribedRate(row: PrescribedRateRow): TPrescribedRate {
  return {
    id: row.id,
    effectiveFrom: row.effectiveFrom,
    ratePercent: row.rateBasisPoints / 100,
    rateBasisPoints: row.rateBasisPoints,
    note: row.note,
  };
}

/** "11.50%", or "11.75% then 11.50%" when the rate changed during the period. */
function describeRates(calculation: InterestCalculation): string {
  const rates: number[] = [];
  for (const period of calculation.periods) {
    if (rates.at(-1) !== period.rateBasisPoints) rates.push(period.rateBasisPoints);
  }
  return rates.map((basisPoints) => `${(basisPoints / 100).toFixed(2)}%`).join(" then ");
}

/** GET /api/billing/interest-rates: every member may see the rates their interest is charged at. */
export async function listPrescribedRates(deps: InterestServiceDeps): Promise<TPrescribedRate[]> {
  return (await listRateRows(deps.db)).map(toPrescribedRate);
}

/** POST /api/admin/interest-rates: the platform admin adds the rate that applies from a date. */
export async function addPrescribedRate(
  deps: InterestServiceDeps,
  admin: Identity,
  input: TCreatePrescribedRateRequest,
): Promise<TPrescribedRate> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertRate(tx, {
        effectiveFrom: input.effectiveFrom,
        rateBasisPoints: Math.round(input.ratePercent * 100),
        note: input.note,
        createdBy: admin.userId,
      });
      await recordAuditEvent(tx, {
        action: INTEREST_AUDIT_ACTIONS.rateAdded,
        userId: admin.userId,
        entityType: "prescribed_interest_rate",
        entityId: row.id,
        ipAddress: admin.ipAddress,
        data: { effectiveFrom: row.effectiveFrom, rateBasisPoints: row.rateBasisPoints },
      });
      return toPrescribedRate(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw interestError("rate_exists");
    throw error;
  }
}

/** DELETE /api/admin/interest-rates/{id}: never the last rate, or no interest could be worked out. */
export async function removePrescribedRate(
  deps: InterestServiceDeps,
  admin: Identity,
  rateId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const rates = await lockRateRows(tx);
    const rate = isUuid(rateId) ? rates.find((candidate) => candidate.id === rateId) : undefined;
    if (!rate) throw interestError("rate_not_found");
    if (rates.length === 1) throw interestError("last_rate");
    await deleteRate(tx, rate.id);
    await recordAuditEvent(tx, {
      action: INTEREST_AUDIT_ACTIONS.rateDeleted,
      userId: admin.userId,
      entityType: "prescribed_interest_rate",
      entityId: rate.id,
      ipAddress: admin.ipAddress,
      data: { effectiveFrom: rate.effectiveFrom, rateBasisPoints: rate.rateBasisPoints },
    });
  });
}

/**
 * POST /api/billing/invoices/{id}/interest: interest at the prescribed rate on an overdue invoice's
 * balance, from its due date (or the day interest was last charged to) up to `toDate`, as a new draft
 * invoice the firm reviews and issues. The overdue invoice is locked, so two charges for the same days
 * cannot both be made; it remembers the day charged to, which its lock trigger allows to change.
 */
export async function chargeInterest(
  deps: InterestServiceDeps,
  identity: FirmIdentity,
  invoiceId: string,
  input: TChargeInterestRequest,
): Promise<TChargeInterestResponse> {
  if (!canManageBilling(identity.membership)) throw interestError("not_allowed");
  const { firmId } = identity.membership;
  const toDate = input.toDate ?? todayInSouthAfrica();
  return deps.db.transaction(async (tx) => {
    const [invoice] = isUuid(invoiceId) ? await lockInvoices(tx, firmId, [invoiceId]) : [];
    if (!invoice) throw interestError("invoice_not_found");
    const isOpen = invoice.status === "sent" || invoice.status === "partially_paid";
    if (!isOpen || !invoice.number || !invoice.dueDate) throw interestError("invoice_not_open");
    if (invoice.interestOnInvoiceId) throw interestError("interest_on_interest");
    if (!(await isInterestSwitchedOn(tx, firmId))) throw interestError("interest_switched_off");
    if (invoice.dueDate >= toDate) {
      throw interestError(
        "not_overdue",
        `Invoice ${invoice.number} is due on ${invoice.dueDate}: it is not overdue on ${toDate}.`,
      );
    }
    const fromDate = invoice.interestChargedThrough ?? invoice.dueDate;
    const rates = await listRateRows(tx);
    const calculation = prescribedInterest(balanceCentsOf(invoice), fromDate, toDate, rates);
    if (calculation.interestCents === 0) {
      throw interestError(
        "no_interest",
        `No interest has accrued on invoice ${invoice.number} from ${fromDate} to ${toDate}.`,
      );
    }
    const lineDescription =
      `Interest at the prescribed rate on ${invoice.number} from ${fromDate} to ${toDate} (${describeRates(calculation)} a year)` +
      (calculation.cappedInDuplum ? ", limited to the unpaid capital (in duplum rule)" : "");
    const draftId = await insertInterestDraft(tx, {
      firmId,
      clientId: invoice.clientId,
      matterId: invoice.matterId,
      description: `Interest on overdue invoice ${invoice.number}`,
      lineDescription,
      interestCents: calculation.interestCents,
      interestOnInvoiceId: invoice.id,
      createdBy: identity.userId,
    });
    await setInterestChargedThrough(tx, invoice.id, toDate);
    await recordAuditEvent(tx, {
      action: INTEREST_AUDIT_ACTIONS.charged,
      firmId,
      userId: identity.userId,
      entityType: "invoice",
      entityId: invoice.id,
      ipAddress: identity.ipAddress,
      data: {
        number: invoice.number,
        fromDate,
        toDate,
        interestCents: calculation.interestCents,
        draftInvoiceId: draftId,
      },
    });
    return { invoiceId: draftId, interestCents: calculation.interestCents };
  });
}
