import type {
  TCaseCourt,
  TCasePrediction,
  TCasePredictionRequest,
  TCasePredictionStatus,
  TCaseType,
  TEvidenceStrength,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/**
 * A case prediction asked for, worked by a background job from the firm's recorded outcomes and the
 * corpus; the prediction is written once, when it completes. A prediction tied to a matter is compared
 * with that matter's outcome once it closes (the calibration report).
 */
export const casePredictionTable = pgTable(
  "case_prediction",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    matterId: uuid("matter_id").references(() => matterTable.id, { onDelete: "set null" }),
    requestedByUserId: text("requested_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    caseTitle: text("case_title").notNull(),
    caseType: text("case_type").$type<TCaseType>().notNull(),
    court: text("court").$type<TCaseCourt>(),
    evidenceStrength: text("evidence_strength").$type<TEvidenceStrength>().notNull(),
    /** The nine fields as sent (validated by the shared schema). */
    request: jsonb("request").$type<TCasePredictionRequest>().notNull(),
    status: text("status").$type<TCasePredictionStatus>().notNull(),
    error: text("error"),
    prediction: jsonb("prediction").$type<TCasePrediction>(),
    /** The success probability (0..100) again as a column, for the calibration report. */
    successProbability: integer("success_probability"),
    engine: text("engine"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("case_prediction_firm_created_idx").on(table.firmId, table.createdAt.desc().nullsFirst()),
    index("case_prediction_matter_idx").on(table.matterId),
    check(
      "case_prediction_status_known",
      sql`${table.status} in ('queued', 'running', 'completed', 'failed')`,
    ),
    check(
      "case_prediction_success_probability_range",
      sql`${table.successProbability} is null or ${table.successProbability} between 0 and 100`,
    ),
    check(
      "case_prediction_completed_has_prediction",
      sql`${table.status} <> 'completed' or (${table.prediction} is not null and ${table.successProbability} is not null)`,
    ),
  ],
);
