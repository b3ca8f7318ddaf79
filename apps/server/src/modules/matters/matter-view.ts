import {
  describeStaffMemberName,
  type TConflictHit,
  type TMatter,
  type TMatterListItem,
  type TMatterOutcomeRecord,
} from "@inkundla/shared";
import type { DbExecutor } from "../../platform/db.ts";
import {
  findPeopleNames,
  listMatterParties,
  listStatusChanges,
  type MatterRecord,
  PARTY_KINDS,
  type PersonName,
} from "./matter.repository.ts";
import { findMatterOutcome, type StoredMatterOutcome } from "./matter-outcome.repository.ts";

export function nameOfPerson(person: PersonName | null | undefined): string | null {
  return person ? describeStaffMemberName(person).primary : null;
}

export function toMatterListItem(record: MatterRecord): TMatterListItem {
  return {
    id: record.id,
    title: record.title,
    reference: record.reference,
    clientId: record.clientId,
    clientName: record.clientName,
    status: record.status,
    type: record.type,
    lastActivity: record.lastActivityAt.toISOString(),
    responsibleUserId: record.responsibleUserId,
    responsibleName: nameOfPerson(record.responsible),
    openedOn: record.openedOn,
  };
}

/**
 * The whole matter: parties, who changed its status when, the conflict check it was opened with and,
 * once it has ended, how.
 */
export async function describeMatter(db: DbExecutor, record: MatterRecord): Promise<TMatter> {
  // One after another: `db` may be a transaction, whose one connection takes one query at a time
  // (node-postgres warns of overlapping queries on a client, and pg 9 refuses them).
  const parties = await listMatterParties(db, record.id);
  const history = await listStatusChanges(db, record.id);
  const outcome = await findMatterOutcome(db, record.id);
  const check = record.conflictCheck;
  const checkedBy = check
    ? (await findPeopleNames(db, [check.checkedByUserId])).get(check.checkedByUserId)
    : null;
  return {
    ...toMatterListItem(record),
    description: record.description,
    opposingParties: parties
      .filter((party) => party.kind === PARTY_KINDS.opposing)
      .map((party) => party.name),
    otherParties: parties.filter((party) => party.kind !== PARTY_KINDS.opposing).map((party) => party.name),
    closedAt: record.closedAt?.toISOString() ?? null,
    conflictCheck: check
      ? {
          names: check.names,
          hits: check.hits as TConflictHit[],
          checkedAt: check.checkedAt,
          checkedByUserId: check.checkedByUserId,
          checkedByName: nameOfPerson(checkedBy),
        }
      : null,
    conflictDecision: record.conflictDecision,
    statusHistory: history.map((change) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      changedByUserId: change.changedByUserId,
      changedByName: change.email
        ? nameOfPerson({ firstName: change.firstName, lastName: change.lastName, email: change.email })
        : null,
      changedAt: change.changedAt.toISOString(),
    })),
    createdAt: record.createdAt.toISOString(),
    outcome: outcome ? describeOutcome(outcome) : null,
  };
}

function describeOutcome(stored: StoredMatterOutcome): TMatterOutcomeRecord {
  const { recordedAt, recordedBy, ...outcome } = stored;
  return { ...outcome, recordedAt: recordedAt.toISOString(), recordedByName: nameOfPerson(recordedBy) };
}
