import type { TDeclaredHoliday } from "@inkundla/shared";
import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { declaredHolidayTable } from "./deadline.tables.ts";

export async function listDeclaredHolidays(db: DbExecutor): Promise<TDeclaredHoliday[]> {
  return db
    .select({ date: declaredHolidayTable.holidayOn, name: declaredHolidayTable.name })
    .from(declaredHolidayTable)
    .orderBy(asc(declaredHolidayTable.holidayOn));
}

/** Inserts the holiday; false when that date already has one. */
export async function insertDeclaredHoliday(
  db: DbExecutor,
  holiday: TDeclaredHoliday & { createdByUserId: string },
): Promise<boolean> {
  const rows = await db
    .insert(declaredHolidayTable)
    .values({ holidayOn: holiday.date, name: holiday.name, createdByUserId: holiday.createdByUserId })
    .onConflictDoNothing()
    .returning({ date: declaredHolidayTable.holidayOn });
  return rows.length > 0;
}

export async function deleteDeclaredHoliday(db: DbExecutor, date: string): Promise<TDeclaredHoliday | null> {
  const rows = await db
    .delete(declaredHolidayTable)
    .where(eq(declaredHolidayTable.holidayOn, date))
    .returning({ date: declaredHolidayTable.holidayOn, name: declaredHolidayTable.name });
  return rows[0] ?? null;
}
