import type { TPracticeSettings } from "@inkundla/shared";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { firmTable } from "../firms/firm.tables.ts";

export async function findPracticeSettings(
  db: DbExecutor,
  firmId: string,
): Promise<TPracticeSettings | null> {
  const [row] = await db
    .select({
      matterReferencePrefix: firmTable.matterReferencePrefix,
      defaultHourlyRateCents: firmTable.defaultHourlyRateCents,
    })
    .from(firmTable)
    .where(eq(firmTable.id, firmId))
    .limit(1);
  return row ?? null;
}
