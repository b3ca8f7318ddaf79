import type { TEntitySettings, TEntitySettingsInput, TPublicEntitySettings } from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const ENTITY_SETTINGS_PATH = "/api/admin/entity-settings";

/** Everything for the platform admin; the public contact subset for anyone else. */
export type TEntitySettingsAnswer = TEntitySettings | TPublicEntitySettings;

export function fetchEntitySettings(): Promise<TEntitySettingsAnswer> {
  return apiJson("GET", ENTITY_SETTINGS_PATH);
}

export function saveEntitySettings(input: TEntitySettingsInput): Promise<TEntitySettings> {
  return apiJson("PUT", ENTITY_SETTINGS_PATH, input);
}

export function isFullEntitySettings(answer: TEntitySettingsAnswer): answer is TEntitySettings {
  return "primaryEmail" in answer;
}
