import { createHash, randomBytes } from "node:crypto";
import { findDeadlineRule, type TCalendarFeedCreated, type TCalendarFeedStatus } from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import {
  findFeedOwnerByTokenHash,
  findLiveFeedToken,
  insertFeedToken,
  listFeedDeadlines,
  revokeFeedTokens,
} from "./calendar-feed.repository.ts";
import { deadlinesError } from "./deadlines.errors.ts";
import type { DeadlinesDeps } from "./deadlines.service.ts";
import { serializeCalendarFeed } from "./icalendar.ts";

/** `<43 base64url characters>.ics`: the file name in the feed URL. */
const FEED_FILE_PATTERN = /^([A-Za-z0-9_-]{43})\.ics$/;

function hashFeedToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new private feed URL for the caller; any earlier one stops working. The URL is shown once: only
 * a SHA-256 hash of its token is stored.
 */
export async function createCalendarFeed(
  deps: DeadlinesDeps,
  identity: FirmIdentity,
): Promise<TCalendarFeedCreated> {
  const token = randomBytes(32).toString("base64url");
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeFeedTokens(tx, identity.userId);
    await insertFeedToken(tx, { firmId, userId: identity.userId, tokenHash: hashFeedToken(token) });
    await recordAuditEvent(tx, {
      action: "calendar_feed.created",
      firmId,
      userId: identity.userId,
      entityType: "calendar_feed",
      ipAddress: identity.ipAddress,
      data: { replacedEarlierFeed: revoked > 0 },
    });
  });
  return { url: `${deps.config.publicUrl}/api/calendar/${token}.ics` };
}

export async function getCalendarFeedStatus(
  deps: DeadlinesDeps,
  identity: FirmIdentity,
): Promise<TCalendarFeedStatus> {
  const live = await findLiveFeedToken(deps.db, identity.userId, identity.membership.firmId);
  return { active: live !== null, createdAt: live ? live.createdAt.toISOString() : null };
}

export async function revokeCalendarFeed(deps: DeadlinesDeps, identity: FirmIdentity): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeFeedTokens(tx, identity.userId);
    if (revoked === 0) return;
    await recordAuditEvent(tx, {
      action: "calendar_feed.revoked",
      firmId: identity.membership.firmId,
      userId: identity.userId,
      entityType: "calendar_feed",
      ipAddress: identity.ipAddress,
    });
  });
}

/** The text/calendar body for a feed file name; an unknown, malformed or revoked token is a 404. */
export async function renderCalendarFeed(deps: DeadlinesDeps, fileName: string): Promise<string> {
  const token = FEED_FILE_PATTERN.exec(fileName)?.[1];
  if (!token) throw deadlinesError("feed_not_found");
  const owner = await findFeedOwnerByTokenHash(deps.db, hashFeedToken(token));
  if (!owner) throw deadlinesError("feed_not_found");
  const deadlines = await listFeedDeadlines(deps.db, owner);
  return serializeCalendarFeed({
    name: "Inkundla deadlines",
    events: deadlines.map((deadline) => {
      const rule = deadline.deadlineRule ? findDeadlineRule(deadline.deadlineRule) : undefined;
      const description = [
        `Matter ${deadline.matterReference}: ${deadline.matterTitle}`,
        rule ? `${rule.label} (${rule.citation})` : null,
        deadline.description,
      ]
        .filter(Boolean)
        .join("\n");
      return {
        uid: `${deadline.taskId}@inkundla`,
        date: deadline.dueOn,
        summary: `${deadline.matterReference}: ${deadline.title}`,
        description,
        stampedAt: deadline.updatedAt,
      };
    }),
  });
}
