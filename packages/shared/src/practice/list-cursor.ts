import { z } from "zod";

/**
 * Keyset paging for the practice lists. A cursor names the sort a page was read in and the sort key of
 * its last row; the next page starts after that key, so page 4,000 costs what page 2 costs (an offset
 * makes the database walk past every row it skips). Clients treat the `X-Next-Cursor` text as opaque
 * and pass it back as `cursor=`; only the server reads it.
 */
export type TListCursor = {
  sort: string;
  order: "asc" | "desc";
  /** The last row's sort key, each part as the database wrote it as text (null for an empty date). */
  key: (string | null)[];
};

export const LIST_CURSOR_HEADER = "X-Next-Cursor";

/**
 * How the server writes a timestamp into a cursor (PostgreSQL `to_char` in UTC): to the microsecond,
 * because a key cut to JavaScript's milliseconds would skip or repeat rows logged in the same millisecond.
 */
export const CURSOR_TIMESTAMP_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

const LIST_CURSOR_MAX_LENGTH = 4000;

const ZListCursorBody = z.strictObject({
  sort: z.string().max(40),
  order: z.enum(["asc", "desc"]),
  key: z.array(z.string().max(1000).nullable()).min(1).max(4),
});

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeListCursor(cursor: TListCursor): string {
  return toBase64Url(JSON.stringify(cursor));
}

/** The cursor, or null for text that is not one the server gave out. */
export function decodeListCursor(text: string): TListCursor | null {
  const json = fromBase64Url(text);
  if (json === null) return null;
  try {
    const parsed = ZListCursorBody.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const CURSOR_MESSAGE = "cursor must be the X-Next-Cursor value of an earlier page of this list";

/** The `cursor=` query parameter, decoded; whether it fits the list's sort is the server's to check. */
export const ZListCursorParam = z
  .string()
  .max(LIST_CURSOR_MAX_LENGTH, CURSOR_MESSAGE)
  .transform((text, context) => {
    const cursor = decodeListCursor(text);
    if (!cursor) {
      context.addIssue({ code: "custom", message: CURSOR_MESSAGE });
      return z.NEVER;
    }
    return cursor;
  });

const CURSOR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const CURSOR_TIMESTAMP_PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;
const CURSOR_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A calendar date that exists, written YYYY-MM-DD (what PostgreSQL accepts as a `date`). */
export function isCursorDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const parts = CURSOR_DATE_PATTERN.exec(value);
  if (!parts) return false;
  const day = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return day.toISOString().slice(0, 10) === value;
}

/** A timestamp as CURSOR_TIMESTAMP_FORMAT writes it. */
export function isCursorTimestamp(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const parts = CURSOR_TIMESTAMP_PATTERN.exec(value);
  return parts !== null && isCursorDate(parts[1]);
}

export function isCursorUuid(value: unknown): value is string {
  return typeof value === "string" && CURSOR_UUID_PATTERN.test(value);
}

/**
 * Where a page at `offset` is cheaper to reach from. An offset makes PostgreSQL walk past every row it
 * skips, so a page near the end (the last page of 4,000) is read from the other end of the same index
 * and turned round: at most half the rows are ever skipped. `total` is the exact count of the list,
 * and the page must start inside it (offset < total). The count and the page are separate statements:
 * a write committed between them moves the page by the rows it added or removed, as any write between
 * two offset requests moves the pages after it.
 */
export function planOffsetPage(
  total: number,
  offset: number,
  limit: number,
): { offset: number; limit: number; isFromEnd: boolean } {
  const remaining = total - offset;
  const take = Math.min(limit, remaining);
  const offsetFromEnd = remaining - take;
  return offsetFromEnd < offset
    ? { offset: offsetFromEnd, limit: take, isFromEnd: true }
    : { offset, limit, isFromEnd: false };
}
