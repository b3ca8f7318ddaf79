import { and, eq, sql } from "drizzle-orm";
import { type DbExecutor, FIRM_TIME_ZONE_SQL } from "../../platform/db.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { runningTimerTable } from "./time.tables.ts";

/** A person's running timer; the elapsed time is read from the database clock that started it. */
export type RunningTimerRecord = {
  id: string;
  firmId: string;
  matterId: string;
  matterTitle: string;
  matterReference: string;
  description: string;
  startedAt: Date;
  elapsedSeconds: number;
};

/** The person's timer (in their firm), or null; `lock` holds it for stopping or discarding. */
export async function findRunningTimer(
  db: DbExecutor,
  firmId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<RunningTimerRecord | null> {
  const query = db
    .select({
      id: runningTimerTable.id,
      firmId: runningTimerTable.firmId,
      matterId: runningTimerTable.matterId,
      matterTitle: matterTable.title,
      matterReference: matterTable.reference,
      description: runningTimerTable.description,
      startedAt: runningTimerTable.startedAt,
      elapsedSeconds: sql<number>`greatest(0, extract(epoch from (now() - ${runningTimerTable.startedAt})))::float8`,
    })
    .from(runningTimerTable)
    .innerJoin(matterTable, eq(matterTable.id, runningTimerTable.matterId))
    .where(and(eq(runningTimerTable.userId, userId), eq(runningTimerTable.firmId, firmId)))
    .limit(1);
  const rows = options.lock ? await query.for("update", { of: runningTimerTable }) : await query;
  const row = rows[0];
  return row ? { ...row, elapsedSeconds: Number(row.elapsedSeconds) } : null;
}

/** Starts the person's timer; false when one already runs (one per person, unique index). */
export async function insertRunningTimer(
  db: DbExecutor,
  timer: { firmId: string; userId: string; matterId: string; description: string },
): Promise<boolean> {
  const rows = await db
    .insert(runningTimerTable)
    .values(timer)
    .onConflictDoNothing({ target: runningTimerTable.userId })
    .returning({ id: runningTimerTable.id });
  return rows.length > 0;
}

export async function deleteRunningTimer(db: DbExecutor, timerId: string): Promise<void> {
  await db.delete(runningTimerTable).where(eq(runningTimerTable.id, timerId));
}

/** Today's date in South Africa, for a timer stopped now. */
export const johannesburgTodaySql = sql<string>`(now() at time zone ${FIRM_TIME_ZONE_SQL})::date`;
