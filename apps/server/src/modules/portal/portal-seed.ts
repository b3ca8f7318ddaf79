import { and, eq, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { portalMemberTable, portalMessageTable } from "./portal.tables.ts";

/**
 * Seeds (demo data only): a person who has joined a client's portal, and the messages on one of the
 * client's matters, oldest first, each with its time. The person's account is the caller's to create.
 */
export async function seedPortalClient(
  db: DbExecutor,
  portal: {
    firmId: string;
    clientId: string;
    userId: string;
    invitedByUserId: string;
    joinedAt: Date;
    matterId: string;
    messages: { authorUserId: string; authorKind: "firm" | "client"; body: string; at: Date }[];
  },
): Promise<void> {
  await db.insert(portalMemberTable).values({
    firmId: portal.firmId,
    clientId: portal.clientId,
    userId: portal.userId,
    invitedByUserId: portal.invitedByUserId,
    invitedAt: new Date(portal.joinedAt.getTime() - 2 * 60 * 60 * 1000),
    joinedAt: portal.joinedAt,
  });
  if (portal.messages.length === 0) return;
  await db.insert(portalMessageTable).values(
    portal.messages.map((message) => ({
      firmId: portal.firmId,
      clientId: portal.clientId,
      matterId: portal.matterId,
      authorUserId: message.authorUserId,
      authorKind: message.authorKind,
      body: message.body,
      createdAt: message.at,
    })),
  );
}

/** Whether the firm has anyone in a client portal who has not been removed (the demo seeds one). */
export async function hasLivePortalMember(db: DbExecutor, firmId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: portalMemberTable.id })
    .from(portalMemberTable)
    .where(and(eq(portalMemberTable.firmId, firmId), isNull(portalMemberTable.revokedAt)))
    .limit(1);
  return Boolean(row);
}
