import type { TDevMailboxMessage } from "@inkundla/shared";
import { desc } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { mailOutboxTable } from "../../platform/platform.tables.ts";

export async function listRecentOutboxMessages(db: DbExecutor, limit: number): Promise<TDevMailboxMessage[]> {
  const rows = await db
    .select({
      id: mailOutboxTable.id,
      to: mailOutboxTable.toAddress,
      subject: mailOutboxTable.subject,
      status: mailOutboxTable.status,
      createdAt: mailOutboxTable.createdAt,
      links: mailOutboxTable.links,
      text: mailOutboxTable.textBody,
    })
    .from(mailOutboxTable)
    .orderBy(desc(mailOutboxTable.createdAt), desc(mailOutboxTable.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
