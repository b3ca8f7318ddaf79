import type { TPublicSettings } from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const PUBLIC_SETTINGS_PATH = "/api/settings/public";

export function fetchPublicSettings(): Promise<TPublicSettings> {
  return apiJson("GET", PUBLIC_SETTINGS_PATH);
}
