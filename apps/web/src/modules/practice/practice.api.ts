import type {
  TFirmMemberRateUpdateRequest,
  TFirmMemberSummary,
  TPracticeSettings,
  TPracticeSettingsUpdateRequest,
} from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const PRACTICE_SETTINGS_PATH = "/api/practice/settings";
/** Read with the default query function. */
export const PRACTICE_SETTINGS_QUERY_KEY = [PRACTICE_SETTINGS_PATH] as const;
const FIRM_MEMBERS_PATH = "/api/firm/members";

export function updatePracticeSettings(request: TPracticeSettingsUpdateRequest): Promise<TPracticeSettings> {
  return apiJson("PUT", PRACTICE_SETTINGS_PATH, request);
}

export function updateMemberRate(
  userId: string,
  request: TFirmMemberRateUpdateRequest,
): Promise<TFirmMemberSummary> {
  return apiJson("PUT", `${FIRM_MEMBERS_PATH}/${encodeURIComponent(userId)}/rate`, request);
}
