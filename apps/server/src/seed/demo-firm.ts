import { randomUUID } from "node:crypto";
import { DEFAULT_SYSTEM_SETTINGS } from "@inkundla/shared";
import { ensurePlatformAdmin, insertCredentialUser } from "../modules/auth/index.ts";
import { findDemoFirm, insertFirm, insertFirmMember, trialEndDate } from "../modules/firms/index.ts";
import type { Db } from "../platform/db.ts";
import { hashPassword } from "../platform/passwords.ts";
import { seedDemoBilling } from "./demo-billing.ts";
import { seedDemoContractReview } from "./demo-contract-review.ts";
import { seedDemoDocuments } from "./demo-documents.ts";
import { addDemoOutcomesWhenMissing } from "./demo-outcomes.ts";
import { addDemoPortalWhenMissing, DEMO_PORTAL_ACCOUNT, seedDemoPortal } from "./demo-portal.ts";
import { seedDemoPractice } from "./demo-practice.ts";
import { seedDemoTrust } from "./demo-trust.ts";

/** The demo sign-ins printed at start. They exist only in a seeded demo database. */
export const DEMO_ACCOUNTS = {
  owner: { email: "thandi.ndlovu@demo.inkundla.example", password: "Demo-Owner-2026", label: "Firm owner" },
  staff: { email: "sipho.mokoena@demo.inkundla.example", password: "Demo-Staff-2026", label: "Staff member" },
  admin: { email: "admin@demo.inkundla.example", password: "Demo-Admin-2026", label: "Platform admin" },
  client: DEMO_PORTAL_ACCOUNT,
} as const;

/**
 * Seeds the demo firm once; a second run finds it and changes nothing (beyond adding the ended
 * matters to a demo firm seeded before they existed).
 */
export async function seedDemoFirm(db: Db): Promise<"seeded" | "already-seeded"> {
  const demoFirm = await findDemoFirm(db);
  if (demoFirm) {
    // A demo firm seeded before matters had outcomes (or before the client portal) gets them once.
    await addDemoOutcomesWhenMissing(db, demoFirm.id);
    await addDemoPortalWhenMissing(db, demoFirm.id);
    return "already-seeded";
  }
  const ownerHash = await hashPassword(DEMO_ACCOUNTS.owner.password);
  const staffHash = await hashPassword(DEMO_ACCOUNTS.staff.password);
  const clientHash = await hashPassword(DEMO_ACCOUNTS.client.password);
  await db.transaction(async (tx) => {
    const firm = await insertFirm(tx, {
      name: "Ndlovu & Botha Attorneys",
      subscriptionPlan: "professional",
      trialEndsAt: trialEndDate(new Date(), DEFAULT_SYSTEM_SETTINGS.trialDays),
      isDemo: true,
    });
    const ownerId = randomUUID();
    await insertCredentialUser(tx, {
      id: ownerId,
      email: DEMO_ACCOUNTS.owner.email,
      firstName: "Thandi",
      lastName: "Ndlovu",
      passwordHash: ownerHash,
      role: "user",
      isEmailVerified: true,
    });
    await insertFirmMember(tx, { firmId: firm.id, userId: ownerId, role: "managing_partner", isOwner: true });
    const staffId = randomUUID();
    await insertCredentialUser(tx, {
      id: staffId,
      email: DEMO_ACCOUNTS.staff.email,
      firstName: "Sipho",
      lastName: "Mokoena",
      passwordHash: staffHash,
      role: "user",
      isEmailVerified: true,
    });
    await insertFirmMember(tx, { firmId: firm.id, userId: staffId, role: "associate", isOwner: false });
    await seedDemoPractice(tx, { firmId: firm.id, ownerId, staffId });
    await seedDemoTrust(tx, { firmId: firm.id, ownerId });
    await seedDemoBilling(tx, { firmId: firm.id, ownerId });
    await seedDemoContractReview(tx, { firmId: firm.id, ownerId, staffId });
    await seedDemoDocuments(tx, { firmId: firm.id, ownerId, staffId });
    await seedDemoPortal(tx, { firmId: firm.id, ownerId, staffId, passwordHash: clientHash });
  });
  await ensurePlatformAdmin(db, {
    email: DEMO_ACCOUNTS.admin.email,
    password: DEMO_ACCOUNTS.admin.password,
    firstName: "Ayanda",
    lastName: "Admin",
  });
  return "seeded";
}

export function describeDemoAccounts(): string[] {
  return Object.values(DEMO_ACCOUNTS).map(
    (account) => `  ${account.label.padEnd(15)} ${account.email}  /  ${account.password}`,
  );
}
