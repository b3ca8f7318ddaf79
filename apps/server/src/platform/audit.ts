import type { DbExecutor } from "./db.ts";
import { auditEventTable } from "./platform.tables.ts";

export type AuditEvent = {
  action: string;
  firmId?: string | null;
  userId?: string | null;
  entityType?: string;
  entityId?: string;
  ipAddress?: string | null;
  data?: Record<string, unknown>;
};

/** Pass the transaction that makes the change, so the audit row commits or rolls back with it. */
export async function recordAuditEvent(db: DbExecutor, event: AuditEvent): Promise<void> {
  await db.insert(auditEventTable).values(event);
}
