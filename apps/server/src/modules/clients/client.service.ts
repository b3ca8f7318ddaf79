import {
  encodeListCursor,
  findClientRuleViolation,
  planOffsetPage,
  type TClient,
  type TClientCreateRequest,
  type TClientListItem,
  type TClientListQuery,
  type TClientUpdateRequest,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { clientError } from "./client.errors.ts";
import {
  type ClientListRow,
  type ClientRecord,
  type ClientValues,
  clientSortOrder,
  countFirmClients,
  findFirmClient,
  insertClient,
  isClientSortKey,
  listFirmClients,
  updateClient as updateClientRow,
} from "./client.repository.ts";

export type ClientsDeps = { db: Db; config: AppConfig };

export const CLIENT_AUDIT_ACTIONS = {
  created: "client.created",
  updated: "client.updated",
  archived: "client.archived",
  unarchived: "client.unarchived",
} as const;

export function toClientListItem(record: ClientRecord): TClientListItem {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    phone: record.phone,
    type: record.type,
    activeMatters: record.activeMatters,
    lastContact: record.lastContactAt?.toISOString() ?? null,
    ficaStatus: record.ficaStatus,
    archived: record.archivedAt !== null,
  };
}

export function toClient(record: ClientRecord): TClient {
  return {
    ...toClientListItem(record),
    idNumber: record.idNumber,
    registrationNumber: record.registrationNumber,
    vatNumber: record.vatNumber,
    physicalAddress: record.physicalAddress,
    postalAddress: record.postalAddress,
    ficaVerifiedOn: record.ficaVerifiedOn,
    notes: record.notes,
    archivedAt: record.archivedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The firm's client, or the same 404 for an id of another firm, an unknown id or one that is no id. */
async function requireFirmClient(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  options: { lockForUpdate?: boolean } = {},
): Promise<ClientRecord> {
  const client = isUuid(clientId) ? await findFirmClient(db, firmId, clientId, options) : null;
  if (!client) throw clientError("client_not_found");
  return client;
}

/**
 * A page of the firm's clients with the exact total and, when more follow, the cursor of the next
 * page. Pages go by `offset` (the screens' page numbers) or by `cursor` (keyset paging).
 */
export async function listClients(
  deps: ClientsDeps,
  identity: FirmIdentity,
  query: TClientListQuery,
): Promise<{ clients: TClientListItem[]; total: number; nextCursor: string | null }> {
  const { firmId } = identity.membership;
  const { limit, offset, cursor } = query;
  const order = clientSortOrder(query);
  if (cursor && offset > 0) throw clientError("cursor_with_offset");
  let after: [string | null, string] | null = null;
  if (cursor) {
    const key = cursor.key;
    if (cursor.sort !== query.sort || cursor.order !== order || !isClientSortKey(query.sort, key)) {
      throw clientError("invalid_cursor");
    }
    after = key;
  }
  const total = await countFirmClients(deps.db, firmId, query);
  if (total === 0 || (!after && offset >= total)) return { clients: [], total, nextCursor: null };
  let rows: ClientListRow[];
  let hasMore: boolean;
  if (after) {
    // One row more than the page shows, to know whether another page follows.
    const found = await listFirmClients(deps.db, firmId, query, { limit: limit + 1, after });
    rows = found.slice(0, limit);
    hasMore = found.length > limit;
  } else {
    rows = await listFirmClients(deps.db, firmId, query, planOffsetPage(total, offset, limit));
    hasMore = offset + rows.length < total;
  }
  const last = rows.at(-1);
  return {
    clients: rows.map(toClientListItem),
    total,
    nextCursor: hasMore && last ? encodeListCursor({ sort: query.sort, order, key: last.sortKey }) : null,
  };
}

export async function getClient(
  deps: ClientsDeps,
  identity: FirmIdentity,
  clientId: string,
): Promise<TClient> {
  return toClient(await requireFirmClient(deps.db, identity.membership.firmId, clientId));
}

/** FICA's verification date belongs to a verified client only; any other status clears it. */
function ficaVerifiedOnFor(values: Pick<ClientValues, "ficaStatus" | "ficaVerifiedOn">): string | null {
  return values.ficaStatus === "verified" ? (values.ficaVerifiedOn ?? null) : null;
}

export async function createClient(
  deps: ClientsDeps,
  identity: FirmIdentity,
  input: TClientCreateRequest,
): Promise<TClient> {
  const { firmId } = identity.membership;
  const ficaStatus = input.ficaStatus ?? "pending";
  const values: ClientValues = {
    type: input.type,
    name: input.name,
    idNumber: input.idNumber ?? null,
    registrationNumber: input.registrationNumber ?? null,
    vatNumber: input.vatNumber ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    physicalAddress: input.physicalAddress ?? null,
    postalAddress: input.postalAddress ?? null,
    ficaStatus,
    ficaVerifiedOn: ficaVerifiedOnFor({ ficaStatus, ficaVerifiedOn: input.ficaVerifiedOn }),
    notes: input.notes ?? null,
  };
  return deps.db.transaction(async (tx) => {
    const clientId = await insertClient(tx, { ...values, firmId, createdByUserId: identity.userId });
    await recordAuditEvent(tx, {
      action: CLIENT_AUDIT_ACTIONS.created,
      firmId,
      userId: identity.userId,
      entityType: "client",
      entityId: clientId,
      ipAddress: identity.ipAddress,
      data: { clientName: values.name, clientType: values.type },
    });
    return toClient(await requireFirmClient(tx, firmId, clientId));
  });
}

const EDITABLE_FIELDS = [
  "type",
  "name",
  "idNumber",
  "registrationNumber",
  "vatNumber",
  "email",
  "phone",
  "physicalAddress",
  "postalAddress",
  "ficaStatus",
  "ficaVerifiedOn",
  "notes",
] as const satisfies readonly (keyof ClientValues)[];

export async function updateClient(
  deps: ClientsDeps,
  identity: FirmIdentity,
  clientId: string,
  input: TClientUpdateRequest,
): Promise<TClient> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const current = await requireFirmClient(tx, firmId, clientId, { lockForUpdate: true });
    const merged: ClientValues = { ...pickValues(current) };
    for (const field of EDITABLE_FIELDS) {
      const value = input[field];
      if (value !== undefined) Object.assign(merged, { [field]: value });
    }
    // The rules across fields are weighed on the client as it will be, not on the edit alone.
    const violation = findClientRuleViolation(merged);
    if (violation) throw clientError("invalid_input", `${violation.field}: ${violation.message}`);
    merged.ficaVerifiedOn = ficaVerifiedOnFor(merged);

    const before = pickValues(current);
    const changedFields = EDITABLE_FIELDS.filter((field) => merged[field] !== before[field]);
    if (changedFields.length > 0) {
      await updateClientRow(tx, firmId, current.id, merged);
      await recordAuditEvent(tx, {
        action: CLIENT_AUDIT_ACTIONS.updated,
        firmId,
        userId: identity.userId,
        entityType: "client",
        entityId: current.id,
        ipAddress: identity.ipAddress,
        data: { clientName: merged.name, fields: changedFields },
      });
    }
    return toClient(await requireFirmClient(tx, firmId, current.id));
  });
}

function pickValues(record: ClientRecord): ClientValues {
  return {
    type: record.type,
    name: record.name,
    idNumber: record.idNumber,
    registrationNumber: record.registrationNumber,
    vatNumber: record.vatNumber,
    email: record.email,
    phone: record.phone,
    physicalAddress: record.physicalAddress,
    postalAddress: record.postalAddress,
    ficaStatus: record.ficaStatus,
    ficaVerifiedOn: record.ficaVerifiedOn,
    notes: record.notes,
  };
}

/**
 * Archiving hides a client from the working lists; nothing is deleted, because a client with matters
 * or money stays in the books. A client with active matters is not archived while the work goes on.
 */
export async function setClientArchived(
  deps: ClientsDeps,
  identity: FirmIdentity,
  clientId: string,
  isArchived: boolean,
): Promise<TClient> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const current = await requireFirmClient(tx, firmId, clientId, { lockForUpdate: true });
    if ((current.archivedAt !== null) === isArchived) return toClient(current);
    if (isArchived && current.activeMatters > 0) throw clientError("client_has_active_matters");
    await updateClientRow(tx, firmId, current.id, { archivedAt: isArchived ? new Date() : null });
    await recordAuditEvent(tx, {
      action: isArchived ? CLIENT_AUDIT_ACTIONS.archived : CLIENT_AUDIT_ACTIONS.unarchived,
      firmId,
      userId: identity.userId,
      entityType: "client",
      entityId: current.id,
      ipAddress: identity.ipAddress,
      data: { clientName: current.name },
    });
    return toClient(await requireFirmClient(tx, firmId, current.id));
  });
}
