import { createHash, randomBytes } from "node:crypto";
import type { TOneTimeTokenPurpose } from "@inkundla/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "./db.ts";
import { oneTimeTokenTable } from "./platform.tables.ts";

/** How long each kind of e-mailed link stays valid. */
export const ONE_TIME_TOKEN_LIFETIME_HOURS: Record<TOneTimeTokenPurpose, number> = {
  signup_verification: 48,
  staff_invitation: 24 * 7,
  admin_invitation: 24 * 7,
  email_change: 48,
  // Whoever reads the mailbox can take over the account: the link is short-lived.
  password_reset: 1,
  portal_invitation: 24 * 7,
};

export type OneTimeToken = {
  id: string;
  purpose: TOneTimeTokenPurpose;
  userId: string;
  firmId: string | null;
  email: string;
  data: Record<string, unknown>;
  expiresAt: Date;
};

function toOneTimeToken(row: typeof oneTimeTokenTable.$inferSelect): OneTimeToken {
  const { id, purpose, userId, firmId, email, data, expiresAt } = row;
  return { id, purpose, userId, firmId, email, data, expiresAt };
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Issues a token for an e-mailed link. Earlier unused tokens of the same purpose for the same person
 * stop working, so only the newest link is valid. Only the hash is stored.
 */
export async function issueOneTimeToken(
  db: DbExecutor,
  input: {
    purpose: TOneTimeTokenPurpose;
    userId: string;
    firmId?: string | null;
    email: string;
    data?: Record<string, unknown>;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ONE_TIME_TOKEN_LIFETIME_HOURS[input.purpose] * 3600 * 1000);
  await db
    .update(oneTimeTokenTable)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokenTable.userId, input.userId),
        eq(oneTimeTokenTable.purpose, input.purpose),
        isNull(oneTimeTokenTable.usedAt),
      ),
    );
  await db.insert(oneTimeTokenTable).values({
    purpose: input.purpose,
    tokenHash: hashToken(token),
    userId: input.userId,
    firmId: input.firmId ?? null,
    email: input.email,
    data: input.data ?? {},
    expiresAt,
  });
  return { token, expiresAt };
}

/** The token's record if it is valid (right purpose, unused, unexpired); it is not used up. */
export async function findValidOneTimeToken(
  db: DbExecutor,
  purpose: TOneTimeTokenPurpose,
  token: string,
): Promise<OneTimeToken | null> {
  const rows = await db
    .select()
    .from(oneTimeTokenTable)
    .where(
      and(
        eq(oneTimeTokenTable.tokenHash, hashToken(token)),
        eq(oneTimeTokenTable.purpose, purpose),
        isNull(oneTimeTokenTable.usedAt),
        gt(oneTimeTokenTable.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0] ? toOneTimeToken(rows[0]) : null;
}

/** Makes every unused link of this kind for the person stop working. */
export async function retireOneTimeTokens(db: DbExecutor, userId: string, purpose: TOneTimeTokenPurpose) {
  await db
    .update(oneTimeTokenTable)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokenTable.userId, userId),
        eq(oneTimeTokenTable.purpose, purpose),
        isNull(oneTimeTokenTable.usedAt),
      ),
    );
}

/**
 * Uses the token up inside the caller's transaction. Returns the record, or null when it was not valid
 * (or another request used it first: the row lock makes two simultaneous uses impossible).
 */
export async function consumeOneTimeToken(
  tx: DbExecutor,
  purpose: TOneTimeTokenPurpose,
  token: string,
): Promise<OneTimeToken | null> {
  const rows = await tx
    .update(oneTimeTokenTable)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokenTable.tokenHash, hashToken(token)),
        eq(oneTimeTokenTable.purpose, purpose),
        isNull(oneTimeTokenTable.usedAt),
        gt(oneTimeTokenTable.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0] ? toOneTimeToken(rows[0]) : null;
}

export type OneTimeTokenState = "valid" | "used" | "expired" | "unknown";

/** Why a link does (not) work, so the person can be told whether to ask for a new one. */
export async function describeOneTimeToken(
  db: DbExecutor,
  purpose: TOneTimeTokenPurpose,
  token: string,
): Promise<OneTimeTokenState> {
  const rows = await db
    .select({ usedAt: oneTimeTokenTable.usedAt, expiresAt: oneTimeTokenTable.expiresAt })
    .from(oneTimeTokenTable)
    .where(and(eq(oneTimeTokenTable.tokenHash, hashToken(token)), eq(oneTimeTokenTable.purpose, purpose)))
    .limit(1);
  const row = rows[0];
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  return row.expiresAt.getTime() <= Date.now() ? "expired" : "valid";
}

/**
 * Why a link that was just refused cannot be used: "used", "expired", or "invalid" (never issued, or
 * valid again only because another request used it between the check and the caller's transaction).
 */
export async function whyTokenIsUnusable(
  db: DbExecutor,
  purpose: TOneTimeTokenPurpose,
  token: string,
): Promise<"used" | "expired" | "invalid"> {
  const state = await describeOneTimeToken(db, purpose, token);
  return state === "used" || state === "expired" ? state : "invalid";
}
