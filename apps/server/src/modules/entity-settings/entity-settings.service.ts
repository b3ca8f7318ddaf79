import {
  DEFAULT_ENTITY_SETTINGS,
  type TEntitySettings,
  type TPublicEntitySettings,
  toPublicEntitySettings,
  ZEntitySettings,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import type { Identity } from "../../platform/identity.ts";
import { readPlatformSetting, writePlatformSetting } from "../../platform/settings.ts";

export const ENTITY_SETTINGS_KEY = "entity";

export type EntitySettingsDeps = { db: Db };

/** The saved Entity Settings, or the defaults of spec 000 §3 until the platform admin saves them. */
export function readEntitySettings(db: DbExecutor): Promise<TEntitySettings> {
  return readPlatformSetting(db, ENTITY_SETTINGS_KEY, ZEntitySettings, DEFAULT_ENTITY_SETTINGS);
}

/** Everything for the platform admin; the public contact details and legal texts for anyone else. */
export async function getEntitySettingsFor(
  deps: EntitySettingsDeps,
  identity: Identity | null,
): Promise<TEntitySettings | TPublicEntitySettings> {
  const settings = await readEntitySettings(deps.db);
  return identity?.platformRole === "admin" ? settings : toPublicEntitySettings(settings);
}

export async function saveEntitySettings(
  deps: EntitySettingsDeps,
  admin: Identity,
  settings: TEntitySettings,
): Promise<TEntitySettings> {
  await deps.db.transaction(async (tx) => {
    await writePlatformSetting(tx, ENTITY_SETTINGS_KEY, settings, admin.userId);
    await recordAuditEvent(tx, {
      action: "admin.entity_settings_saved",
      userId: admin.userId,
      entityType: "platform_setting",
      entityId: ENTITY_SETTINGS_KEY,
      data: { entityName: settings.entityName },
    });
  });
  return settings;
}
