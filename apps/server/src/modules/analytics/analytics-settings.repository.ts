import { and, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { analyticsMemberTargetTable, analyticsSettingsTable } from "./analytics.tables.ts";

/** Writes the firm's analytics settings (one row per firm, replaced). */
export async function upsertSettingsRow(
  db: DbExecutor,
  values: { firmId: string; shareBenchmarks: boolean; monthlyTargetMinutes: number | null; userId: string },
): Promise<void> {
  await db
    .insert(analyticsSettingsTable)
    .values({
      firmId: values.firmId,
      shareBenchmarks: values.shareBenchmarks,
      monthlyTargetMinutes: values.monthlyTargetMinutes,
      updatedByUserId: values.userId,
    })
    .onConflictDoUpdate({
      target: analyticsSettingsTable.firmId,
      set: {
        shareBenchmarks: values.shareBenchmarks,
        monthlyTargetMinutes: values.monthlyTargetMinutes,
        updatedByUserId: values.userId,
        updatedAt: sql`now()`,
      },
    });
}

/** Sets one member's monthly target, or removes it (null: the firm's target applies again). */
export async function saveMemberTarget(
  db: DbExecutor,
  values: { firmId: string; userId: string; monthlyTargetMinutes: number | null },
): Promise<void> {
  if (values.monthlyTargetMinutes === null) {
    await db
      .delete(analyticsMemberTargetTable)
      .where(
        and(
          eq(analyticsMemberTargetTable.firmId, values.firmId),
          eq(analyticsMemberTargetTable.userId, values.userId),
        ),
      );
    return;
  }
  await db
    .insert(analyticsMemberTargetTable)
    .values({
      firmId: values.firmId,
      userId: values.userId,
      monthlyTargetMinutes: values.monthlyTargetMinutes,
    })
    .onConflictDoUpdate({
      target: [analyticsMemberTargetTable.firmId, analyticsMemberTargetTable.userId],
      set: { monthlyTargetMinutes: values.monthlyTargetMinutes, updatedAt: sql`now()` },
    });
}
