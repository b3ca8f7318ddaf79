import type { TPracticeSettings, TPracticeSettingsUpdateRequest } from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { DbExecutor } from "../../platform/db.ts";
import { platformError } from "../../platform/errors.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { setPracticeSettings } from "../firms/index.ts";
import { matterError } from "./matter.errors.ts";
import type { MattersDeps } from "./matter.service.ts";
import { findPracticeSettings } from "./practice-settings.repository.ts";

async function requirePracticeSettings(db: DbExecutor, firmId: string): Promise<TPracticeSettings> {
  const settings = await findPracticeSettings(db, firmId);
  if (!settings) throw platformError("no_firm");
  return settings;
}

export function getPracticeSettings(deps: MattersDeps, identity: FirmIdentity): Promise<TPracticeSettings> {
  return requirePracticeSettings(deps.db, identity.membership.firmId);
}

/**
 * The owner sets the matter reference prefix and the firm's default hourly rate. A new prefix applies
 * to matters opened from now on; existing references never change.
 */
export async function updatePracticeSettings(
  deps: MattersDeps,
  identity: FirmIdentity,
  input: TPracticeSettingsUpdateRequest,
): Promise<TPracticeSettings> {
  if (!identity.membership.isOwner) throw matterError("owner_only");
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const before = await requirePracticeSettings(tx, firmId);
    await setPracticeSettings(tx, firmId, input);
    await recordAuditEvent(tx, {
      action: "practice.settings_updated",
      firmId,
      userId: identity.userId,
      entityType: "firm",
      entityId: firmId,
      ipAddress: identity.ipAddress,
      data: { before, after: input },
    });
    return requirePracticeSettings(tx, firmId);
  });
}
