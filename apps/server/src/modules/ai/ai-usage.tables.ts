import { bigint, date, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { firmTable } from "../firms/firm.tables.ts";

/**
 * A firm's use of the language model, month by month (the 1st of the month, South African time): the
 * tokens every call used, as the endpoint reported them, retries included.
 */
export const aiUsageTable = pgTable(
  "ai_usage",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    inputTokens: bigint("input_tokens", { mode: "number" }).notNull().default(0),
    outputTokens: bigint("output_tokens", { mode: "number" }).notNull().default(0),
    calls: integer("calls").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.month] })],
);
