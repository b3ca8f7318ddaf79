import { todayInSouthAfrica } from "@inkundla/shared";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type DbExecutor, queryRows } from "./db.ts";

/**
 * A firm's list answers, kept in this process and served again while nothing in the firm has changed.
 *
 * Every write to a firm-scoped table notes its transaction in `firm_change` (migration 0008). An
 * answer is stored with the snapshot of the request's identity query, which ran before any query the
 * handler made, so the answer holds at least everything that snapshot sees. It is served again only
 * when no transaction the snapshot could not see has since noted a change for the firm: the check is
 * part of the identity query, so a served answer costs one round trip. Answers are kept per person
 * and per South African day (overdue invoices and this month's figures depend on the date).
 */
export type CachedAnswer = {
  firmId: string;
  userId: string;
  snapshot: string;
  payload: string;
  headers: Record<string, string>;
  storedAt: number;
  bytes: number;
};

/** Where a request's answer would be kept, and the snapshot it is read under. */
export type AnswerSlot = { key: string; firmId: string; userId: string; snapshot: string };

/** Marks an answer served from the cache (for tests and for whoever reads the network panel). */
export const RESPONSE_CACHE_HEADER = "x-response-cache";

/** The headers a list answer carries besides its body (totals and the next page's cursor). */
const KEPT_HEADERS = ["content-type", "x-total-count", "x-next-cursor"];

/** No answer is served older than this, so change notes older than twice this can be deleted. */
export const ANSWER_LIFETIME_MS = 5 * 60 * 1000;
const COMPACT_EVERY_MS = 60 * 1000;

/**
 * SQL: whether no transaction outside `snapshot` has noted a change to `firmId`'s data; null without
 * a probe. Transactions below the snapshot's xmin had all ended when it was taken, and a rolled-back
 * one leaves no note, so only notes at or above xmin need looking at (the primary key's range).
 */
export function isFirmUnchangedSince(firmId: SQL | Placeholder, snapshot: SQL | Placeholder) {
  return sql<boolean | null>`case when ${firmId}::uuid is null or ${snapshot}::text is null then null
    else not exists (
      select 1 from firm_change
       where firm_change.firm_id = ${firmId}::uuid
         and firm_change.xid >= pg_snapshot_xmin(${snapshot}::text::pg_snapshot)
         and not pg_visible_in_snapshot(firm_change.xid, ${snapshot}::text::pg_snapshot)) end`;
}

export class ResponseCache {
  readonly #answers = new Map<string, CachedAnswer>();
  /** Which firm and person a Cookie header belonged to last time: only to pick the answer to probe. */
  readonly #callers = new Map<string, { firmId: string; userId: string }>();
  readonly #maxBytes: number;
  readonly #maxAnswerBytes: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: { maxBytes: number; now?: () => number }) {
    this.#maxBytes = options.maxBytes;
    this.#maxAnswerBytes = Math.max(1, Math.floor(options.maxBytes / 16));
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#answers.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The key of an answer: per firm, person, South African day and URL (path and query string). */
  keyFor(caller: { firmId: string; userId: string }, url: string): string {
    return `${caller.firmId} ${caller.userId} ${todayInSouthAfrica()} ${url}`;
  }

  rememberCaller(cookieHeader: string, caller: { firmId: string; userId: string }): void {
    const known = this.#callers.get(cookieHeader);
    if (known?.firmId === caller.firmId && known.userId === caller.userId) return;
    this.#callers.delete(cookieHeader);
    this.#callers.set(cookieHeader, caller);
    if (this.#callers.size > 10_000) {
      const oldest = this.#callers.keys().next().value;
      if (oldest !== undefined) this.#callers.delete(oldest);
    }
  }

  /** The answer last stored for this caller and URL, if one is young enough to be probed. */
  candidateFor(cookieHeader: string, url: string): { key: string; answer: CachedAnswer } | null {
    const caller = this.#callers.get(cookieHeader);
    if (!caller) return null;
    const key = this.keyFor(caller, url);
    const answer = this.#answers.get(key);
    if (!answer) return null;
    if (this.#now() - answer.storedAt > ANSWER_LIFETIME_MS) {
      this.#remove(key);
      return null;
    }
    // Most recently used last, so the oldest-used answer is the first to go when space runs out.
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    return { key, answer };
  }

  store(slot: AnswerSlot, payload: string, headers: Record<string, string>): void {
    const bytes = Buffer.byteLength(payload) + slot.key.length * 2;
    if (bytes > this.#maxAnswerBytes) return;
    this.#remove(slot.key);
    this.#answers.set(slot.key, {
      firmId: slot.firmId,
      userId: slot.userId,
      snapshot: slot.snapshot,
      payload,
      headers,
      storedAt: this.#now(),
      bytes,
    });
    this.#bytes += bytes;
    for (const [key] of this.#answers) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(key);
    }
  }

  /** Forgets an answer that turned out stale, so the next request does not probe it again. */
  forget(key: string): void {
    this.#remove(key);
  }

  #remove(key: string): void {
    const answer = this.#answers.get(key);
    if (!answer) return;
    this.#answers.delete(key);
    this.#bytes -= answer.bytes;
  }
}

/** The headers of an answer worth keeping with its body. */
export function keptHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers[name];
    if (typeof value === "string" || typeof value === "number") kept[name] = String(value);
  }
  return kept;
}

/**
 * Deletes change notes no cached answer can need any more, every minute. An answer lives at most
 * ANSWER_LIFETIME_MS, and the xmin of snapshots only grows, so every answer any instance still
 * serves was read under a snapshot whose xmin is at least the xmin this instance saw twice that long
 * ago: notes below that can never be outside such a snapshot.
 */
export function startChangeNoteCompaction(deps: {
  db: DbExecutor;
  log: FastifyBaseLogger;
  now?: () => number;
}): { compactOnce: () => Promise<number>; stop: () => void } {
  const now = deps.now ?? Date.now;
  const horizons: { at: number; xmin: string }[] = [];
  const compactOnce = async (): Promise<number> => {
    const [current] = await queryRows<{ xmin: string }>(
      deps.db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
    );
    if (current) horizons.push({ at: now(), xmin: current.xmin });
    let horizon: string | null = null;
    while (horizons.length > 0 && now() - (horizons[0]?.at ?? 0) >= 2 * ANSWER_LIFETIME_MS) {
      horizon = horizons.shift()?.xmin ?? null;
    }
    if (!horizon) return 0;
    const deleted = await queryRows<{ count: number }>(
      deps.db,
      sql`with gone as (delete from firm_change where xid < ${horizon}::xid8 returning 1)
          select count(*)::int as count from gone`,
    );
    return deleted[0]?.count ?? 0;
  };
  const timer = setInterval(() => {
    compactOnce().catch((error: unknown) =>
      deps.log.warn({ err: error }, "compacting firm change notes failed"),
    );
  }, COMPACT_EVERY_MS);
  timer.unref();
  return { compactOnce, stop: () => clearInterval(timer) };
}
