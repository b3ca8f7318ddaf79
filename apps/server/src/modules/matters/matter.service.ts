import {
  encodeListCursor,
  FIRM_TIME_ZONE,
  formatMatterReference,
  planOffsetPage,
  type TConflictCheckRequest,
  type TConflictCheckResponse,
  type TMatter,
  type TMatterCreateRequest,
  type TMatterListItem,
  type TMatterListQuery,
  type TMatterUpdateRequest,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import { platformError } from "../../platform/errors.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { touchClientContact } from "../clients/index.ts";
import { searchConflicts } from "./conflict-check.repository.ts";
import { matterError } from "./matter.errors.ts";
import {
  countActiveFirmMatters,
  countFirmMatters,
  findClientForMatter,
  findFirmMatter,
  insertMatter,
  insertStatusChange,
  isActiveFirmMember,
  isMatterSortKey,
  listFirmMatters,
  lockFirmForActiveMatters,
  type MatterListRow,
  type MatterRecord,
  matterSortOrder,
  PARTY_KINDS,
  replaceMatterParties,
  takeNextMatterNumber,
  touchMatter,
  updateMatterRow,
} from "./matter.repository.ts";
import { deleteMatterOutcome } from "./matter-outcome.repository.ts";
import { assertMatterMayHaveOutcome, recordOutcomeOfMatter } from "./matter-outcome.service.ts";
import { describeMatter, toMatterListItem } from "./matter-view.ts";

export type MattersDeps = { db: Db; config: AppConfig };

export const MATTER_AUDIT_ACTIONS = {
  created: "matter.created",
  updated: "matter.updated",
  statusChanged: "matter.status_changed",
} as const;

/** The firm's books run on South African time: a matter opened at 00:30 on 1 January is the new year's. */
export function localDateOf(moment: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: FIRM_TIME_ZONE }).format(moment);
}

/** The firm's matter, or the same 404 for another firm's id, an unknown id or one that is no id. */
export async function requireFirmMatter(
  db: DbExecutor,
  firmId: string,
  matterId: string,
  options: { lockForUpdate?: boolean } = {},
): Promise<MatterRecord> {
  const matter = isUuid(matterId) ? await findFirmMatter(db, firmId, matterId, options) : null;
  if (!matter) throw matterError("matter_not_found");
  return matter;
}

/**
 * Refuses (403) one more active matter when the firm's plan is full. Call it right after
 * `lockFirmForActiveMatters` in the same transaction.
 */
export async function assertRoomForActiveMatter(
  tx: DbExecutor,
  firm: { planName: string; activeMatterLimit: number | null },
  firmId: string,
): Promise<void> {
  if (firm.activeMatterLimit === null) return;
  const activeMatters = await countActiveFirmMatters(tx, firmId);
  if (activeMatters >= firm.activeMatterLimit) {
    const limit = firm.activeMatterLimit;
    throw matterError(
      "active_matter_limit_reached",
      `The ${firm.planName} plan allows ${limit} active ${limit === 1 ? "matter" : "matters"}. ` +
        "Upgrade your plan to open more.",
    );
  }
}

/**
 * A page of the firm's matters with the exact total and, when more follow, the cursor of the next
 * page. Pages go by `offset` (the screens' page numbers) or by `cursor` (keyset paging, as cheap deep
 * in the list as at its start).
 */
export async function listMatters(
  deps: MattersDeps,
  identity: FirmIdentity,
  query: TMatterListQuery,
): Promise<{ matters: TMatterListItem[]; total: number; nextCursor: string | null }> {
  const { firmId } = identity.membership;
  const { limit, offset, cursor } = query;
  const order = matterSortOrder(query);
  if (cursor && offset > 0) throw matterError("cursor_with_offset");
  if (
    cursor &&
    (cursor.sort !== query.sort || cursor.order !== order || !isMatterSortKey(query.sort, cursor.key))
  ) {
    throw matterError("invalid_cursor");
  }
  const after = cursor ? (cursor.key as string[]) : null;
  const total = await countFirmMatters(deps.db, firmId, query);
  if (total === 0 || (!after && offset >= total)) return { matters: [], total, nextCursor: null };
  let rows: MatterListRow[];
  let hasMore: boolean;
  if (after) {
    // One row more than the page shows, to know whether another page follows.
    const found = await listFirmMatters(deps.db, firmId, query, { limit: limit + 1, after });
    rows = found.slice(0, limit);
    hasMore = found.length > limit;
  } else {
    rows = await listFirmMatters(deps.db, firmId, query, planOffsetPage(total, offset, limit));
    hasMore = offset + rows.length < total;
  }
  const last = rows.at(-1);
  return {
    matters: rows.map(toMatterListItem),
    total,
    nextCursor: hasMore && last ? encodeListCursor({ sort: query.sort, order, key: last.sortKey }) : null,
  };
}

export async function getMatter(
  deps: MattersDeps,
  identity: FirmIdentity,
  matterId: string,
): Promise<TMatter> {
  const matter = await requireFirmMatter(deps.db, identity.membership.firmId, matterId);
  return describeMatter(deps.db, matter);
}

export async function checkConflicts(
  deps: MattersDeps,
  identity: FirmIdentity,
  input: TConflictCheckRequest,
): Promise<TConflictCheckResponse> {
  // Another firm's client is not silently ignored: it answers 404, as every other route does.
  if (input.clientId && !(await findClientForMatter(deps.db, identity.membership.firmId, input.clientId))) {
    throw matterError("client_not_found");
  }
  const hits = await searchConflicts(deps.db, identity.membership.firmId, input.names, {
    excludeClientId: input.clientId,
  });
  return { hits };
}

async function requireResponsibleMember(db: DbExecutor, firmId: string, userId: string): Promise<void> {
  if (!(await isActiveFirmMember(db, firmId, userId))) throw matterError("responsible_not_member");
}

async function requireOpenableClient(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  options: { lockForShare?: boolean } = {},
) {
  const client = await findClientForMatter(db, firmId, clientId, options);
  if (!client) throw matterError("client_not_found");
  if (client.isArchived) throw matterError("client_archived");
  return client;
}

export async function createMatter(
  deps: MattersDeps,
  identity: FirmIdentity,
  input: TMatterCreateRequest,
): Promise<TMatter> {
  const { firmId } = identity.membership;
  await requireOpenableClient(deps.db, firmId, input.clientId);
  const responsibleUserId = input.responsibleUserId ?? identity.userId;
  if (responsibleUserId !== identity.userId)
    await requireResponsibleMember(deps.db, firmId, responsibleUserId);

  // The check is run again here, on the firm's records as they are now, whatever the form showed.
  const conflictCheck = input.conflictCheck
    ? {
        names: input.conflictCheck.names,
        hits: await searchConflicts(deps.db, firmId, input.conflictCheck.names, {
          excludeClientId: input.clientId,
        }),
        checkedAt: new Date().toISOString(),
        checkedByUserId: identity.userId,
      }
    : null;
  if (conflictCheck && conflictCheck.hits.length > 0 && input.conflictCheck?.decision === "no_conflict") {
    throw matterError(
      "conflict_confirmation_required",
      `Possible conflicts were found (${conflictCheck.hits.length}). Review them and confirm that you wish to proceed.`,
    );
  }

  return deps.db.transaction(async (tx) => {
    const firm = await lockFirmForActiveMatters(tx, firmId);
    if (!firm) throw platformError("no_firm");
    // Locked for share: the client cannot be archived while its new matter is being opened.
    const client = await requireOpenableClient(tx, firmId, input.clientId, { lockForShare: true });
    await assertRoomForActiveMatter(tx, firm, firmId);

    const now = new Date();
    const openedOn = localDateOf(now);
    const year = Number(openedOn.slice(0, 4));
    const reference = formatMatterReference(
      firm.referencePrefix,
      year,
      await takeNextMatterNumber(tx, firmId, year),
    );
    const matterId = await insertMatter(tx, {
      firmId,
      clientId: client.id,
      reference,
      title: input.title,
      type: input.type,
      responsibleUserId,
      description: input.description ?? null,
      openedOn,
      conflictCheck,
      conflictDecision: input.conflictCheck?.decision ?? null,
      createdByUserId: identity.userId,
    });
    const matter = { firmId, matterId };
    await replaceMatterParties(tx, matter, PARTY_KINDS.opposing, input.opposingParties ?? []);
    await replaceMatterParties(tx, matter, PARTY_KINDS.other, input.otherParties ?? []);
    await insertStatusChange(tx, {
      firmId,
      matterId,
      fromStatus: null,
      toStatus: "active",
      changedByUserId: identity.userId,
    });
    await touchClientContact(tx, firmId, client.id);
    await recordAuditEvent(tx, {
      action: MATTER_AUDIT_ACTIONS.created,
      firmId,
      userId: identity.userId,
      entityType: "matter",
      entityId: matterId,
      ipAddress: identity.ipAddress,
      data: {
        reference,
        title: input.title,
        clientName: client.name,
        conflictHits: conflictCheck?.hits.length ?? null,
        conflictDecision: input.conflictCheck?.decision ?? null,
      },
    });
    return describeMatter(tx, await requireFirmMatter(tx, firmId, matterId));
  });
}

export async function updateMatter(
  deps: MattersDeps,
  identity: FirmIdentity,
  matterId: string,
  input: TMatterUpdateRequest,
): Promise<TMatter> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const current = await requireFirmMatter(tx, firmId, matterId, { lockForUpdate: true });
    if (input.outcome) assertMatterMayHaveOutcome(current.status);
    if (input.responsibleUserId && input.responsibleUserId !== current.responsibleUserId) {
      await requireResponsibleMember(tx, firmId, input.responsibleUserId);
    }
    const fields = (["title", "type", "responsibleUserId", "description"] as const).filter(
      (field) => input[field] !== undefined && input[field] !== current[field],
    );
    const values = Object.fromEntries(fields.map((field) => [field, input[field]]));
    const matter = { firmId, matterId: current.id };
    if (input.opposingParties) {
      await replaceMatterParties(tx, matter, PARTY_KINDS.opposing, input.opposingParties);
    }
    if (input.otherParties) await replaceMatterParties(tx, matter, PARTY_KINDS.other, input.otherParties);
    const title = input.title ?? current.title;
    const isOutcomeRecorded = input.outcome
      ? await recordOutcomeOfMatter(tx, identity, { ...current, title }, input.outcome)
      : false;
    // null takes the outcome off (it was recorded in error); the matter keeps its status.
    const removedOutcome = input.outcome === null ? await deleteMatterOutcome(tx, current.id) : null;
    const changed = [
      ...fields,
      ...(input.opposingParties ? ["opposingParties"] : []),
      ...(input.otherParties ? ["otherParties"] : []),
      ...(removedOutcome ? ["outcome"] : []),
    ];
    if (changed.length > 0) {
      await updateMatterRow(tx, current.id, values);
      await recordAuditEvent(tx, {
        action: MATTER_AUDIT_ACTIONS.updated,
        firmId,
        userId: identity.userId,
        entityType: "matter",
        entityId: current.id,
        ipAddress: identity.ipAddress,
        data: {
          reference: current.reference,
          title,
          fields: changed,
          ...(removedOutcome ? { removedOutcome } : {}),
        },
      });
    } else if (isOutcomeRecorded) {
      await touchMatter(tx, firmId, current.id);
    }
    return describeMatter(tx, await requireFirmMatter(tx, firmId, current.id));
  });
}
