import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Who did what, when: written in the same transaction as the change it describes; never updated. */
export const auditEventTable = pgTable(
  "audit_event",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    firmId: uuid("firm_id"),
    userId: text("user_id"),
    action: text("action").notNull(),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    ipAddress: text("ip_address"),
    data: jsonb("data").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_event_firm_id_created_at_idx").on(table.firmId, table.createdAt),
    index("audit_event_user_id_idx").on(table.userId),
  ],
);

/** Fixed-window counters shared by every app instance (login attempts per IP and per e-mail). */
export const rateLimitTable = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});
