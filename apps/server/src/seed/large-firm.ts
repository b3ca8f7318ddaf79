import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { insertCredentialUser } from "../modules/auth/index.ts";
import { firmTable } from "../modules/firms/firm.tables.ts";
import { insertFirm, insertFirmMember } from "../modules/firms/index.ts";
import type { Db } from "../platform/db.ts";
import { hashPassword } from "../platform/passwords.ts";
import { LARGE_BILLING_SIZE, type LargeBillingSize, seedLargeBilling } from "./large-billing.ts";
import {
  LARGE_DOCUMENTS_SIZE,
  type LargeDocumentsSize,
  seedLargeDocuments,
  seedLargeOfficeFiles,
} from "./large-documents.ts";
import {
  hasLargeOutcomes,
  LARGE_OUTCOMES_SIZE,
  type LargeOutcomesSize,
  seedLargeOutcomes,
} from "./large-outcomes.ts";
import { LARGE_TRUST_SIZE, type LargeTrustSize, seedLargeTrust } from "./large-trust.ts";

/** The owner of the large benchmark firm; `npm run bench` signs in as them for the practice lists. */
export const LARGE_FIRM_OWNER = {
  email: "owner@large.inkundla.example",
  password: "Large-Owner-2026",
} as const;

export const LARGE_FIRM_NAME = "Mahlangu Large Practice Inc.";

export type LargeFirmSize = {
  clients: number;
  matters: number;
  timeEntries: number;
  members: number;
  trust: LargeTrustSize;
  billing: LargeBillingSize;
  documents: LargeDocumentsSize;
  outcomes: LargeOutcomesSize;
};

export const LARGE_FIRM_SIZE: LargeFirmSize = {
  clients: 5_000,
  matters: 20_000,
  timeEntries: 200_000,
  members: 20,
  trust: LARGE_TRUST_SIZE,
  billing: LARGE_BILLING_SIZE,
  documents: LARGE_DOCUMENTS_SIZE,
  outcomes: LARGE_OUTCOMES_SIZE,
};

/**
 * Creates one firm with thousands of clients, matters and time entries for the benchmark, in bulk
 * SQL (seconds, not minutes). A second run finds the firm and changes nothing (beyond adding the
 * closed matters with outcomes to a firm seeded before they existed).
 */
export async function seedLargeFirm(
  db: Db,
  size: LargeFirmSize = LARGE_FIRM_SIZE,
): Promise<"seeded" | "already-seeded"> {
  const existing = await db
    .select({ id: firmTable.id })
    .from(firmTable)
    .where(eq(firmTable.name, LARGE_FIRM_NAME))
    .limit(1);
  const [existingFirm] = existing;
  if (existingFirm) {
    // A large firm seeded before matters had outcomes gets its closed matters with outcomes once.
    if (!(await hasLargeOutcomes(db, existingFirm.id))) {
      await db.transaction((tx) => seedLargeOutcomes(tx, { firmId: existingFirm.id }, size.outcomes));
      await analyseTables(db, ["matter", "matter_outcome", "matter_status_change", "time_entry"]);
    }
    return "already-seeded";
  }

  const passwordHash = await hashPassword(LARGE_FIRM_OWNER.password);
  const memberHash = await hashPassword(randomUUID());
  await db.transaction(async (tx) => {
    const firm = await insertFirm(tx, {
      name: LARGE_FIRM_NAME,
      subscriptionPlan: "enterprise",
      defaultHourlyRateCents: 150_000,
    });
    const ownerId = randomUUID();
    await insertCredentialUser(tx, {
      id: ownerId,
      email: LARGE_FIRM_OWNER.email,
      firstName: "Lerato",
      lastName: "Mahlangu",
      passwordHash,
      role: "user",
      isEmailVerified: true,
    });
    await insertFirmMember(tx, { firmId: firm.id, userId: ownerId, role: "managing_partner", isOwner: true });
    const memberIds = [ownerId];
    for (let index = 1; index < size.members; index += 1) {
      const userId = randomUUID();
      await insertCredentialUser(tx, {
        id: userId,
        email: `member${index}@large.inkundla.example`,
        firstName: "Member",
        lastName: String(index),
        passwordHash: memberHash,
        role: "user",
        isEmailVerified: true,
      });
      await insertFirmMember(tx, { firmId: firm.id, userId, role: "associate", isOwner: false });
      memberIds.push(userId);
    }
    const members = sql`array[${sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`;

    await tx.execute(sql`
      insert into client (firm_id, type, name, email, phone, fica_status, fica_verified_on, created_at)
      select ${firm.id},
             case when g % 4 = 0 then 'company'::client_type else 'individual'::client_type end,
             case when g % 4 = 0
               then (array['Ubuntu','Karoo','Highveld','Umoya','Protea','Baobab','Fynbos','Indaba'])[1 + g % 8]
                    || ' ' || (array['Holdings','Trading','Logistics','Properties','Farming'])[1 + g % 5]
                    || ' (Pty) Ltd ' || g
               else (array['Thabo','Naledi','Pieter','Ayesha','Sipho','Anele','Johan','Lindiwe','Priya','Kagiso'])[1 + g % 10]
                    || ' ' || (array['Dlamini','van der Merwe','Naidoo','Mokoena','Botha','Khumalo','Pillay','Nkosi','Smit','Zulu','Ndlovu','Pretorius'])[1 + g % 12]
                    || ' ' || g
             end,
             'client' || g || '@example.co.za',
             '+27 11 ' || lpad((g % 10000000)::text, 7, '0'),
             (array['pending','documents_outstanding','verified'])[1 + g % 3]::fica_status,
             case when g % 3 = 2 then current_date - (g % 700) end,
             now() - make_interval(days => g % 1500)
        from generate_series(1, ${size.clients}) as g`);

    await tx.execute(sql`
      with clients as (
        select array_agg(id order by created_at, id) as ids from client where firm_id = ${firm.id}
      )
      insert into matter (firm_id, client_id, reference, title, type, status, responsible_user_id,
                          opened_on, last_activity_at, created_at)
      select ${firm.id},
             clients.ids[1 + g % ${size.clients}],
             'MAT-2025-' || lpad(g::text, 5, '0'),
             (array['Contract dispute','Property transfer','Divorce settlement','Labour referral',
                    'Estate administration','Debt collection','Shareholder agreement','Bail application'])[1 + g % 8]
               || ' ' || g,
             (array['Commercial Law','Property Law','Family Law','Labour Law','Corporate Law','Criminal Law'])[1 + g % 6],
             (array['active','active','active','pending','completed','closed'])[1 + g % 6]::matter_status,
             (${members})[1 + g % ${size.members}],
             current_date - (g % 900),
             now() - make_interval(mins => g),
             now() - make_interval(days => g % 900)
        from generate_series(1, ${size.matters}) as g, clients`);
    await tx.execute(sql`
      insert into matter_reference_counter (firm_id, year, last_number)
      values (${firm.id}, 2025, ${size.matters})`);

    await tx.execute(sql`
      with matters as (
        select array_agg(id order by reference) as ids from matter where firm_id = ${firm.id}
      )
      insert into time_entry (firm_id, matter_id, user_id, worked_on, description, hours_tenths,
                              rate_cents, amount_cents, billed_at)
      select ${firm.id},
             matters.ids[1 + g % ${size.matters}],
             (${members})[1 + g % ${size.members}],
             current_date - (g % 400),
             (array['Drafting','Consultation with client','Court appearance','Research','Correspondence',
                    'Perusal of documents','Telephone call','Travel'])[1 + g % 8] || ' ' || g,
             1 + g % 80,
             150000,
             (1 + g % 80) * 15000,
             case when g % 3 = 0 then now() end
        from generate_series(1, ${size.timeEntries}) as g, matters`);

    await tx.execute(sql`
      update client c set last_contact_at = m.latest
        from (select client_id, max(last_activity_at) as latest from matter
               where firm_id = ${firm.id} group by client_id) m
       where c.id = m.client_id`);

    await seedLargeTrust(tx, { firmId: firm.id, ownerId }, size.trust);
    await seedLargeBilling(tx, { firmId: firm.id, ownerId }, size.billing);
    await seedLargeDocuments(tx, { firmId: firm.id, ownerId }, size.documents);
    await seedLargeOfficeFiles(tx, { firmId: firm.id, ownerId }, size.documents);
    await seedLargeOutcomes(tx, { firmId: firm.id }, size.outcomes);
  });
  const analysed = [
    "client",
    "matter",
    "time_entry",
    "trust_posting",
    "trust_entry",
    "trust_ledger_balance",
    "invoice",
    "invoice_line",
    "payment",
    "payment_allocation",
    "office_document",
    "office_document_version",
    "matter_outcome",
    "matter_status_change",
  ];
  await analyseTables(db, analysed);
  return "seeded";
}

/** VACUUM sets the visibility map too, so index-only scans skip the heap from the first benchmark run. */
async function analyseTables(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
}
