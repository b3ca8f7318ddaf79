import { randomUUID } from "node:crypto";
import type { TMatterStatus } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { type DbExecutor, FIRM_TIME_ZONE_SQL, queryRows } from "../../platform/db.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/**
 * Test setup only: a client and a matter written straight into the tables (the clients and matters
 * API is not what these tests are about).
 */
export async function insertClientWithMatter(
  db: DbExecutor,
  firmId: string,
  options: { title?: string; status?: TMatterStatus; clientName?: string; clientId?: string } = {},
): Promise<{ clientId: string; matterId: string; reference: string; title: string }> {
  let clientId = options.clientId;
  if (!clientId) {
    const [client] = await db
      .insert(clientTable)
      .values({
        firmId,
        type: "individual",
        name: options.clientName ?? `Client ${randomUUID().slice(0, 8)}`,
      })
      .returning({ id: clientTable.id });
    clientId = client?.id as string;
  }
  const reference = `TST-2026-${randomUUID().slice(0, 8)}`;
  const title = options.title ?? `Matter ${reference}`;
  const [matter] = await db
    .insert(matterTable)
    .values({
      firmId,
      clientId,
      reference,
      title,
      type: "Commercial Law",
      status: options.status ?? "active",
    })
    .returning({ id: matterTable.id });
  return { clientId, matterId: matter?.id as string, reference, title };
}

/** Today and other days as South Africa sees them, from the database clock. */
export async function johannesburgDates(db: DbExecutor): Promise<{
  today: string;
  firstOfMonth: string;
  lastMonth: string;
  nextMonth: string;
}> {
  const rows = await queryRows<{
    today: string;
    first_of_month: string;
    last_month: string;
    next_month: string;
  }>(
    db,
    sql`
      with local_day as (select (now() at time zone ${FIRM_TIME_ZONE_SQL})::date as today)
      select to_char(today, 'YYYY-MM-DD') as today,
        to_char(date_trunc('month', today), 'YYYY-MM-DD') as first_of_month,
        to_char(date_trunc('month', today) - interval '1 day', 'YYYY-MM-DD') as last_month,
        to_char(date_trunc('month', today) + interval '1 month', 'YYYY-MM-DD') as next_month
      from local_day
    `,
  );
  const row = rows[0];
  if (!row) throw new Error("no dates");
  return {
    today: row.today,
    firstOfMonth: row.first_of_month,
    lastMonth: row.last_month,
    nextMonth: row.next_month,
  };
}

export async function setFirmDefaultRate(db: DbExecutor, firmId: string, rateCents: number): Promise<void> {
  await queryRows(db, sql`update firm set default_hourly_rate_cents = ${rateCents} where id = ${firmId}`);
}

export async function setMemberRate(db: DbExecutor, userId: string, rateCents: number | null): Promise<void> {
  await queryRows(db, sql`update firm_member set hourly_rate_cents = ${rateCents} where user_id = ${userId}`);
}
