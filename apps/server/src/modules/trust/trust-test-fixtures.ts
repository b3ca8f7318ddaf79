import { randomUUID } from "node:crypto";
import { addDaysToDate, todayInSouthAfrica } from "@inkundla/shared";
import type { DbExecutor } from "../../platform/db.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/** Test setup only: a client and one matter written straight into the tables. */
export async function insertTrustClient(
  db: DbExecutor,
  firmId: string,
  name = `Client ${randomUUID().slice(0, 8)}`,
): Promise<{ clientId: string; matterId: string; name: string }> {
  const [client] = await db
    .insert(clientTable)
    .values({ firmId, type: "individual", name })
    .returning({ id: clientTable.id });
  const clientId = client?.id as string;
  const [matter] = await db
    .insert(matterTable)
    .values({
      firmId,
      clientId,
      reference: `TRU-${randomUUID().slice(0, 8)}`,
      title: `Matter of ${name}`,
      type: "Property Law",
      status: "active",
    })
    .returning({ id: matterTable.id });
  return { clientId, matterId: matter?.id as string, name };
}

/** A date some days before today in South Africa (postings may not be in the future). */
export function daysAgo(days: number): string {
  return addDaysToDate(todayInSouthAfrica(), -days);
}

let accountSequence = 0;
/** A unique account number per call, so accounts never collide within a test file. */
export function nextAccountNumber(): string {
  accountSequence += 1;
  return `40${String(Date.now()).slice(-6)}${String(accountSequence).padStart(4, "0")}`;
}
