import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import { calendarFeedTokenTable } from "./deadline.tables.ts";

/** Revokes every live token of the person; returns how many there were. */
export async function revokeFeedTokens(db: DbExecutor, userId: string): Promise<number> {
  const rows = await db
    .update(calendarFeedTokenTable)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeedTokenTable.userId, userId), isNull(calendarFeedTokenTable.revokedAt)))
    .returning({ id: calendarFeedTokenTable.id });
  return rows.length;
}

export async function insertFeedToken(
  db: DbExecutor,
  token: { firmId: string; userId: string; tokenHash: string },
): Promise<{ createdAt: Date }> {
  const rows = await db
    .insert(calendarFeedTokenTable)
    .values(token)
    .returning({ createdAt: calendarFeedTokenTable.createdAt });
  return { createdAt: rows[0]!.createdAt };
}

export async function findLiveFeedToken(
  db: DbExecutor,
  userId: string,
  firmId: string,
): Promise<{ createdAt: Date } | null> {
  const rows = await db
    .select({ createdAt: calendarFeedTokenTable.createdAt })
    .from(calendarFeedTokenTable)
    .where(
      and(
        eq(calendarFeedTokenTable.userId, userId),
        eq(calendarFeedTokenTable.firmId, firmId),
        isNull(calendarFeedTokenTable.revokedAt),
      ),
    )
    .orderBy(desc(calendarFeedTokenTable.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The owner of a live token, only while they still belong to the token's firm and are not suspended:
 * leaving the firm or being suspended stops the feed without anyone revoking it.
 */
export async function findFeedOwnerByTokenHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<{ userId: string; firmId: string } | null> {
  const rows = await queryRows<{ user_id: string; firm_id: string }>(
    db,
    sql`select t.user_id, t.firm_id
          from calendar_feed_token t
          join firm_member m on m.user_id = t.user_id and m.firm_id = t.firm_id
          join "user" u on u.id = t.user_id
         where t.token_hash = ${tokenHash}
           and t.revoked_at is null
           and u.suspended_at is null
         limit 1`,
  );
  const row = rows[0];
  return row ? { userId: row.user_id, firmId: row.firm_id } : null;
}

export type FeedDeadline = {
  taskId: string;
  title: string;
  description: string | null;
  dueOn: string;
  deadlineRule: string | null;
  matterReference: string;
  matterTitle: string;
  updatedAt: Date;
};

/** A calendar of several years of deadlines is still small; this bounds a runaway one. */
const FEED_DEADLINES_MAX = 2000;

/**
 * The person's open deadlines in their firm: deadline tasks not done, with a due date, assigned to
 * them, or unassigned on a matter they are responsible for.
 */
export async function listFeedDeadlines(
  db: DbExecutor,
  owner: { userId: string; firmId: string },
): Promise<FeedDeadline[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    description: string | null;
    due_on: string;
    deadline_rule: string | null;
    reference: string;
    matter_title: string;
    updated_at: Date | string;
  }>(
    db,
    sql`select t.id, t.title, t.description, t.due_on::text as due_on, t.deadline_rule,
               m.reference, m.title as matter_title, t.updated_at
          from task t
          join matter m on m.id = t.matter_id and m.firm_id = t.firm_id
         where t.firm_id = ${owner.firmId}
           and t.is_deadline
           and not t.is_done
           and t.due_on is not null
           and (t.assignee_user_id = ${owner.userId}
                or (t.assignee_user_id is null and m.responsible_user_id = ${owner.userId}))
         order by t.due_on, t.id
         limit ${FEED_DEADLINES_MAX}`,
  );
  return rows.map((row) => ({
    taskId: row.id,
    title: row.title,
    description: row.description,
    dueOn: row.due_on,
    deadlineRule: row.deadline_rule,
    matterReference: row.reference,
    matterTitle: row.matter_title,
    updatedAt: new Date(row.updated_at),
  }));
}
