import { DEFAULT_SYSTEM_SETTINGS, type TSystemSettings, ZSystemSettings } from "@inkundla/shared";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbExecutor } from "./db.ts";
import { platformSettingTable } from "./platform.tables.ts";

/**
 * Reads one platform setting, checked against its schema. A missing or unreadable value gives the
 * default, so the platform always starts with sensible settings.
 */
export async function readPlatformSetting<Schema extends z.ZodType>(
  db: DbExecutor,
  key: string,
  schema: Schema,
  fallback: z.infer<Schema>,
): Promise<z.infer<Schema>> {
  const rows = await db
    .select({ value: platformSettingTable.value })
    .from(platformSettingTable)
    .where(eq(platformSettingTable.key, key))
    .limit(1);
  if (!rows[0]) return fallback;
  const parsed = schema.safeParse(rows[0].value);
  return parsed.success ? parsed.data : fallback;
}

export async function writePlatformSetting(
  db: DbExecutor,
  key: string,
  value: unknown,
  updatedByUserId: string | null,
): Promise<void> {
  await db
    .insert(platformSettingTable)
    .values({ key, value, updatedByUserId })
    .onConflictDoUpdate({
      target: platformSettingTable.key,
      set: { value, updatedByUserId, updatedAt: sql`now()` },
    });
}

export const SYSTEM_SETTINGS_KEY = "system";

export function readSystemSettings(db: DbExecutor): Promise<TSystemSettings> {
  return readPlatformSetting(db, SYSTEM_SETTINGS_KEY, ZSystemSettings, DEFAULT_SYSTEM_SETTINGS);
}
