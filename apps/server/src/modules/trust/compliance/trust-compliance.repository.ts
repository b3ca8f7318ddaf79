import type {
  TRecordAuditReportRequest,
  TRecordFidelityCertificateRequest,
  TTrustAccountKind,
  TTrustAccountStatus,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../../platform/db.ts";
import { personNameSql } from "../../time/index.ts";

/** The month the firm's financial year ends (Rule 54.24); February unless the firm set another. */
export async function financialYearEndMonth(db: DbExecutor, firmId: string): Promise<number> {
  const rows = await queryRows<{ month: number }>(
    db,
    sql`select financial_year_end_month as month from trust_books where firm_id = ${firmId}`,
  );
  return rows[0]?.month ?? 2;
}

export async function saveFinancialYearEndMonth(
  db: DbExecutor,
  firmId: string,
  month: number,
): Promise<void> {
  await queryRows(
    db,
    sql`insert into trust_books (firm_id, financial_year_end_month) values (${firmId}, ${month})
        on conflict (firm_id) do update set financial_year_end_month = excluded.financial_year_end_month`,
  );
}

export type FundLedgerLineRow = {
  account_id: string;
  name: string;
  kind: TTrustAccountKind;
  posted_on: string;
  amount_cents: string;
};

/** Every line of the Fidelity Fund's ledgers in the firm, per account in date order. */
export async function listFundLedgerLines(db: DbExecutor, firmId: string): Promise<FundLedgerLineRow[]> {
  return queryRows<FundLedgerLineRow>(
    db,
    sql`select e.account_id, a.name, a.kind, to_char(e.posted_on, 'YYYY-MM-DD') as posted_on, e.amount_cents
        from trust_entry e join trust_account a on a.id = e.account_id
        where e.firm_id = ${firmId} and e.side = 'ledger' and e.party = 'fund'
        order by e.account_id, e.posted_on, e.number`,
  );
}

export type ComplianceAccountRow = {
  id: string;
  name: string;
  kind: TTrustAccountKind;
  status: TTrustAccountStatus;
  opened_on: string;
  locked_through: string | null;
  balance_cents: string;
  has_instruction: boolean;
  owed_cents: string;
  clients_in_debit: number;
};

/** The firm's trust accounts with what the checklist needs: sign-off, money held and owed, debits. */
export async function listComplianceAccounts(
  db: DbExecutor,
  firmId: string,
): Promise<ComplianceAccountRow[]> {
  return queryRows<ComplianceAccountRow>(
    db,
    sql`select a.id, a.name, a.kind, a.status, to_char(a.opened_on, 'YYYY-MM-DD') as opened_on,
          to_char(a.locked_through, 'YYYY-MM-DD') as locked_through, a.balance_cents,
          (a.instruction_date is not null and a.instruction_file_id is not null) as has_instruction,
          (select coalesce(sum(b.balance_cents), 0) from trust_ledger_balance b where b.account_id = a.id) as owed_cents,
          (select count(*)::int from trust_ledger_balance b where b.account_id = a.id and b.balance_cents < 0) as clients_in_debit
        from trust_account a where a.firm_id = ${firmId} order by a.name`,
  );
}

/** The firm's Fidelity Fund certificates for a year and the year after it. */
export async function findFidelityCertificates(
  db: DbExecutor,
  firmId: string,
  year: number,
): Promise<{ year: number; certificate_number: string }[]> {
  return queryRows<{ year: number; certificate_number: string }>(
    db,
    sql`select year, certificate_number from trust_fidelity_certificate where firm_id = ${firmId} and year in (${year}, ${year + 1})`,
  );
}

/** When the audit report for a year end was lodged, or null when it was not recorded. */
export async function findAuditReportLodgedOn(
  db: DbExecutor,
  firmId: string,
  yearEnd: string,
): Promise<string | null> {
  const lodged = await queryRows<{ lodged_on: string }>(
    db,
    sql`select to_char(lodged_on, 'YYYY-MM-DD') as lodged_on from trust_audit_report
        where firm_id = ${firmId} and year_end = ${yearEnd}::date`,
  );
  return lodged[0]?.lodged_on ?? null;
}

export type FidelityCertificateRow = {
  year: number;
  certificate_number: string;
  name: string;
  recorded_at: Date;
};

/** Every certificate of the firm, newest year first, with who recorded it. */
export async function listFidelityCertificates(
  db: DbExecutor,
  firmId: string,
): Promise<FidelityCertificateRow[]> {
  return queryRows<FidelityCertificateRow>(
    db,
    sql`select c.year, c.certificate_number, ${personNameSql} as name, c.recorded_at
        from trust_fidelity_certificate c join "user" on "user".id = c.recorded_by
        where c.firm_id = ${firmId} order by c.year desc`,
  );
}

export type AuditReportRow = { year_end: string; lodged_on: string; auditor: string };

/** Every audit report the firm recorded, latest year end first. */
export async function listAuditReports(db: DbExecutor, firmId: string): Promise<AuditReportRow[]> {
  return queryRows<AuditReportRow>(
    db,
    sql`select to_char(year_end, 'YYYY-MM-DD') as year_end, to_char(lodged_on, 'YYYY-MM-DD') as lodged_on, auditor
        from trust_audit_report where firm_id = ${firmId} order by year_end desc`,
  );
}

/** Records the year's certificate; recording the same year again replaces its number. */
export async function saveFidelityCertificate(
  db: DbExecutor,
  firmId: string,
  userId: string,
  input: TRecordFidelityCertificateRequest,
): Promise<void> {
  await queryRows(
    db,
    sql`insert into trust_fidelity_certificate (firm_id, year, certificate_number, recorded_by)
        values (${firmId}, ${input.year}, ${input.certificateNumber}, ${userId})
        on conflict (firm_id, year) do update set certificate_number = excluded.certificate_number,
          recorded_by = excluded.recorded_by, recorded_at = now()`,
  );
}

/** Records the report for a year end; recording the same year end again replaces it. */
export async function saveAuditReport(
  db: DbExecutor,
  firmId: string,
  userId: string,
  input: TRecordAuditReportRequest,
): Promise<void> {
  await queryRows(
    db,
    sql`insert into trust_audit_report (firm_id, year_end, lodged_on, auditor, recorded_by)
        values (${firmId}, ${input.yearEnd}::date, ${input.lodgedOn}::date, ${input.auditor}, ${userId})
        on conflict (firm_id, year_end) do update set lodged_on = excluded.lodged_on, auditor = excluded.auditor,
          recorded_by = excluded.recorded_by, recorded_at = now()`,
  );
}

export type TrustAuditEventRow = {
  id: string;
  created_at: Date;
  action: string;
  name: string | null;
  data: Record<string, unknown> | null;
  total: number;
};

/** A page of the firm's trust audit events, newest first, each row carrying the total count. */
export async function listTrustAuditEvents(
  db: DbExecutor,
  firmId: string,
  page: { limit: number; offset: number },
): Promise<TrustAuditEventRow[]> {
  return queryRows<TrustAuditEventRow>(
    db,
    sql`select a.id, a.created_at, a.action, ${personNameSql} as name, a.data, (count(*) over ())::int as total
        from audit_event a left join "user" on "user".id = a.user_id
        where a.firm_id = ${firmId} and a.action like 'trust.%'
        order by a.created_at desc, a.id desc
        limit ${page.limit} offset ${page.offset}`,
  );
}
