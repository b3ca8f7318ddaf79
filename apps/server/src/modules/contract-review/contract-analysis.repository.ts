import type { TContractAnalysisStage } from "@inkundla/shared";
import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import { contractAnalysisTable } from "./contract-analysis.tables.ts";

export type ContractAnalysisRow = typeof contractAnalysisTable.$inferSelect;

export async function insertAnalysis(
  db: DbExecutor,
  values: Omit<typeof contractAnalysisTable.$inferInsert, "status">,
): Promise<void> {
  await db.insert(contractAnalysisTable).values({ ...values, status: "queued" });
}

/** One of the firm's analyses; another firm's is not found. */
export async function findFirmAnalysis(
  db: DbExecutor,
  firmId: string,
  id: string,
): Promise<ContractAnalysisRow | null> {
  const [row] = await db
    .select()
    .from(contractAnalysisTable)
    .where(and(eq(contractAnalysisTable.id, id), eq(contractAnalysisTable.firmId, firmId)));
  return row ?? null;
}

export async function findAnalysisById(db: DbExecutor, id: string): Promise<ContractAnalysisRow | null> {
  const [row] = await db.select().from(contractAnalysisTable).where(eq(contractAnalysisTable.id, id));
  return row ?? null;
}

/** The firm's analyses, newest first, without the contract's text and clauses (the list does not show them). */
export async function listFirmAnalyses(
  db: DbExecutor,
  firmId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: Omit<ContractAnalysisRow, "contractText" | "clauses">[]; total: number }> {
  const { contractText: _text, clauses: _clauses, ...listed } = getTableColumns(contractAnalysisTable);
  const [rows, [totals]] = await Promise.all([
    db
      .select(listed)
      .from(contractAnalysisTable)
      .where(eq(contractAnalysisTable.firmId, firmId))
      .orderBy(desc(contractAnalysisTable.createdAt), desc(contractAnalysisTable.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(contractAnalysisTable).where(eq(contractAnalysisTable.firmId, firmId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function markAnalysisRunning(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(contractAnalysisTable)
    .set({ status: "running", stage: "reading", error: null, startedAt: new Date() })
    .where(eq(contractAnalysisTable.id, id));
}

export async function setAnalysisStage(
  db: DbExecutor,
  id: string,
  stage: TContractAnalysisStage,
): Promise<void> {
  await db.update(contractAnalysisTable).set({ stage }).where(eq(contractAnalysisTable.id, id));
}

export async function saveContractText(db: DbExecutor, id: string, contractText: string): Promise<void> {
  await db.update(contractAnalysisTable).set({ contractText }).where(eq(contractAnalysisTable.id, id));
}

export async function completeAnalysis(
  db: DbExecutor,
  id: string,
  results: Pick<
    ContractAnalysisRow,
    "riskScore" | "summary" | "findings" | "complianceChecks" | "clauses" | "removedCitations" | "engine"
  >,
): Promise<void> {
  await db
    .update(contractAnalysisTable)
    .set({ ...results, status: "completed", stage: null, error: null, completedAt: new Date() })
    .where(eq(contractAnalysisTable.id, id));
}

export async function failAnalysis(db: DbExecutor, id: string, error: string): Promise<void> {
  await db
    .update(contractAnalysisTable)
    .set({ status: "failed", stage: null, error, completedAt: new Date() })
    .where(eq(contractAnalysisTable.id, id));
}

export type InsightRows = {
  totals: { analysed: number; average_risk: number | null };
  riskyTypes: { type: string; count: number }[];
  findings: { id: string; type: string; legal_reference: string | null; count: number }[];
  byType: { contract_type: string; count: number; average_risk: number }[];
  byMonth: { month: string; count: number; average_risk: number }[];
};

/**
 * Figures across the firm's completed analyses. A finding's id loses its "-2", "-3" repeat suffix, so a
 * rule counts once per contract however often it fired in it.
 */
export async function readInsightRows(db: DbExecutor, firmId: string): Promise<InsightRows> {
  const completed = sql`firm_id = ${firmId}::uuid and status = 'completed'`;
  const [totals, riskyTypes, findings, byType, byMonth] = await Promise.all([
    queryRows<InsightRows["totals"]>(
      db,
      sql`select count(*)::int as analysed, round(avg(risk_score))::int as average_risk
            from contract_analysis where ${completed}`,
    ),
    queryRows<InsightRows["riskyTypes"][number]>(
      db,
      sql`select finding->>'type' as type, count(distinct a.id)::int as count
            from contract_analysis a, jsonb_array_elements(a.findings) finding
           where a.${completed} and finding->>'severity' in ('critical', 'high', 'medium')
           group by 1 order by 2 desc, 1 limit 10`,
    ),
    queryRows<InsightRows["findings"][number]>(
      db,
      sql`select regexp_replace(finding->>'id', '-[0-9]+$', '') as id, min(finding->>'type') as type,
                 min(finding->>'legalReference') as legal_reference, count(distinct a.id)::int as count
            from contract_analysis a, jsonb_array_elements(a.findings) finding
           where a.${completed}
           group by 1 order by 4 desc, 1 limit 10`,
    ),
    queryRows<InsightRows["byType"][number]>(
      db,
      sql`select contract_type, count(*)::int as count, round(avg(risk_score))::int as average_risk
            from contract_analysis where ${completed}
           group by 1 order by 2 desc, 1 limit 20`,
    ),
    queryRows<InsightRows["byMonth"][number]>(
      db,
      sql`select to_char(date_trunc('month', created_at at time zone 'Africa/Johannesburg'), 'YYYY-MM') as month,
                 count(*)::int as count, round(avg(risk_score))::int as average_risk
            from contract_analysis where ${completed}
           group by 1 order by 1 desc limit 12`,
    ),
  ]);
  return {
    totals: totals[0] ?? { analysed: 0, average_risk: null },
    riskyTypes,
    findings,
    byType,
    byMonth: byMonth.reverse(),
  };
}
