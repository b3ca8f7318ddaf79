import type {
  TAnalyticsSettings,
  TSaveAnalyticsSettingsRequest,
  TSaveMemberTargetRequest,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { analyticsError } from "./analytics.errors.ts";
import { requireAnalyticsAccess, requireAnalyticsOwner } from "./analytics-access.ts";
import { listMembersWithTargets, readSettingsRow } from "./analytics-data.repository.ts";
import type { AnalyticsDeps } from "./analytics-data.service.ts";
import { saveMemberTarget, upsertSettingsRow } from "./analytics-settings.repository.ts";

export const ANALYTICS_SETTINGS_SAVED = "analytics.settings_saved";

/** Hours as whole minutes, as the tables keep targets. */
function hoursToMinutes(hours: number | null): number | null {
  return hours === null ? null : Math.round(hours * 60);
}

function minutesToHours(minutes: number | null): number | null {
  return minutes === null ? null : Math.round((minutes / 60) * 100) / 100;
}

/** GET /api/advanced-analytics/settings: every member reads them; only the owner may change them. */
export async function getAnalyticsSettings(
  deps: AnalyticsDeps,
  identity: FirmIdentity,
): Promise<TAnalyticsSettings> {
  requireAnalyticsAccess(identity);
  const firmId = identity.membership.firmId;
  const settings = await readSettingsRow(deps.db, firmId);
  const members = await listMembersWithTargets(deps.db, firmId);
  return {
    shareBenchmarks: settings.shareBenchmarks,
    monthlyTargetHours: minutesToHours(settings.monthlyTargetMinutes),
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      monthlyTargetHours: minutesToHours(member.monthlyTargetMinutes),
    })),
    canEdit: identity.membership.isOwner,
  };
}

/** PUT /api/advanced-analytics/settings (owner only): sharing and the firm-wide monthly target. */
export async function saveAnalyticsSettings(
  deps: AnalyticsDeps,
  identity: FirmIdentity,
  input: TSaveAnalyticsSettingsRequest,
): Promise<TAnalyticsSettings> {
  requireAnalyticsOwner(identity);
  const firmId = identity.membership.firmId;
  await deps.db.transaction(async (tx) => {
    await upsertSettingsRow(tx, {
      firmId,
      shareBenchmarks: input.shareBenchmarks,
      monthlyTargetMinutes: hoursToMinutes(input.monthlyTargetHours),
      userId: identity.userId,
    });
    await recordAuditEvent(tx, {
      action: ANALYTICS_SETTINGS_SAVED,
      firmId,
      userId: identity.userId,
      entityType: "analytics_settings",
      entityId: firmId,
      ipAddress: identity.ipAddress,
      data: { shareBenchmarks: input.shareBenchmarks, monthlyTargetHours: input.monthlyTargetHours },
    });
  });
  return getAnalyticsSettings(deps, identity);
}

/** PUT /api/advanced-analytics/targets/{userId} (owner only): one member's monthly target, or none. */
export async function saveMemberAnalyticsTarget(
  deps: AnalyticsDeps,
  identity: FirmIdentity,
  userId: string,
  input: TSaveMemberTargetRequest,
): Promise<TAnalyticsSettings> {
  requireAnalyticsOwner(identity);
  const firmId = identity.membership.firmId;
  await deps.db.transaction(async (tx) => {
    const members = await listMembersWithTargets(tx, firmId);
    const member = members.find((candidate) => candidate.userId === userId);
    if (!member) throw analyticsError("member_not_found");
    const settings = await readSettingsRow(tx, firmId);
    await saveMemberTarget(tx, {
      firmId,
      userId,
      monthlyTargetMinutes: hoursToMinutes(input.monthlyTargetHours),
    });
    await recordAuditEvent(tx, {
      action: ANALYTICS_SETTINGS_SAVED,
      firmId,
      userId: identity.userId,
      entityType: "analytics_member_target",
      entityId: userId,
      ipAddress: identity.ipAddress,
      data: {
        shareBenchmarks: settings.shareBenchmarks,
        memberName: member.name,
        monthlyTargetHours: input.monthlyTargetHours,
      },
    });
  });
  return getAnalyticsSettings(deps, identity);
}
