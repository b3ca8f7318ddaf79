import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { userTable } from "../modules/auth/auth.tables.ts";
import { insertCredentialUser } from "../modules/auth/index.ts";
import { clientTable } from "../modules/clients/client.tables.ts";
import { matterTable } from "../modules/matters/matter.tables.ts";
import { hasLivePortalMember, seedPortalClient } from "../modules/portal/index.ts";
import type { Db, DbExecutor } from "../platform/db.ts";
import { hashPassword } from "../platform/passwords.ts";

/** The demo firm's client who uses the client portal: Nomvula Dlamini, on her property transfer. */
export const DEMO_PORTAL_ACCOUNT = {
  email: "nomvula.dlamini@client.demo.inkundla.example",
  password: "Demo-Client-2026",
  label: "Client (portal)",
} as const;

const HOUR = 60 * 60 * 1000;

/**
 * Gives the demo firm's client Nomvula Dlamini a client portal account that has joined, and a few
 * messages with the firm on her transfer: a visitor can sign in as her and see the portal as a client
 * does. `passwordHash` is hashed by the caller, outside the transaction.
 */
export async function seedDemoPortal(
  db: DbExecutor,
  people: { firmId: string; ownerId: string; staffId: string; passwordHash: string },
): Promise<void> {
  const [matter] = await db
    .select({ id: matterTable.id, clientId: clientTable.id })
    .from(matterTable)
    .innerJoin(clientTable, eq(clientTable.id, matterTable.clientId))
    .where(
      and(eq(matterTable.firmId, people.firmId), eq(matterTable.title, "Transfer of Erf 1234 Hatfield")),
    );
  if (!matter) throw new Error('the demo matter "Transfer of Erf 1234 Hatfield" is missing');
  const userId = randomUUID();
  await insertCredentialUser(db, {
    id: userId,
    email: DEMO_PORTAL_ACCOUNT.email,
    firstName: "Nomvula",
    lastName: "Dlamini",
    passwordHash: people.passwordHash,
    role: "user",
    isEmailVerified: true,
  });
  const now = Date.now();
  await seedPortalClient(db, {
    firmId: people.firmId,
    clientId: matter.clientId,
    userId,
    invitedByUserId: people.ownerId,
    joinedAt: new Date(now - 9 * 24 * HOUR),
    matterId: matter.id,
    messages: [
      {
        authorUserId: userId,
        authorKind: "client",
        body: "Good morning. The bank says the bond is approved. Is there anything you still need from me before lodgement?",
        at: new Date(now - 6 * 24 * HOUR),
      },
      {
        authorUserId: people.staffId,
        authorKind: "firm",
        body: "Good morning Ms Dlamini. We have the bond instruction. Please send a certified copy of your ID and the rates clearance once the municipality issues it; we will then lodge at the Pretoria Deeds Office.",
        at: new Date(now - 6 * 24 * HOUR + 3 * HOUR),
      },
      {
        authorUserId: userId,
        authorKind: "client",
        body: "Thank you. The municipality says the rates clearance should be ready by Friday.",
        at: new Date(now - 2 * 24 * HOUR),
      },
    ],
  });
}

/** A demo firm seeded before the portal existed gets its portal client once; later runs change nothing. */
export async function addDemoPortalWhenMissing(db: Db, firmId: string): Promise<void> {
  if (await hasLivePortalMember(db, firmId)) return;
  const people = await db
    .select({ id: userTable.id, email: userTable.email })
    .from(userTable)
    .where(
      inArray(userTable.email, [
        "thandi.ndlovu@demo.inkundla.example",
        "sipho.mokoena@demo.inkundla.example",
        DEMO_PORTAL_ACCOUNT.email,
      ]),
    );
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const ownerId = idOf("thandi.ndlovu@demo.inkundla.example");
  const staffId = idOf("sipho.mokoena@demo.inkundla.example");
  // The account exists already (its access was ended): leave the demo as the firm left it.
  if (!ownerId || !staffId || idOf(DEMO_PORTAL_ACCOUNT.email)) return;
  const passwordHash = await hashPassword(DEMO_PORTAL_ACCOUNT.password);
  await db.transaction((tx) => seedDemoPortal(tx, { firmId, ownerId, staffId, passwordHash }));
}
