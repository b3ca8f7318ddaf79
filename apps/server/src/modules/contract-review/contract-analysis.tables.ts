import type {
  TComplianceCheck,
  TContractAnalysisStage,
  TContractAnalysisStatus,
  TContractAnalysisSummary,
  TContractClause,
  TContractFinding,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/**
 * A contract sent for review and what the analysis found, worked by a background job. The contract's
 * text is kept (pasted, or read from the uploaded file, whose bytes stay in file storage under
 * `file_key`) so the report can show every clause; the results are written once, when it completes.
 */
export const contractAnalysisTable = pgTable(
  "contract_analysis",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    matterId: uuid("matter_id").references(() => matterTable.id, { onDelete: "set null" }),
    requestedByUserId: text("requested_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    contractType: text("contract_type").notNull(),
    fileName: text("file_name"),
    fileKey: text("file_key"),
    contractText: text("contract_text"),
    status: text("status").$type<TContractAnalysisStatus>().notNull(),
    stage: text("stage").$type<TContractAnalysisStage>(),
    error: text("error"),
    riskScore: integer("risk_score"),
    summary: jsonb("summary").$type<TContractAnalysisSummary>(),
    findings: jsonb("findings").$type<TContractFinding[]>().notNull().default([]),
    complianceChecks: jsonb("compliance_checks").$type<TComplianceCheck[]>().notNull().default([]),
    clauses: jsonb("clauses").$type<TContractClause[]>().notNull().default([]),
    removedCitations: jsonb("removed_citations")
      .$type<{ text: string; reason: string }[]>()
      .notNull()
      .default([]),
    engine: text("engine"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("contract_analysis_firm_created_idx").on(table.firmId, table.createdAt),
    check(
      "contract_analysis_status_known",
      sql`${table.status} in ('queued', 'running', 'completed', 'failed')`,
    ),
    check(
      "contract_analysis_stage_known",
      sql`${table.stage} is null or ${table.stage} in ('reading', 'splitting', 'classifying', 'reviewing', 'saving')`,
    ),
    check(
      "contract_analysis_risk_score_range",
      sql`${table.riskScore} is null or ${table.riskScore} between 0 and 100`,
    ),
    check(
      "contract_analysis_completed_has_results",
      sql`${table.status} <> 'completed' or (${table.riskScore} is not null and ${table.summary} is not null)`,
    ),
    check(
      "contract_analysis_has_contract",
      sql`${table.fileKey} is not null or ${table.contractText} is not null`,
    ),
  ],
);
