import { describe, expect, it } from "vitest";
import {
  decodeListCursor,
  encodeListCursor,
  isCursorDate,
  isCursorTimestamp,
  planOffsetPage,
  ZListCursorParam,
} from "./list-cursor.ts";

describe("list cursors", () => {
  it("read back what they were written as, names with accents included", () => {
    const cursor = { sort: "name", order: "asc" as const, key: ["Nkosí & Dlamini", null] };
    const text = encodeListCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeListCursor(text)).toEqual(cursor);
  });

  it("refuse text that is not a cursor the server wrote", () => {
    expect(decodeListCursor("not a cursor")).toBeNull();
    expect(decodeListCursor(encodeListCursor({ sort: "name", order: "asc", key: [] }))).toBeNull();
    const parsed = ZListCursorParam.safeParse("e30");
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "cursor must be the X-Next-Cursor value of an earlier page of this list",
    );
  });

  it("accept only real dates and microsecond UTC timestamps as key parts", () => {
    expect(isCursorDate("2026-02-28")).toBe(true);
    expect(isCursorDate("2026-02-30")).toBe(false);
    expect(isCursorTimestamp("2026-05-14T08:30:00.123456Z")).toBe(true);
    expect(isCursorTimestamp("2026-05-14T08:30:00.123Z")).toBe(false);
    expect(isCursorTimestamp("2026-13-14T08:30:00.123456Z")).toBe(false);
  });
});

describe("planning an offset page", () => {
  it("reads an early page from the start", () => {
    expect(planOffsetPage(200_000, 50, 50)).toEqual({ offset: 50, limit: 50, isFromEnd: false });
  });

  it("reads the last page of 200,000 from the other end, skipping 50 rows instead of 199,900", () => {
    expect(planOffsetPage(200_000, 199_900, 50)).toEqual({ offset: 50, limit: 50, isFromEnd: true });
  });

  it("takes only the rows left on a short last page", () => {
    expect(planOffsetPage(4, 3, 2)).toEqual({ offset: 0, limit: 1, isFromEnd: true });
    expect(planOffsetPage(4, 2, 2)).toEqual({ offset: 0, limit: 2, isFromEnd: true });
  });
});
