import type { TInvoiceStatus, TInvoiceStatusFilter } from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../../platform/db.ts";
import { escapeLikePattern } from "../../../platform/text-search.ts";
import { clientTable } from "../../clients/client.tables.ts";
import { matterTable } from "../../matters/matter.tables.ts";
import { firmInvoiceStatusCountTable } from "../billing.tables.ts";

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

/**
 * Overdue is an open invoice past its due date. One without a due date is never overdue: it shows as
 * sent or part paid (as `displayStatusOf` says), so those filters take it too.
 */
function dueCondition(due: "any" | "overdue" | "not_overdue", today: string): SQL[] {
  if (due === "overdue") return [sql`due_date < ${today}::date`];
  if (due === "not_overdue") return [sql`(due_date >= ${today}::date or due_date is null)`];
  return [];
}

function whereOf(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` and `);
}

function statusesIn(statuses: readonly TInvoiceStatus[]): SQL {
  return sql`status in (${sql.join(
    statuses.map((status) => sql`${status}::invoice_status`),
    sql`, `,
  )})`;
}

/**
 * Newest first, as the indexes on (firm_id, created_at desc, id desc) and (firm_id, status, created_at
 * desc, id desc) keep it. They keep nulls last, so the order says so too: with PostgreSQL's default for
 * desc (nulls first) the index could not give the order and every matching row would be sorted.
 */
const NEWEST_FIRST = sql`created_at desc nulls last, id desc nulls last`;

const PAGE_COLUMNS = sql`id, number, client_id, matter_id, description, issue_date, due_date, status,
  total_cents, paid_cents, credited_cents, created_at`;

/**
 * One page of invoice rows, read in the index walk itself rather than collected as ids and fetched
 * again by primary key (50 more index descents a page). A filter over one kept status (or none) walks
 * its index directly. A deeper page of a filter the index answers alone (no search, client, matter or
 * due date) first finds its first row's key by an index-only walk past the rows before it, then reads
 * its rows from there, so page 100 does not read the 4,950 rows before it from the table. A filter on
 * the due date finds its page's ids in the index of open invoices, which carries the due date. A filter
 * over two statuses ("overdue", "open") reads each status down its index, at most offset + limit rows
 * each, and merges them: two short walks instead of reading and sorting every open invoice.
 */
function pageSql(
  firmId: string,
  filters: InvoiceListFilters,
  today: string,
  page: { limit: number; offset: number },
): SQL {
  const base = [sql`firm_id = ${firmId}::uuid`, ...otherConditions(firmId, filters)];
  const plan = statusPlanOf(filters.status);
  const branches =
    plan === null
      ? [base]
      : plan.statuses.map((status) => [
          ...base,
          sql`status = ${status}::invoice_status`,
          ...dueCondition(plan.due, today),
        ]);
  if (plan !== null && plan.due !== "any" && base.length === 1) {
    // Overdue, and sent or part paid not yet due, pass over the open invoices on the other side of
    // today. The partial index of open invoices carries the due date, so each walk finds its ids there
    // without reading the invoices it passes over (an index-only scan); only the page's rows are read.
    const walks = branches.map(
      (conditions) => sql`(select id, created_at from invoice where ${whereOf(conditions)}
        order by ${NEWEST_FIRST} limit ${page.limit + page.offset})`,
    );
    return sql`select ${PAGE_COLUMNS} from invoice where id = any(array(
        select id from (${sql.join(walks, sql` union all `)}) as merged
         order by ${NEWEST_FIRST} limit ${page.limit} offset ${page.offset}))`;
  }
  const [onlyBranch] = branches;
  if (branches.length === 1 && onlyBranch) {
    const where = whereOf(onlyBranch);
    const isIndexOnly = base.length === 1 && (plan === null || plan.due === "any");
    if (page.offset > 0 && isIndexOnly) {
      // Past the end, the key is null, the comparison too, and the page empty, as with an offset.
      return sql`select ${PAGE_COLUMNS} from invoice
        where ${where} and (created_at, id) <= (
          select created_at, id from invoice where ${where}
           order by ${NEWEST_FIRST} offset ${page.offset} limit 1)
        order by ${NEWEST_FIRST} limit ${page.limit}`;
    }
    return sql`select ${PAGE_COLUMNS} from invoice where ${where}
      order by ${NEWEST_FIRST} limit ${page.limit} offset ${page.offset}`;
  }
  const walks = branches.map(
    (conditions) => sql`(select ${PAGE_COLUMNS} from invoice where ${whereOf(conditions)}
      order by ${NEWEST_FIRST} limit ${page.limit + page.offset})`,
  );
  return sql`select * from (${sql.join(walks, sql` union all `)}) as merged
    order by ${NEWEST_FIRST} limit ${page.limit} offset ${page.offset}`;
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
  // The client's name and the matter's reference are looked up for the page's rows only, never for
  // the rows an offset passes over.
  const rows = await queryRows<{
    id: string;
    number: string | null;
    client_id: string;
    client_name: string;
    matter_id: string | null;
    matter_reference: string | null;
    description: string;
    issue_date: string | null;
    due_date: string | null;
    status: TInvoiceStatus;
    total_cents: string;
    paid_cents: string;
    credited_cents: string;
  }>(
    db,
    sql`select page.id, page.number, page.client_id,
               (select ${clientTable.name} from ${clientTable} where ${clientTable.id} = page.client_id)
                 as client_name,
               page.matter_id,
               (select ${matterTable.reference} from ${matterTable} where ${matterTable.id} = page.matter_id)
                 as matter_reference,
               page.description, to_char(page.issue_date, 'YYYY-MM-DD') as issue_date,
               to_char(page.due_date, 'YYYY-MM-DD') as due_date, page.status,
               page.total_cents, page.paid_cents, page.credited_cents
          from (${pageSql(firmId, filters, today, page)}) as page
         order by page.created_at desc nulls last, page.id desc nulls last`,
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    clientId: row.client_id,
    clientName: row.client_name,
    matterId: row.matter_id,
    matterReference: row.matter_reference,
    description: row.description,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    status: row.status,
    totalCents: readCents(row.total_cents),
    paidCents: readCents(row.paid_cents),
    creditedCents: readCents(row.credited_cents),
  }));
}

/**
 * The list's X-Total-Count when only the status narrows it, without counting the firm's invoices:
 * the kept statuses come from `firm_invoice_status_count` (exact: triggers keep it in every writing
 * transaction). Overdue is not kept, so open invoices are split by the partial index on (firm_id,
 * due_date) of open invoices, counting those not yet due: at most a payment term's worth of invoices,
 * where the overdue ones pile up over the years. "Sent" and "part paid" are their not-yet-due
 * invoices; "overdue" is every open invoice less the not-yet-due ones (an index-only count).
 */
async function countFromKeptTotals(
  db: DbExecutor,
  firmId: string,
  filter: TInvoiceStatusFilter,
  today: string,
): Promise<number> {
  const plan = statusPlanOf(filter);
  const kept = (statuses: readonly TInvoiceStatus[] | null) => sql`(
    select coalesce(sum(${firmInvoiceStatusCountTable.total}), 0) from ${firmInvoiceStatusCountTable}
     where ${firmInvoiceStatusCountTable.firmId} = ${firmId}::uuid
       ${statuses === null ? sql`` : sql`and ${statusesIn(statuses)}`})`;
  const notYetDue = (statuses: readonly TInvoiceStatus[]) => sql`(
    (select count(*) from invoice
      where firm_id = ${firmId}::uuid and ${statusesIn(statuses)} and due_date >= ${today}::date)
    + (select count(*) from invoice
        where firm_id = ${firmId}::uuid and ${statusesIn(statuses)} and due_date is null))`;
  let total: SQL;
  if (plan === null || plan.due === "any") total = kept(plan?.statuses ?? null);
  else if (plan.due === "not_overdue") total = notYetDue(plan.statuses);
  else total = sql`${kept(plan.statuses)} - ${notYetDue(plan.statuses)}`;
  const rows = await queryRows<{ total: string }>(db, sql`select ${total} as total`);
  return Number(rows[0]?.total ?? 0);
}

/** How many invoices match: the list's X-Total-Count. */
export async function countInvoiceRows(
  db: DbExecutor,
  firmId: string,
  filters: InvoiceListFilters,
  today: string,
): Promise<number> {
  if (!filters.search?.trim() && !filters.clientId && !filters.matterId) {
    return countFromKeptTotals(db, firmId, filters.status, today);
  }
  const conditions = [sql`firm_id = ${firmId}::uuid`, ...otherConditions(firmId, filters)];
  const plan = statusPlanOf(filters.status);
  if (plan !== null) conditions.push(statusesIn(plan.statuses), ...dueCondition(plan.due, today));
  const rows = await queryRows<{ total: string }>(
    db,
    sql`select count(*) as total from invoice where ${whereOf(conditions)}`,
  );
  return Number(rows[0]?.total ?? 0);
}
