import { and, count, desc, eq, getTableColumns } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { casePredictionTable } from "./case-prediction.tables.ts";

export type CasePredictionRow = typeof casePredictionTable.$inferSelect & { matterReference: string | null };

const columns = { ...getTableColumns(casePredictionTable), matterReference: matterTable.reference };

export async function insertCasePrediction(
  db: DbExecutor,
  values: Omit<typeof casePredictionTable.$inferInsert, "status">,
): Promise<void> {
  await db.insert(casePredictionTable).values({ ...values, status: "queued" });
}

function selectWithMatter(db: DbExecutor) {
  return db
    .select(columns)
    .from(casePredictionTable)
    .leftJoin(matterTable, eq(matterTable.id, casePredictionTable.matterId));
}

/** The firm's predictions, newest first, with the total for X-Total-Count. */
export async function listFirmCasePredictions(
  db: DbExecutor,
  firmId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: CasePredictionRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    selectWithMatter(db)
      .where(eq(casePredictionTable.firmId, firmId))
      .orderBy(desc(casePredictionTable.createdAt), desc(casePredictionTable.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(casePredictionTable).where(eq(casePredictionTable.firmId, firmId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One of the firm's predictions; another firm's is not found. */
export async function findFirmCasePrediction(
  db: DbExecutor,
  firmId: string,
  id: string,
): Promise<CasePredictionRow | null> {
  const [row] = await selectWithMatter(db).where(
    and(eq(casePredictionTable.id, id), eq(casePredictionTable.firmId, firmId)),
  );
  return row ?? null;
}

export async function findCasePredictionById(db: DbExecutor, id: string): Promise<CasePredictionRow | null> {
  const [row] = await selectWithMatter(db).where(eq(casePredictionTable.id, id));
  return row ?? null;
}

export async function markCasePredictionRunning(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(casePredictionTable)
    .set({ status: "running", error: null, startedAt: new Date() })
    .where(eq(casePredictionTable.id, id));
}

export async function completeCasePrediction(
  db: DbExecutor,
  id: string,
  results: Pick<CasePredictionRow, "prediction" | "successProbability" | "engine">,
): Promise<void> {
  await db
    .update(casePredictionTable)
    .set({ ...results, status: "completed", error: null, completedAt: new Date() })
    .where(eq(casePredictionTable.id, id));
}

export async function failCasePrediction(db: DbExecutor, id: string, error: string): Promise<void> {
  await db
    .update(casePredictionTable)
    .set({ status: "failed", error, completedAt: new Date() })
    .where(eq(casePredictionTable.id, id));
}
