import type { TInvoiceStatus, TInvoiceStatusFilter } from "@inkundla/shared";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { invoiceTable } from "./billing.tables.ts";

export type InvoiceListFilters = {
  status: TInvoiceStatusFilter;
  clientId?: string | undefined;
  matterId?: string | undefined;
  search?: string | undefined;
};

/**
 * Which kept statuses a filter reads, and whether the due date splits them: overdue is not kept but
 * derived (an open invoice past its due date), so "sent" leaves the overdue ones out and "overdue"
 * takes only them. Null: every status.
 */
type StatusPlan = { statuses: TInvoiceStatus[]; due: "any" | "overdue" | "not_overdue" } | null;

export function statusPlanOf(filter: TInvoiceStatusFilter): StatusPlan {
  switch (filter) {
    case "all":
      return null;
    case "draft":
    case "paid":
    case "credited":
    case "void":
      return { statuses: [filter], due: "any" };
    case "sent":
    case "partially_paid":
      return { statuses: [filter], due: "not_overdue" };
    case "overdue":
      return { statuses: ["sent", "partially_paid"], due: "overdue" };
    case "open":
      return { statuses: ["sent", "partially_paid"], due: "any" };
    default: {
      const unhandled: never = filter;
      throw new Error(`unhandled invoice status filter: ${unhandled}`);
    }
  }
}

/**
 * Text typed as an invoice number ("INV-0004", "npi-"): searched by the number alone, which the
 * (firm_id, number) index can answer, instead of also reading every description.
 */
const INVOICE_NUMBER_LIKE = /^[A-Za-z][A-Za-z0-9]*-\d*$/;

/** The conditions besides status: the client, the matter and the search text. */
function otherConditions(firmId: string, filters: InvoiceListFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.clientId) conditions.push(sql`client_id = ${filters.clientId}::uuid`);
  if (filters.matterId) conditions.push(sql`matter_id = ${filters.matterId}::uuid`);
  const search = filters.search?.trim();
  if (search) {
    const escaped = escapeLikePattern(search);
    // Numbers are kept in capitals (the prefix is saved upper case); "inv-0004" finds INV-000042 on.
    const numberStarts = sql`number like ${`${escaped.toUpperCase()}%`}`;
    if (INVOICE_NUMBER_LIKE.test(search)) {
      conditions.push(numberStarts);
    } else {
      const contains = sql`'%' || inkundla_fold(${escaped}) || '%'`;
      // The number by its start, the client by the folded name (trigram-indexed; the matching clients go
      // in as an array the client index can answer), or the description anywhere in it.
      conditions.push(sql`(
        ${numberStarts}
        or client_id = any(array(
          select ${clientTable.id} from ${clientTable}
           where ${clientTable.firmId} = ${firmId}::uuid and ${clientTable.nameFolded} like ${contains}
        ))
        or inkundla_fold(description) like ${contains}
      )`);
    }
  }
  return conditions;
}

function dueCondition(due: "any" | "overdue" | "not_overdue", today: string): SQL[] {
  if (due === "overdue") return [sql`due_date < ${today}::date`];
  if (due === "not_overdue") return [sql`due_date >= ${today}::date`];
  return [];
}

function whereOf(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` and `);
}

/**
 * The ids of one page, newest first. Each kept status is read on its own down the index on
 * (firm_id, status, created_at desc, id desc), at most offset + limit rows each, and the branches are
 * merged: a filter over two statuses ("overdue", "open") then costs two short index walks instead of
 * reading and sorting every open invoice. Without a status filter the (firm_id, created_at desc,
 * id desc) index answers directly. The indexes keep nulls last, so the order says so too: with
 * PostgreSQL's default for desc (nulls first) the index could not give the order and every
 * matching row would be sorted.
 */
function pageIdsSql(
  firmId: string,
  filters: InvoiceListFilters,
  today: string,
  page: { limit: number; offset: number },
): SQL {
  const base = [sql`firm_id = ${firmId}::uuid`, ...otherConditions(firmId, filters)];
  const plan = statusPlanOf(filters.status);
  if (plan === null) {
    return sql`select id from invoice where ${whereOf(base)}
      order by created_at desc nulls last, id desc nulls last limit ${page.limit} offset ${page.offset}`;
  }
  const conditionsFor = (status: TInvoiceStatus) => [
    ...base,
    sql`status = ${status}::invoice_status`,
    ...dueCondition(plan.due, today),
  ];
  const [onlyStatus] = plan.statuses;
  if (plan.statuses.length === 1 && onlyStatus) {
    return sql`select id from invoice where ${whereOf(conditionsFor(onlyStatus))}
      order by created_at desc nulls last, id desc nulls last limit ${page.limit} offset ${page.offset}`;
  }
  const branches = plan.statuses.map(
    (status) => sql`(select id, created_at from invoice where ${whereOf(conditionsFor(status))}
      order by created_at desc nulls last, id desc nulls last limit ${page.limit + page.offset})`,
  );
  return sql`select id from (${sql.join(branches, sql` union all `)}) as page
    order by created_at desc nulls last, id desc nulls last limit ${page.limit} offset ${page.offset}`;
}

export type InvoiceListRow = {
  id: string;
  number: string | null;
  clientId: string;
  clientName: string;
  matterId: string | null;
  matterReference: string | null;
  description: string;
  issueDate: string | null;
  dueDate: string | null;
  status: TInvoiceStatus;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
};

/** One page of the firm's invoices, newest first, with the client's name and the matter's reference. */
export async function listInvoiceRows(
  db: DbExecutor,
  firmId: string,
  filters: InvoiceListFilters,
  today: string,
  page: { limit: number; offset: number },
): Promise<InvoiceListRow[]> {
  // The page's ids first, then the joins for those rows only (fetched by primary key).
  return db
    .select({
      id: invoiceTable.id,
      number: invoiceTable.number,
      clientId: invoiceTable.clientId,
      clientName: clientTable.name,
      matterId: invoiceTable.matterId,
      matterReference: matterTable.reference,
      description: invoiceTable.description,
      issueDate: invoiceTable.issueDate,
      dueDate: invoiceTable.dueDate,
      status: invoiceTable.status,
      totalCents: invoiceTable.totalCents,
      paidCents: invoiceTable.paidCents,
      creditedCents: invoiceTable.creditedCents,
    })
    .from(invoiceTable)
    .innerJoin(clientTable, eq(clientTable.id, invoiceTable.clientId))
    .leftJoin(matterTable, eq(matterTable.id, invoiceTable.matterId))
    .where(sql`${invoiceTable.id} = any(array(${pageIdsSql(firmId, filters, today, page)}))`)
    .orderBy(desc(invoiceTable.createdAt), desc(invoiceTable.id));
}

/** How many invoices match: the list's X-Total-Count. */
export async function countInvoiceRows(
  db: DbExecutor,
  firmId: string,
  filters: InvoiceListFilters,
  today: string,
): Promise<number> {
  const conditions = [sql`firm_id = ${firmId}::uuid`, ...otherConditions(firmId, filters)];
  const plan = statusPlanOf(filters.status);
  if (plan !== null) {
    conditions.push(
      plan.statuses.length === 1
        ? sql`status = ${plan.statuses[0]}::invoice_status`
        : sql`status in (${sql.join(
            plan.statuses.map((status) => sql`${status}::invoice_status`),
            sql`, `,
          )})`,
      ...dueCondition(plan.due, today),
    );
  }
  const rows = await queryRows<{ total: string }>(
    db,
    sql`select count(*) as total from invoice where ${whereOf(conditions)}`,
  );
  return Number(rows[0]?.total ?? 0);
}
