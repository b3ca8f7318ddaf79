import {
  lastDayOfMonth,
  type TClientStatement,
  type TPaymentMethod,
  type TPeriodQuery,
  todayInSouthAfrica,
} from "@inkundla/shared";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { billingReportError } from "./billing-reports.errors.ts";
import { listOpenBalancesAt, readBillingSnapshot } from "./billing-reports.repository.ts";
import {
  addToBuckets,
  auditExport,
  type BillingReportFile,
  emptyBuckets,
  type ReportDeps,
  resolvePeriod,
} from "./billing-reports.service.ts";
import {
  findFirstAccountDate,
  findReportClient,
  listAccountEvents,
  type ReportClient,
  readStatementLetterhead,
  type StatementEvent,
  sumAccountBefore,
} from "./client-statement.repository.ts";
import { clientStatementFileName, renderClientStatementPdf } from "./client-statement-pdf.ts";

/** A statement longer than this is refused: a person cannot read it, and a PDF of it would be huge. */
export const STATEMENT_MAX_LINES = 2000;

const PAYMENT_WORDING: Record<TPaymentMethod, string> = {
  eft: "EFT payment",
  cash: "Cash payment",
  card: "Card payment",
  trust: "Payment from trust",
};

function isPaymentMethod(value: string | null): value is TPaymentMethod {
  return value !== null && value in PAYMENT_WORDING;
}

/** A movement as the statement reads: its reference and a description a client understands. */
function wordEvent(event: StatementEvent): { reference: string; description: string } {
  switch (event.kind) {
    case "invoice":
      return { reference: event.documentNumber ?? "", description: event.text || "Invoice" };
    case "payment": {
      const payment = isPaymentMethod(event.paymentMethod) ? PAYMENT_WORDING[event.paymentMethod] : "Payment";
      return {
        reference: event.paymentReference,
        description: event.invoiceNumber ? `${payment} for ${event.invoiceNumber}` : `${payment} on account`,
      };
    }
    case "credit_note":
      return {
        reference: event.documentNumber ?? "",
        description: `Credit note on ${event.invoiceNumber ?? "an invoice"}: ${event.text}`,
      };
    case "void":
      return {
        reference: event.documentNumber ?? "",
        description: `Invoice ${event.documentNumber ?? ""} void: ${event.text}`,
      };
    default: {
      const unknownKind: never = event.kind;
      throw new Error(`unknown statement event ${String(unknownKind)}`);
    }
  }
}

type StatementParts = { statement: TClientStatement; client: ReportClient };

async function buildClientStatement(
  deps: ReportDeps,
  identity: FirmIdentity,
  clientId: string,
  query: TPeriodQuery,
): Promise<StatementParts> {
  const { firmId } = identity.membership;
  const today = todayInSouthAfrica();
  return readBillingSnapshot(deps.db, async (db) => {
    const client = isUuid(clientId) ? await findReportClient(db, firmId, clientId) : null;
    if (!client) throw billingReportError("client_not_found");
    const to = query.month ? lastDayOfMonth(query.month) : (query.to ?? today);
    const firstDate = query.from || query.month ? null : await findFirstAccountDate(db, firmId, client.id);
    // With no start given the statement opens at the client's first invoice or payment (opening 0).
    const defaultFrom = firstDate !== null && firstDate < to ? firstDate : to;
    const period = resolvePeriod(query, { from: defaultFrom, to });
    const openingBalanceCents = await sumAccountBefore(db, firmId, client.id, period.from);
    const events = await listAccountEvents(db, firmId, client.id, period, STATEMENT_MAX_LINES + 1);
    if (events.length > STATEMENT_MAX_LINES) throw billingReportError("statement_too_long");
    const ageing = emptyBuckets();
    const open = await listOpenBalancesAt(db, firmId, { asAt: period.to, today, clientId: client.id });
    for (const balance of open) addToBuckets(ageing, balance, period.to);

    let balanceCents = openingBalanceCents;
    const lines = events.map((event) => {
      balanceCents += event.debitCents - event.creditCents;
      return {
        date: event.date,
        kind: event.kind,
        ...wordEvent(event),
        debitCents: event.debitCents,
        creditCents: event.creditCents,
        balanceCents,
      };
    });
    return {
      client,
      statement: {
        clientId: client.id,
        clientName: client.name,
        ...period,
        openingBalanceCents,
        lines,
        closingBalanceCents: balanceCents,
        ageing,
      },
    };
  });
}

/**
 * A client's statement of account (GET /api/billing/reports/client-statement/{clientId}), by default
 * from the client's first invoice or payment to today: the balance owed before the period, then every
 * invoice (debit), payment, credit note and void (credit) in date order with the running balance, and
 * the ageing of what is unpaid at the end. Another firm's client answers 404.
 */
export async function getClientStatement(
  deps: ReportDeps,
  identity: FirmIdentity,
  clientId: string,
  query: TPeriodQuery,
): Promise<TClientStatement> {
  return (await buildClientStatement(deps, identity, clientId, query)).statement;
}

/** The statement as an A4 PDF with the firm's letterhead and banking details, for the client. */
export async function exportClientStatementPdf(
  deps: ReportDeps,
  identity: FirmIdentity,
  clientId: string,
  query: TPeriodQuery,
): Promise<BillingReportFile> {
  const { statement, client } = await buildClientStatement(deps, identity, clientId, query);
  const letterhead = await readStatementLetterhead(deps.db, identity.membership.firmId);
  const bytes = await renderClientStatementPdf({ statement, letterhead, client });
  await auditExport(deps, identity, "client-statement", {
    format: "pdf",
    clientId: client.id,
    from: statement.from,
    to: statement.to,
  });
  return {
    bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    contentType: "application/pdf",
    fileName: clientStatementFileName(statement),
  };
}
