import type { AuditData, TAuditAction } from "@inkundla/shared";
import type { DbExecutor } from "./db.ts";
import { auditEventTable } from "./platform.tables.ts";

/**
 * One row of the audit trail. `action` is one of the actions the shared labels know (a new action is
 * added there, with its words, before anything may record it), and `data` has that action's payload.
 */
export type AuditEvent<A extends TAuditAction = TAuditAction> = {
  action: A;
  firmId?: string | null;
  userId?: string | null;
  entityType?: string;
  entityId?: string;
  ipAddress?: string | null;
  data?: AuditData<A>;
};

/** Pass the transaction that makes the change, so the audit row commits or rolls back with it. */
export async function recordAuditEvent<A extends TAuditAction>(
  db: DbExecutor,
  event: AuditEvent<A>,
): Promise<void> {
  await db.insert(auditEventTable).values(event);
}
