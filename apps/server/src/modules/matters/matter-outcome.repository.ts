import type { TMatterOutcomeInput, TMatterOutcomeRecord } from "@inkundla/shared";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { userTable } from "../auth/auth.tables.ts";
import type { PersonName } from "./matter.repository.ts";
import { matterOutcomeTable } from "./matter.tables.ts";

/** A matter's recorded outcome as stored, with who recorded it (null once that person is gone). */
export type StoredMatterOutcome = Omit<TMatterOutcomeRecord, "recordedAt" | "recordedByName"> & {
  recordedAt: Date;
  recordedBy: PersonName | null;
};

export async function findMatterOutcome(
  db: DbExecutor,
  matterId: string,
): Promise<StoredMatterOutcome | null> {
  const [row] = await db
    .select({
      outcome: matterOutcomeTable.outcome,
      caseType: matterOutcomeTable.caseType,
      court: matterOutcomeTable.court,
      claimedCents: matterOutcomeTable.claimedCents,
      awardedCents: matterOutcomeTable.awardedCents,
      issuedOn: matterOutcomeTable.issuedOn,
      finalOrderOn: matterOutcomeTable.finalOrderOn,
      recordedAt: matterOutcomeTable.recordedAt,
      firstName: userTable.firstName,
      lastName: userTable.lastName,
      email: userTable.email,
    })
    .from(matterOutcomeTable)
    .leftJoin(userTable, eq(userTable.id, matterOutcomeTable.recordedByUserId))
    .where(eq(matterOutcomeTable.matterId, matterId));
  if (!row) return null;
  const { firstName, lastName, email, ...outcome } = row;
  return { ...outcome, recordedBy: email ? { firstName, lastName, email } : null };
}

/** Records the outcome, replacing one recorded before (one row per matter). */
export async function saveMatterOutcome(
  db: DbExecutor,
  row: { firmId: string; matterId: string; recordedByUserId: string } & TMatterOutcomeInput,
): Promise<void> {
  const { firmId, matterId, ...values } = row;
  const recorded = { ...values, recordedAt: new Date() };
  await db
    .insert(matterOutcomeTable)
    .values({ firmId, matterId, ...recorded })
    .onConflictDoUpdate({ target: matterOutcomeTable.matterId, set: recorded });
}

/** Removes the matter's outcome; answers the outcome that was removed, or null when there was none. */
export async function deleteMatterOutcome(
  db: DbExecutor,
  matterId: string,
): Promise<TMatterOutcomeInput["outcome"] | null> {
  const [removed] = await db
    .delete(matterOutcomeTable)
    .where(eq(matterOutcomeTable.matterId, matterId))
    .returning({ outcome: matterOutcomeTable.outcome });
  return removed?.outcome ?? null;
}
